import type { DemoSlug } from '../catalog.ts';
import { avatarDemo } from './AvatarDemo.tsx';
import { badgeDemo } from './BadgeDemo.tsx';
import { buttonDemo } from './ButtonDemo.tsx';
import { cardDemo } from './CardDemo.tsx';
import { checkboxDemo } from './CheckboxDemo.tsx';
import { dialogDemo } from './DialogDemo.tsx';
import { drawerDemo } from './DrawerDemo.tsx';
import { emptyDemo } from './EmptyDemo.tsx';
import { gridDemo } from './GridDemo.tsx';
import { imageDemo } from './ImageDemo.tsx';
import { inputDemo } from './InputDemo.tsx';
import { masonryDemo } from './MasonryDemo.tsx';
import { menuDemo } from './MenuDemo.tsx';
import { paginationDemo } from './PaginationDemo.tsx';
import { selectDemo } from './SelectDemo.tsx';
import { skeletonDemo } from './SkeletonDemo.tsx';
import { tabsDemo } from './TabsDemo.tsx';
import { tokensDemo } from './TokensDemo.tsx';
import { tooltipDemo } from './TooltipDemo.tsx';
import type { DemoExample } from './types.ts';

export const DEMO_EXAMPLES: Record<DemoSlug, DemoExample> = {
  button: buttonDemo,
  input: inputDemo,
  select: selectDemo,
  checkbox: checkboxDemo,
  dialog: dialogDemo,
  drawer: drawerDemo,
  tabs: tabsDemo,
  menu: menuDemo,
  tooltip: tooltipDemo,
  card: cardDemo,
  badge: badgeDemo,
  avatar: avatarDemo,
  image: imageDemo,
  skeleton: skeletonDemo,
  empty: emptyDemo,
  pagination: paginationDemo,
  grid: gridDemo,
  masonry: masonryDemo,
  tokens: tokensDemo,
};

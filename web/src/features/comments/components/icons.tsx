/** Stroke icons for the comments (24 × 24, currentColor), beyond the few the primitives carry. */
import type { SVGProps } from 'react';
import { ICON_PATHS } from '@zaowu/shared/icon-paths';
import { StrokeIcon } from '../../../components/StrokeIcon.tsx';

const PATHS = {
  heart: ICON_PATHS.heart,
  // The work page's 条评论 glyph: the first paint draws it from the shared table too.
  bubble: ICON_PATHS.bubble,
  reply: 'M10 6.5L4.5 12l5.5 5.5M4.5 12H14a5.5 5.5 0 0 1 5.5 5.5v1',
  trash: 'M4.5 6.5h15M9.5 6.5V4.5h5v2M6.5 6.5l1 13h9l1-13M10 10.5v6M14 10.5v6',
} as const;

export function CommentIcon({
  name,
  ...rest
}: { name: keyof typeof PATHS; size?: number; filled?: boolean } & Omit<
  SVGProps<SVGSVGElement>,
  'name' | 'd'
>) {
  return <StrokeIcon d={PATHS[name]} {...rest} />;
}

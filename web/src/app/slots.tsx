/**
 * What features show of other features, set once for every page (docs/decisions/010-feature-layers.md):
 * the user card an author's name opens (components/user-card-context.ts; the trigger is UserCardSlot.tsx) and the rich text editor
 * (components/RichTextEditorSlot.tsx). Both load lazily: the first load carries only these wrappers.
 */
import { lazy, type ReactNode } from 'react';
import type { UserBrief } from '@zaowu/shared';
import type { RichTextEditorProps } from '../components/RichTextEditorSlot.tsx';
import { RichTextEditorSlot } from '../components/RichTextEditorSlot.tsx';
import { UserCardSlot } from '../components/user-card-context.ts';
import { LazyRichTextEditor } from '../features/publish/index.ts';

const UserCard = lazy(() => import('./user-card.tsx'));
const userCard = (user: UserBrief) => <UserCard user={user} />;
const richTextEditor = (props: RichTextEditorProps) => <LazyRichTextEditor {...props} />;

export function FeatureSlots({ children }: { children: ReactNode }) {
  return (
    <UserCardSlot value={userCard}>
      <RichTextEditorSlot value={richTextEditor}>{children}</RichTextEditorSlot>
    </UserCardSlot>
  );
}

/**
 * A work's pages, one per type, for the app's routes (app/pages/{model,art,animation,blog}-id.page.tsx),
 * which fill in what other features show on them (WorkDetailSlots).
 */
export { AnimationDetailPage } from './components/AnimationDetailPage.tsx';
export { ArtDetailPage } from './components/ArtDetailPage.tsx';
export { BlogDetailPage } from './components/BlogDetailPage.tsx';
export { ModelDetailPage, viewerChunk } from './components/ModelDetailPage.tsx';
export type { WorkDetailSlots } from './slots.ts';

/** What other features may use from works: the work grid and tiles, tag chips, people cards and queries. */
export { worksTagsQuery } from './api.ts';
export { WorkGrid, WorkGridSkeleton } from './components/WorkGrid.tsx';
export { WorkTile } from './components/WorkTile.tsx';
export { TagChips } from './components/TagChips.tsx';
export { DesignerCard, ShopCard } from './components/PeopleCards.tsx';
export { MATURE_OK_KEY, matureOkAtom, useMatureConsent, useMatureOk } from './mature.ts';

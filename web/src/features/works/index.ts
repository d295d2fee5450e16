/** What other features may use from works: the work grid and tiles, tag chips, people cards and queries. */
export { worksListQuery, worksTagsQuery, recommendQuery } from './api.ts';
export { WorkGrid, WorkGridSkeleton, artRatio, type WorkLayout } from './components/WorkGrid.tsx';
export { WorkTile, type TileWork } from './components/WorkTile.tsx';
export { TagChips, tagHref } from './components/TagChips.tsx';
export { DesignerCard, ShopCard } from './components/PeopleCards.tsx';
export { MATURE_OK_KEY, matureOkAtom, useMatureConsent, useMatureOk } from './mature.ts';

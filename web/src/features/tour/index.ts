export { GuidedTour } from './GuidedTour.tsx';
export { guideStatusQuery, shouldShowTour, tourKeys } from './api.ts';

export { GuidedTour } from './GuidedTour.tsx';

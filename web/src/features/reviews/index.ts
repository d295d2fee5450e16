export { Reviews } from './components/Reviews.tsx';

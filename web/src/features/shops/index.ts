/** Shops: the directory, a shop's page and a goods page (composed with cart and reviews in app/pages/). */
export { GoodsPage } from './components/GoodsPage.tsx';

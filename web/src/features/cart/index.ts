export { GoodsBuy } from './components/GoodsBuy.tsx';

// Cart state is lib/cart-state.ts; these re-exports serve work-detail until it imports it from there.
export { CART_STORAGE_KEY, cartAtom, useCart } from '../../lib/cart-state.ts';
export { usePlaceWorkOrder } from './api.ts';
export { GoodsBuy } from './components/GoodsBuy.tsx';

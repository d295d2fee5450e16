export {
  CART_STORAGE_KEY,
  addToLines,
  cartCountAtom,
  cartLinesAtom,
  cartTotal,
  parseCartLines,
  useCart,
  type AddResult,
  type Cart,
  type CartGoods,
  type CartLine,
  type RemovedLine,
} from './state.ts';
export { orderQuery } from './api.ts';

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
export { formatFen, formatYuan, fromFen, toFen } from './money.ts';
export { orderQuery } from './api.ts';

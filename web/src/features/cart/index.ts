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
} from './state.ts';
export { fromFen, toFen } from './money.ts';

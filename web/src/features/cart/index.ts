export {
  CART_STORAGE_KEY,
  addToLines,
  cartAtom,
  cartCountAtom,
  cartLinesAtom,
  cartTotal,
  parseCart,
  parseCartLines,
  useCart,
  type AddResult,
  type Cart,
  type CartGoods,
  type CartLine,
  type CartWork,
  type RemovedLine,
  type WorkCartLine,
} from './state.ts';
export { orderQuery, usePlaceWorkOrder } from './api.ts';

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
export { CheckoutDialog, type CheckoutLine } from './components/CheckoutDialog.tsx';
export { useCheckout, type CheckoutWhat } from './use-checkout.ts';
export { QuantityStepper } from './components/QuantityStepper.tsx';
export { ORDER_QUANTITY_MAX } from './checkout.ts';

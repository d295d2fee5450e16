export { CART_STORAGE_KEY, cartAtom, cartLinesAtom, useCart, type CartLine } from './state.ts';
export { CheckoutDialog } from './components/CheckoutDialog.tsx';
export { useCheckout } from './use-checkout.ts';
export { QuantityStepper } from './components/QuantityStepper.tsx';
export { ORDER_QUANTITY_MAX } from './checkout.ts';

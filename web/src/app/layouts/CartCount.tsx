/** The header cart's count (hidden at 0): loaded after first paint, with the cart's state module. */
import { useAtomValue } from '../../lib/state.ts';
import { CountBadge } from '../../components/Badge.tsx';
// The cart's state module, not its index (which carries the checkout dialog and its login).
import { cartCountAtom } from '../../lib/cart-state.ts';

export default function CartCount() {
  const count = useAtomValue(cartCountAtom);
  if (count <= 0) return null;
  return (
    <>
      <span aria-hidden="true" className="header__cart-count">
        <CountBadge count={count} />
      </span>
      <span className="visually-hidden">，{count} 件</span>
    </>
  );
}

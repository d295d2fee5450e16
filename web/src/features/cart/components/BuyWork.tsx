/**
 * 购买 and 加入购物车 (已在购物车 once it is there) for a work for sale that the member has not bought:
 * shown in the 作品文件 box of the work's page (features/work-detail), which app/pages fills with it.
 * 购买 places an order for the work and goes on to its payment page; refusals are said here, in a toast.
 */
import { Link, useNavigate } from 'react-router';
import { hrefs, type Money, type WorkDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { toastFailure } from '../../../lib/errors.ts';
import { workKeys } from '../../../lib/query-keys.ts';
import { loginDialogOpenAtom } from '../../../lib/session.ts';
import { useSetAtom } from '../../../lib/state.ts';
import { notify } from '../../../lib/toast.ts';
import { usePlaceWorkOrder } from '../api.ts';
import { useCart } from '../../../lib/cart-state.ts';

/** Who is buying: a member, a visitor (购买 opens the login dialog), or not known yet (a click does nothing). */
type Buyer = 'member' | 'visitor' | 'checking';

export function BuyWork({ work, buyer }: { work: WorkDetail & { price: Money }; buyer: Buyer }) {
  const navigate = useNavigate();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const cart = useCart();
  // Refused (e.g. 你已购买该作品): show what is true now.
  const place = usePlaceWorkOrder({ invalidatesOnRefusal: [workKeys.relation(work.id)] });
  const inCart = cart.hasWork(work.id);

  const onBuy = () => {
    if (buyer === 'checking') return;
    if (buyer === 'visitor') {
      openLogin(true);
      return;
    }
    place.mutate([work.id], {
      onSuccess: (order) => void navigate(hrefs.payOrder(order.id)),
      onError: (error) => toastFailure(error, '下单失败，请稍后重试'),
    });
  };
  const onAdd = () => {
    if (cart.addWork(work)) notify.success('已加入购物车');
  };

  return (
    <>
      <Button variant="primary" className="wd-getfiles__buy-now" loading={place.isPending} onClick={onBuy}>
        购买
      </Button>
      {inCart ? (
        <Button asChild className="wd-getfiles__cart">
          <Link to="/cart">已在购物车</Link>
        </Button>
      ) : (
        <Button className="wd-getfiles__cart" onClick={onAdd}>
          加入购物车
        </Button>
      )}
    </>
  );
}

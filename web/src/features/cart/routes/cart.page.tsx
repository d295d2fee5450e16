import { useAtom, useSetAtom } from '../../../lib/state.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { loginDialogOpenAtom, useLoginState } from '../../../lib/session.ts';
import {
  cartDeselectedAtom,
  cartItem,
  groupByShop,
  pieces,
  selectedItems,
  setSelected,
  totalFen,
} from '../checkout.ts';
import { CheckoutDialog } from '../components/CheckoutDialog.tsx';
import { useCheckout } from '../use-checkout.ts';
import { useCart } from '../../../lib/cart-state.ts';
import {
  cartDeselectedWorksAtom,
  groupByAuthor,
  isWorkSelected,
  setWorksSelected,
  workCartItem,
  worksFen,
} from '../work-lines.ts';
import '../cart.css';
import { allTickState, apartReason, confirmGroupsOf } from '../cart-view.ts';
import { useAuthorsLive, useConfirmOrder, useRemoval, useShopsLive, type Removal } from '../use-cart-page.ts';
import { CartBar, UndoBar } from '../components/CartBar.tsx';
import { CartSellers } from '../components/CartSellers.tsx';

function EmptyCart({
  removal,
  onUndo,
  onDone,
}: {
  removal: Removal | null;
  onUndo: () => void;
  onDone: () => void;
}) {
  return (
    <section className="cart-page" aria-labelledby="page-title">
      <h1 id="page-title" className="cart-page__title">
        购物车
      </h1>
      {removal && <UndoBar removal={removal} onUndo={onUndo} onDone={onDone} />}
      <Empty
        icon="inbox"
        title="购物车还是空的"
        description="去店铺逛逛，或在作品页把想要的付费作品加入购物车吧。"
        action={
          <Button asChild variant="primary">
            <Link to="/shop">去逛逛店铺</Link>
          </Button>
        }
      />
    </section>
  );
}

export function Component() {
  usePageTitle('购物车');
  const cart = useCart();
  const login = useLoginState();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const [deselected, setDeselected] = useAtom(cartDeselectedAtom);
  const [deselectedWorks, setDeselectedWorks] = useAtom(cartDeselectedWorksAtom);
  const { removal, remove: removeLines, undo, dismiss } = useRemoval(cart);
  const [error, setError] = useState<string | null>(null);
  const order = useCheckout();
  const [confirming, setConfirming] = useState(false);

  const shopIds = [...new Set(cart.lines.map((l) => l.shop_id))];
  const live = useShopsLive(shopIds);
  const items = cart.lines.map((line) => cartItem(line, live.get(line.shop_id)?.shop));
  const groups = groupByShop(items);
  const selected = selectedItems(items, deselected);
  const selectedShops = new Set(selected.map((i) => i.line.shop_id));
  const unavailable = items.filter((i) => i.state.kind === 'gone' || i.state.kind === 'soldout');

  const authorIds = [...new Set(cart.works.map((w) => w.author.id))];
  const authorsLive = useAuthorsLive(authorIds);
  const workItems = cart.works.map((w) => workCartItem(w, authorsLive.get(w.author.id)?.list));
  const authorGroups = groupByAuthor(workItems);
  const selectedWorks = workItems.filter((i) => isWorkSelected(i, deselectedWorks));
  const selectedAuthors = new Set(selectedWorks.map((i) => i.work.author.id));
  const goneWorks = workItems.filter((i) => i.state.kind === 'gone');
  const sellers = selectedShops.size + selectedAuthors.size;
  // What one 结算 cannot take together: works with goods, or works of several authors.
  const apart = apartReason(selectedAuthors.size, selectedShops.size);
  const allState = allTickState(items, workItems, deselected, selected.length + selectedWorks.length);
  const selectAll = (v: boolean) => {
    setDeselected(setSelected(deselected, items, v));
    setDeselectedWorks(setWorksSelected(deselectedWorks, workItems, v));
  };

  const remove = (ids: number[], text: string, workIds: number[] = []) => {
    removeLines(ids, text, workIds);
    setError(null);
  };

  const checkout = () => {
    setError(null);
    if (selected.length === 0 && selectedWorks.length === 0) {
      setError('请先勾选要结算的商品');
      return;
    }
    if (apart) {
      setError(apart);
      return;
    }
    if (login === 'visitor') {
      openLogin(true);
      return;
    }
    order.clearError();
    setConfirming(true);
  };

  // The confirmation step: what is ordered, from whom (a group per shop, or the author), how it is paid.
  const confirmGroups = confirmGroupsOf(selectedWorks, selected, live);
  const confirm = useConfirmOrder(order, cart, selected, selectedWorks);

  if (cart.lines.length === 0 && cart.works.length === 0) {
    return <EmptyCart removal={removal} onUndo={undo} onDone={dismiss} />;
  }

  const count = pieces(selected) + selectedWorks.length;
  const unavailableCount = unavailable.length + goneWorks.length;
  return (
    <section className="cart-page" aria-labelledby="page-title">
      <div className="cart-page__head">
        <h1 id="page-title" className="cart-page__title">
          购物车
        </h1>
        <p className="cart-page__count">共 {cart.count} 件商品</p>
        {unavailableCount > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="cart-page__clean"
            onClick={() =>
              remove(
                unavailable.map((i) => i.line.goods_id),
                `已清除 ${unavailableCount} 件失效商品`,
                goneWorks.map((i) => i.work.work_id),
              )
            }
          >
            清除失效商品
          </Button>
        )}
      </div>
      {removal && <UndoBar removal={removal} onUndo={undo} onDone={dismiss} />}

      <CartSellers
        groups={groups}
        authorGroups={authorGroups}
        live={live}
        authorsLive={authorsLive}
        items={items}
        workItems={workItems}
        sellers={sellers}
        deselected={deselected}
        setDeselected={setDeselected}
        deselectedWorks={deselectedWorks}
        setDeselectedWorks={setDeselectedWorks}
        onQuantity={cart.setQuantity}
        remove={remove}
      />

      <CartBar
        allState={allState}
        noneSelectable={!items.some((i) => i.selectable) && !workItems.some((i) => i.selectable)}
        onSelectAll={selectAll}
        selectedCount={selected.length}
        selectedWorksCount={selectedWorks.length}
        onRemoveSelected={() =>
          remove(
            selected.map((i) => i.line.goods_id),
            selectedWorks.length === 0
              ? `已删除 ${selected.length} 种商品`
              : `已删除 ${selected.length + selectedWorks.length} 项`,
            selectedWorks.map((i) => i.work.work_id),
          )
        }
        count={count}
        totalFen={totalFen(selected) + worksFen(selectedWorks)}
        pending={order.pending}
        apart={apart}
        error={error}
        visitor={login === 'visitor'}
        shops={selectedShops.size}
        onCheckout={checkout}
      />
      <CheckoutDialog
        open={confirming}
        onOpenChange={setConfirming}
        groups={confirmGroups}
        pending={order.pending}
        error={order.error}
        onConfirm={confirm}
      />
    </section>
  );
}

/**
 * /cart: the lines by shop, checked against each shop's live goods (price, stock, still on sale). Tick
 * per line, per shop or all; quantities within the stock; 删除 with 撤销. The selected lines' total is
 * summed in fen. 结算 places the order (one shop at a time, as the order API takes them) and goes on to
 * /cart/pay/{id}; the ordered lines leave the cart. Visitors keep a cart too; 结算 asks them to log in.
 */
import { useQueries } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatFen, type ShopDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { loginDialogOpenAtom, useLoginState } from '../../auth/index.ts';
import { cartShopQuery, usePlaceOrder } from '../api.ts';
import {
  cartDeselectedAtom,
  cartItem,
  groupByShop,
  isSelected,
  orderLines,
  pieces,
  selectedItems,
  selectionState,
  setSelected,
  totalFen,
  type CartItem,
} from '../checkout.ts';
import { CartLineRow } from '../components/CartLineRow.tsx';
import { useCart, type RemovedLine } from '../state.ts';
import '../cart.css';

/** How long 撤销 stays offered after a removal. */
const UNDO_MS = 10_000;

interface Removal {
  removed: RemovedLine[];
  text: string;
}

type ShopLive = { shop: ShopDetail | null | undefined; failed: boolean; retry: () => void; loading: boolean };

function useShopsLive(shopIds: number[]): Map<number, ShopLive> {
  const results = useQueries({ queries: shopIds.map((id) => cartShopQuery(id)) });
  const map = new Map<number, ShopLive>();
  shopIds.forEach((id, i) => {
    const q = results[i]!;
    // The API answers code 0 for a shop that no longer exists: its lines are gone.
    const gone = q.error instanceof ApiError && q.error.code === 0;
    map.set(id, {
      shop: gone ? null : q.data,
      failed: q.isError && !gone,
      loading: q.isPending,
      retry: () => void q.refetch(),
    });
  });
  return map;
}

function UndoBar({ removal, onUndo, onDone }: { removal: Removal; onUndo: () => void; onDone: () => void }) {
  const undoRef = useRef<HTMLButtonElement>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  // A new removal: 撤销 takes the focus (the row it was on is gone) and stays offered for a while.
  useEffect(() => {
    undoRef.current?.focus();
    const timer = window.setTimeout(() => done.current(), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [removal]);
  return (
    <div className="cart-undo" role="status">
      <span>{removal.text}</span>
      <button type="button" ref={undoRef} className="cart-undo__btn" onClick={onUndo}>
        撤销
      </button>
      <button type="button" className="cart-undo__close" aria-label="关闭提示" onClick={onDone}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

function ShopHead({
  shopId,
  live,
  items,
  deselected,
  onSelectAll,
  onOnly,
}: {
  shopId: number;
  live: ShopLive | undefined;
  items: CartItem[];
  deselected: ReadonlySet<number>;
  onSelectAll: (selected: boolean) => void;
  /** Given when other shops' lines are selected too: select this shop's lines only. */
  onOnly?: () => void;
}) {
  const name = live?.shop?.name;
  const state = selectionState(items, deselected);
  const label = name ?? (live?.shop === null ? '已关闭的店铺' : `店铺 ${shopId}`);
  return (
    <header className="cart-shop__head">
      <Checkbox
        label={<span className="visually-hidden">选择「{label}」的全部商品</span>}
        checked={state}
        disabled={!items.some((i) => i.selectable)}
        onCheckedChange={(v) => onSelectAll(v === true)}
      />
      <h2 className="cart-shop__name">
        {live?.loading ? (
          <Skeleton width={140} />
        ) : live?.shop === null ? (
          <span className="muted">店铺已关闭</span>
        ) : (
          <Link to={`/shop/${shopId}`}>{label}</Link>
        )}
      </h2>
      {live?.failed && (
        <p className="cart-shop__stale" role="alert">
          暂时无法核对最新价格和库存
          <button type="button" className="cart-link-btn" onClick={live.retry}>
            重试
          </button>
        </p>
      )}
      {onOnly && (
        <button type="button" className="cart-link-btn cart-shop__only" onClick={onOnly}>
          只结算本店<span className="visually-hidden">「{label}」</span>
        </button>
      )}
    </header>
  );
}

export function Component() {
  usePageTitle('购物车');
  const cart = useCart();
  const navigate = useNavigate();
  const login = useLoginState();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const [deselected, setDeselected] = useAtom(cartDeselectedAtom);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const place = usePlaceOrder();

  const shopIds = [...new Set(cart.lines.map((l) => l.shop_id))];
  const live = useShopsLive(shopIds);
  const items = cart.lines.map((line) => cartItem(line, live.get(line.shop_id)?.shop));
  const groups = groupByShop(items);
  const selected = selectedItems(items, deselected);
  const selectedShops = new Set(selected.map((i) => i.line.shop_id));
  const unavailable = items.filter((i) => i.state.kind === 'gone' || i.state.kind === 'soldout');
  const allState = selectionState(items, deselected);

  const remove = (ids: number[], text: string) => {
    const removed = cart.removeMany(ids);
    if (removed.length > 0) setRemoval({ removed, text });
    setError(null);
  };
  const undo = () => {
    if (removal) cart.restore(removal.removed);
    setRemoval(null);
  };
  const dismiss = () => setRemoval(null);

  const checkout = () => {
    setError(null);
    if (selected.length === 0) {
      setError('请先勾选要结算的商品');
      return;
    }
    if (selectedShops.size > 1) {
      setError(`已选商品来自 ${selectedShops.size} 家店铺，每次只能结算同一家店铺的商品`);
      return;
    }
    if (login === 'visitor') {
      openLogin(true);
      return;
    }
    const ordered = selected.map((i) => i.line.goods_id);
    place.mutate(orderLines(selected), {
      onSuccess: (order) => {
        cart.removeMany(ordered);
        setDeselected((prev) => {
          const next = new Set(prev);
          for (const id of ordered) next.delete(id);
          return next;
        });
        void navigate(`/cart/pay/${order.id}`);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.isUnauthorized) setError('登录已失效，请重新登录后结算');
        else setError(err.message || '下单失败，请稍后重试');
      },
    });
  };

  if (cart.lines.length === 0) {
    return (
      <section className="cart-page" aria-labelledby="page-title">
        <h1 id="page-title" className="cart-page__title">
          购物车
        </h1>
        {removal && <UndoBar removal={removal} onUndo={undo} onDone={dismiss} />}
        <Empty
          icon="inbox"
          title="购物车还是空的"
          description="去店铺逛逛，把喜欢的商品加入购物车吧。"
          action={
            <Button asChild variant="primary">
              <Link to="/shop">去逛逛店铺</Link>
            </Button>
          }
        />
      </section>
    );
  }

  const count = pieces(selected);
  return (
    <section className="cart-page" aria-labelledby="page-title">
      <div className="cart-page__head">
        <h1 id="page-title" className="cart-page__title">
          购物车
        </h1>
        <p className="cart-page__count">共 {cart.count} 件商品</p>
        {unavailable.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="cart-page__clean"
            onClick={() =>
              remove(
                unavailable.map((i) => i.line.goods_id),
                `已清除 ${unavailable.length} 件失效商品`,
              )
            }
          >
            清除失效商品
          </Button>
        )}
      </div>
      {removal && <UndoBar removal={removal} onUndo={undo} onDone={dismiss} />}

      <div className="cart-shops">
        {groups.map((g) => (
          <section
            key={g.shopId}
            className="cart-shop"
            aria-label={live.get(g.shopId)?.shop?.name ?? `店铺 ${g.shopId}`}
          >
            <ShopHead
              shopId={g.shopId}
              live={live.get(g.shopId)}
              items={g.items}
              deselected={deselected}
              onSelectAll={(v) => setDeselected(setSelected(deselected, g.items, v))}
              onOnly={
                selectedShops.size > 1
                  ? () => setDeselected(setSelected(setSelected(deselected, items, false), g.items, true))
                  : undefined
              }
            />
            <ul className="cart-shop__lines">
              {g.items.map((item) => (
                <CartLineRow
                  key={item.line.goods_id}
                  item={item}
                  selected={isSelected(item, deselected)}
                  onSelect={(v) => setDeselected(setSelected(deselected, [item], v))}
                  onQuantity={(q) => cart.setQuantity(item.line.goods_id, q, item.max)}
                  onRemove={() => remove([item.line.goods_id], `已删除「${item.line.title}」`)}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>

      <div className="cart-bar" role="region" aria-label="结算">
        <div className="cart-bar__inner">
          <Checkbox
            className="cart-bar__all"
            label="全选"
            checked={allState}
            disabled={!items.some((i) => i.selectable)}
            onCheckedChange={(v) => setDeselected(setSelected(deselected, items, v === true))}
          />
          <Button
            variant="ghost"
            size="sm"
            className="cart-bar__remove"
            disabled={selected.length === 0}
            onClick={() =>
              remove(
                selected.map((i) => i.line.goods_id),
                `已删除 ${selected.length} 种商品`,
              )
            }
          >
            删除选中
          </Button>
          <p className="cart-bar__sum" aria-live="polite">
            <span className="cart-bar__picked">已选 {count} 件</span>
            <span className="cart-bar__total-label">合计：</span>
            <strong className="cart-bar__total" data-testid="cart-total">
              {formatFen(totalFen(selected))}
            </strong>
          </p>
          <Button
            variant="primary"
            size="lg"
            className="cart-bar__go"
            loading={place.isPending}
            aria-describedby={error ? 'cart-error' : login === 'visitor' ? 'cart-login-hint' : undefined}
            onClick={checkout}
          >
            结算{count > 0 ? `（${count}）` : ''}
          </Button>
        </div>
        {error ? (
          <p id="cart-error" className="cart-bar__error" role="alert">
            <Icon name="alert" />
            {error}
          </p>
        ) : login === 'visitor' ? (
          <p id="cart-login-hint" className="cart-bar__hint">
            登录后即可结算，购物车中的商品会为你保留。
          </p>
        ) : selectedShops.size > 1 ? (
          <p className="cart-bar__hint">
            已选商品来自 {selectedShops.size} 家店铺，每次只能结算同一家店铺的商品，可点店铺旁的“只结算本店”。
          </p>
        ) : null}
      </div>
    </section>
  );
}

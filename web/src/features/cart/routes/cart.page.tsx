/**
 * /cart: the lines by shop, checked against each shop's live goods (price, stock, still on sale), and
 * the works for sale by author, checked against the author's live list. Tick per line, per shop or
 * author, or all; quantities within the stock; 删除 with 撤销. The selected lines' total is summed in
 * fen. 结算 places the order — goods of one or several shops (one order per shop, paid together in one
 * payment), or works of one author; works and goods, or works of several authors, go separately and
 * 结算 says so instead — and goes on to /cart/pay/{id}; the ordered lines leave the cart. Visitors keep
 * a cart too; 结算 asks them to log in.
 */
import { useQueries } from '@tanstack/react-query';
import { useAtom, useSetAtom } from '../../../lib/state.ts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Paginated, PayMethod, ShopDetail, UserBrief, WorkSummary } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { loginDialogOpenAtom, useLoginState } from '../../../lib/session.ts';
import { cartAuthorQuery, cartShopQuery } from '../api.ts';
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
import { CheckoutDialog, type CheckoutGroup } from '../components/CheckoutDialog.tsx';
import { useCheckout } from '../use-checkout.ts';
import { WorkCartRow } from '../components/WorkCartRow.tsx';
import { formatFen } from '../../../lib/format.ts';
import { useCart, type RemovedLine, type RemovedWork } from '../state.ts';
import {
  cartDeselectedWorksAtom,
  groupByAuthor,
  isWorkSelected,
  setWorksSelected,
  workCartItem,
  worksFen,
  type WorkCartItem,
} from '../work-lines.ts';
import '../cart.css';

/** How long 撤销 stays offered after a removal. */
const UNDO_MS = 10_000;

interface Removal {
  removed: RemovedLine[];
  removedWorks: RemovedWork[];
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

type AuthorLive = {
  list: Paginated<WorkSummary> | undefined;
  failed: boolean;
  retry: () => void;
  loading: boolean;
};

function useAuthorsLive(authorIds: number[]): Map<number, AuthorLive> {
  const results = useQueries({ queries: authorIds.map((id) => cartAuthorQuery(id)) });
  const map = new Map<number, AuthorLive>();
  authorIds.forEach((id, i) => {
    const q = results[i]!;
    map.set(id, {
      list: q.data,
      failed: q.isError,
      loading: q.isPending,
      retry: () => void q.refetch(),
    });
  });
  return map;
}

/** The state of a select-all box over goods items and works together. */
function tickState(selectable: number, ticked: number): boolean | 'indeterminate' {
  if (ticked === 0) return false;
  return ticked === selectable ? true : 'indeterminate';
}

function AuthorHead({
  author,
  live,
  items,
  deselected,
  onSelectAll,
  onOnly,
}: {
  author: UserBrief;
  live: AuthorLive | undefined;
  items: WorkCartItem[];
  deselected: ReadonlySet<number>;
  onSelectAll: (selected: boolean) => void;
  onOnly?: () => void;
}) {
  const selectable = items.filter((i) => i.selectable).length;
  const ticked = items.filter((i) => isWorkSelected(i, deselected)).length;
  const label = `${author.nickname} 的作品`;
  return (
    <header className="cart-shop__head">
      <Checkbox
        label={<span className="visually-hidden">选择「{label}」的全部作品</span>}
        checked={tickState(selectable, ticked)}
        disabled={selectable === 0}
        onCheckedChange={(v) => onSelectAll(v === true)}
      />
      <h2 className="cart-shop__name">
        <Link to={`/designer/${author.id}`}>{label}</Link>
      </h2>
      {live?.failed && (
        <p className="cart-shop__stale" role="alert">
          暂时无法核对最新价格
          <button type="button" className="cart-link-btn" onClick={live.retry}>
            重试
          </button>
        </p>
      )}
      {onOnly && (
        <button type="button" className="cart-link-btn cart-shop__only" onClick={onOnly}>
          只结算该作者的作品<span className="visually-hidden">「{author.nickname}」</span>
        </button>
      )}
    </header>
  );
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
  const login = useLoginState();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const [deselected, setDeselected] = useAtom(cartDeselectedAtom);
  const [deselectedWorks, setDeselectedWorks] = useAtom(cartDeselectedWorksAtom);
  const [removal, setRemoval] = useState<Removal | null>(null);
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
  const apart =
    selectedAuthors.size > 1
      ? `已选的作品来自 ${selectedAuthors.size} 位作者，每次只能结算同一位作者的作品，可点作者旁的“只结算该作者的作品”。`
      : selectedAuthors.size === 1 && selectedShops.size > 0
        ? '作品和商品需要分开结算，可点店铺或作者旁的“只结算…”。'
        : null;
  const allState =
    workItems.length === 0
      ? selectionState(items, deselected)
      : tickState(
          items.filter((i) => i.selectable).length + workItems.filter((i) => i.selectable).length,
          selected.length + selectedWorks.length,
        );
  const selectAll = (v: boolean) => {
    setDeselected(setSelected(deselected, items, v));
    setDeselectedWorks(setWorksSelected(deselectedWorks, workItems, v));
  };

  const remove = (ids: number[], text: string, workIds: number[] = []) => {
    const removed = cart.removeMany(ids);
    const removedWorks = cart.removeWorks(workIds);
    if (removed.length + removedWorks.length > 0) setRemoval({ removed, removedWorks, text });
    setError(null);
  };
  const undo = () => {
    if (removal) {
      cart.restore(removal.removed);
      cart.restoreWorks(removal.removedWorks);
    }
    setRemoval(null);
  };
  const dismiss = () => setRemoval(null);

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
  const firstWork = selectedWorks[0]?.work;
  const confirmGroups: CheckoutGroup[] = firstWork
    ? [
        {
          key: `author-${firstWork.author.id}`,
          seller: `${firstWork.author.nickname} 的作品`,
          lines: selectedWorks.map((i) => ({
            key: `work-${i.work.work_id}`,
            kind: 'work',
            title: i.work.title,
            cover: i.work.cover,
            price: i.price,
            quantity: 1,
            ships: false,
          })),
        },
      ]
    : groupByShop(selected).map((g) => ({
        key: `shop-${g.shopId}`,
        seller: live.get(g.shopId)?.shop?.name ?? `店铺 ${g.shopId}`,
        lines: g.items.map((i) => ({
          key: `goods-${i.line.goods_id}`,
          kind: 'goods',
          title: i.line.title,
          cover: i.line.cover,
          price: i.price,
          quantity: i.line.quantity,
          ships: i.ships,
        })),
      }));
  const confirm = (method: PayMethod, addressId: number | null) => {
    if (firstWork) {
      const bought = selectedWorks.map((i) => i.work.work_id);
      order.submit({ works: bought }, method, () => {
        cart.removeWorks(bought);
        setDeselectedWorks((prev) => {
          const next = new Set(prev);
          for (const id of bought) next.delete(id);
          return next;
        });
      });
      return;
    }
    const ordered = selected.map((i) => i.line.goods_id);
    const goods = {
      goods: orderLines(selected),
      severalShops: new Set(selected.map((i) => i.line.shop_id)).size > 1,
      ...(addressId === null ? {} : { address_id: addressId }),
    };
    order.submit(goods, method, () => {
      cart.removeMany(ordered);
      setDeselected((prev) => {
        const next = new Set(prev);
        for (const id of ordered) next.delete(id);
        return next;
      });
    });
  };
  const checkoutDialog = (
    <CheckoutDialog
      open={confirming}
      onOpenChange={setConfirming}
      groups={confirmGroups}
      pending={order.pending}
      error={order.error}
      onConfirm={confirm}
    />
  );

  if (cart.lines.length === 0 && cart.works.length === 0) {
    return (
      <section className="cart-page" aria-labelledby="page-title">
        <h1 id="page-title" className="cart-page__title">
          购物车
        </h1>
        {removal && <UndoBar removal={removal} onUndo={undo} onDone={dismiss} />}
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
                sellers > 1
                  ? () => {
                      setDeselected(setSelected(setSelected(deselected, items, false), g.items, true));
                      setDeselectedWorks(setWorksSelected(deselectedWorks, workItems, false));
                    }
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
        {authorGroups.map((g) => {
          const author = g.items[0]!.work.author;
          return (
            <section
              key={`author-${g.authorId}`}
              className="cart-shop"
              aria-label={`${author.nickname} 的作品`}
            >
              <AuthorHead
                author={author}
                live={authorsLive.get(g.authorId)}
                items={g.items}
                deselected={deselectedWorks}
                onSelectAll={(v) => setDeselectedWorks(setWorksSelected(deselectedWorks, g.items, v))}
                onOnly={
                  sellers > 1
                    ? () => {
                        setDeselected(setSelected(deselected, items, false));
                        setDeselectedWorks(
                          setWorksSelected(
                            setWorksSelected(deselectedWorks, workItems, false),
                            g.items,
                            true,
                          ),
                        );
                      }
                    : undefined
                }
              />
              <ul className="cart-shop__lines">
                {g.items.map((item) => (
                  <WorkCartRow
                    key={item.work.work_id}
                    item={item}
                    selected={isWorkSelected(item, deselectedWorks)}
                    onSelect={(v) => setDeselectedWorks(setWorksSelected(deselectedWorks, [item], v))}
                    onRemove={() => remove([], `已删除「${item.work.title}」`, [item.work.work_id])}
                  />
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <div className="cart-bar" role="region" aria-label="结算">
        <div className="cart-bar__inner">
          <Checkbox
            className="cart-bar__all"
            label="全选"
            checked={allState}
            disabled={!items.some((i) => i.selectable) && !workItems.some((i) => i.selectable)}
            onCheckedChange={(v) => selectAll(v === true)}
          />
          <Button
            variant="ghost"
            size="sm"
            className="cart-bar__remove"
            disabled={selected.length === 0 && selectedWorks.length === 0}
            onClick={() =>
              remove(
                selected.map((i) => i.line.goods_id),
                selectedWorks.length === 0
                  ? `已删除 ${selected.length} 种商品`
                  : `已删除 ${selected.length + selectedWorks.length} 项`,
                selectedWorks.map((i) => i.work.work_id),
              )
            }
          >
            删除选中
          </Button>
          <p className="cart-bar__sum" aria-live="polite">
            <span className="cart-bar__picked">已选 {count} 件</span>
            <span className="cart-bar__total-label">合计：</span>
            <strong className="cart-bar__total" data-testid="cart-total">
              {formatFen(totalFen(selected) + worksFen(selectedWorks))}
            </strong>
          </p>
          <Button
            variant="primary"
            size="lg"
            className="cart-bar__go"
            loading={order.pending}
            disabled={apart !== null}
            aria-describedby={
              error
                ? 'cart-error'
                : apart
                  ? 'cart-apart'
                  : login === 'visitor'
                    ? 'cart-login-hint'
                    : undefined
            }
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
        ) : apart ? (
          <p id="cart-apart" className="cart-bar__hint" role="status">
            {apart}
          </p>
        ) : selectedShops.size > 1 ? (
          <p className="cart-bar__hint">
            已选商品来自 {selectedShops.size} 家店铺：将按店铺生成 {selectedShops.size}{' '}
            个订单，一次付清，由各店铺分别发货。
          </p>
        ) : null}
      </div>
      {checkoutDialog}
    </section>
  );
}

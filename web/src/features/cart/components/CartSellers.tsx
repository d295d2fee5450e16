import { tickState } from '../cart-view.ts';
import { isSelected, setSelected } from '../checkout.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { WorkCartRow } from './WorkCartRow.tsx';
import { setWorksSelected } from '../work-lines.ts';
import { Link } from 'react-router';
import { hrefs, type UserBrief } from '@zaowu/shared';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { selectionState, type CartItem } from '../checkout.ts';
import { isWorkSelected, type WorkCartItem } from '../work-lines.ts';
import type { AuthorLive, ShopLive } from '../use-cart-page.ts';
import type { Cart } from '../../../lib/cart-state.ts';
import type { ShopGroup } from '../checkout.ts';
import type { AuthorGroup } from '../work-lines.ts';

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
        <Link to={hrefs.designer(author.id)}>{label}</Link>
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
          <Link to={hrefs.shop(shopId)}>{label}</Link>
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

/** The lines, a section per shop and per author, each with its head (tick all, 只结算…). */
export function CartSellers({
  groups,
  authorGroups,
  live,
  authorsLive,
  items,
  workItems,
  sellers,
  deselected,
  setDeselected,
  deselectedWorks,
  setDeselectedWorks,
  onQuantity,
  remove,
}: {
  groups: readonly ShopGroup[];
  authorGroups: readonly AuthorGroup[];
  live: Map<number, ShopLive>;
  authorsLive: Map<number, AuthorLive>;
  items: readonly CartItem[];
  workItems: readonly WorkCartItem[];
  sellers: number;
  deselected: ReadonlySet<number>;
  setDeselected: (next: ReadonlySet<number>) => void;
  deselectedWorks: ReadonlySet<number>;
  setDeselectedWorks: (next: ReadonlySet<number>) => void;
  onQuantity: Cart['setQuantity'];
  remove: (ids: number[], text: string, workIds?: number[]) => void;
}) {
  return (
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
                onQuantity={(q) => onQuantity(item.line.goods_id, q, item.max)}
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
                        setWorksSelected(setWorksSelected(deselectedWorks, workItems, false), g.items, true),
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
  );
}

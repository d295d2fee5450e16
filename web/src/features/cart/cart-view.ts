import { groupByShop, selectionState, type CartItem } from './checkout.ts';
import { type CheckoutGroup } from './components/CheckoutDialog.tsx';
import { type WorkCartItem } from './work-lines.ts';
/** /cart's pure rules over the lines: the select-all box, what cannot be paid together, the confirmation's groups. */
import type { ShopLive } from './use-cart-page.ts';

/** The state of a select-all box over goods items and works together. */
export function tickState(selectable: number, ticked: number): boolean | 'indeterminate' {
  if (ticked === 0) return false;
  return ticked === selectable ? true : 'indeterminate';
}

/** What one 结算 cannot take together: works with goods, or works of several authors. */
export function apartReason(authors: number, shops: number): string | null {
  return authors > 1
    ? `已选的作品来自 ${authors} 位作者，每次只能结算同一位作者的作品，可点作者旁的“只结算该作者的作品”。`
    : authors === 1 && shops > 0
      ? '作品和商品需要分开结算，可点店铺或作者旁的“只结算…”。'
      : null;
}

/** The confirmation step's groups: the author's works, or a group per shop. */
export function confirmGroupsOf(
  selectedWorks: readonly WorkCartItem[],
  selected: readonly CartItem[],
  live: Map<number, ShopLive>,
): CheckoutGroup[] {
  const firstWork = selectedWorks[0]?.work;
  return firstWork
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
}

/** 全选's box: the goods' own rule alone, or over goods and works together. */
export function allTickState(
  items: readonly CartItem[],
  workItems: readonly WorkCartItem[],
  deselected: ReadonlySet<number>,
  ticked: number,
): boolean | 'indeterminate' {
  return workItems.length === 0
    ? selectionState(items, deselected)
    : tickState(
        items.filter((i) => i.selectable).length + workItems.filter((i) => i.selectable).length,
        ticked,
      );
}

import { useSetAtom } from '../../lib/state.ts';
import { useState } from 'react';
import type { PayMethod } from '@zaowu/shared';
import { cartDeselectedAtom, orderLines, type CartItem } from './checkout.ts';
import type { RemovedLine, RemovedWork } from '../../lib/cart-lines.ts';
import { cartDeselectedWorksAtom, type WorkCartItem } from './work-lines.ts';
import { useQueries } from '@tanstack/react-query';
import type { Paginated, ShopDetail, WorkSummary } from '@zaowu/shared';
import { ApiError } from '../../lib/http.ts';
import { cartAuthorQuery, cartShopQuery } from './api.ts';
import type { useCheckout } from './use-checkout.ts';
/** /cart's hooks: each shop's and author's live list, 删除 with 撤销, and placing the order. */
import type { Cart } from '../../lib/cart-state.ts';

export type ShopLive = {
  shop: ShopDetail | null | undefined;
  failed: boolean;
  retry: () => void;
  loading: boolean;
};

export function useShopsLive(shopIds: number[]): Map<number, ShopLive> {
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

export type AuthorLive = {
  list: Paginated<WorkSummary> | undefined;
  failed: boolean;
  retry: () => void;
  loading: boolean;
};

export function useAuthorsLive(authorIds: number[]): Map<number, AuthorLive> {
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

export interface Removal {
  removed: RemovedLine[];
  removedWorks: RemovedWork[];
  text: string;
}

/** 删除 with 撤销: what went, until 撤销 puts it back or the bar goes. */
export function useRemoval(cart: Cart) {
  const [removal, setRemoval] = useState<Removal | null>(null);
  const remove = (ids: number[], text: string, workIds: number[] = []) => {
    const removed = cart.removeMany(ids);
    const removedWorks = cart.removeWorks(workIds);
    if (removed.length + removedWorks.length > 0) setRemoval({ removed, removedWorks, text });
  };
  const undo = () => {
    if (removal) {
      cart.restore(removal.removed);
      cart.restoreWorks(removal.removedWorks);
    }
    setRemoval(null);
  };
  return { removal, remove, undo, dismiss: () => setRemoval(null) };
}

/** 确认 in the checkout dialog: the order placed, and what it ordered leaves the cart. */
export function useConfirmOrder(
  order: ReturnType<typeof useCheckout>,
  cart: Cart,
  selected: readonly CartItem[],
  selectedWorks: readonly WorkCartItem[],
) {
  const setDeselected = useSetAtom(cartDeselectedAtom);
  const setDeselectedWorks = useSetAtom(cartDeselectedWorksAtom);
  const firstWork = selectedWorks[0]?.work;
  return (method: PayMethod, addressId: number | null) => {
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
}

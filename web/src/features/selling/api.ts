/** The seller's calls: goods (商品), bought items (物品) and trades (交易) lists, and the goods changes. */
import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  endpoints,
  type Goods,
  type GoodsInput,
  type GoodsStatus,
  type Item,
  type Money,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { accountKeys } from '../../lib/query-keys.ts';
import { listPage, SIGNED_LIST, SILENT } from '../../lib/account-lists.ts';
import { notify } from '../../lib/toast.ts';
import { formatMoney } from '../../lib/format.ts';

export const goodsListQuery = (page: number, status?: GoodsStatus) =>
  queryOptions({
    queryKey: [...accountKeys.goods, 'list', page, status ?? 'all'],
    queryFn: () =>
      call(
        endpoints.user.getGoodsList,
        { ...listPage(page), ...(status !== undefined ? { status } : {}) },
        SILENT,
      ),
  });

export const goodsTabQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.goods, 'tabs'],
    queryFn: () => call(endpoints.user.getGoodsTabData, {}, SILENT),
  });

export const itemListQuery = (page: number, kind?: Item['kind']) =>
  queryOptions({
    queryKey: [...accountKeys.items, 'list', page, kind ?? 'all'],
    queryFn: () => call(endpoints.user.getItemList, { ...listPage(page), ...(kind ? { kind } : {}) }, SILENT),
    ...SIGNED_LIST,
  });

export const itemTabQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.items, 'tabs'],
    queryFn: () => call(endpoints.user.getItemTabData, {}, SILENT),
  });

export const tradeListQuery = (page: number, direction?: 'buy' | 'sell') =>
  queryOptions({
    queryKey: [...accountKeys.trades, page, direction ?? 'all'],
    queryFn: () =>
      call(endpoints.user.getTradeList, { ...listPage(page), ...(direction ? { direction } : {}) }, SILENT),
  });

/** A changed goods row goes into every cached goods page at once; the counts refetch. */
function useGoodsChange<Req>(fn: (input: Req) => Promise<Goods>, done: (g: Goods) => string) {
  return useMutation<Goods, Error, Req>({
    mutationFn: fn,
    onSuccess: (goods) => notify.success(done(goods)),
    meta: { invalidates: [accountKeys.goods] },
  });
}

export function useSetGoodsPrice() {
  return useGoodsChange(
    (input: { id: number; price: Money }) => call(endpoints.user.setGoodsPrice, input, { silent: true }),
    (g) => `「${g.title}」的价格已改为 ${formatMoney(g.price)}`,
  );
}

/** A goods item's page data: its pictures (cover first), for the edit form. */
export const goodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...accountKeys.goods, 'detail', id],
    queryFn: () => call(endpoints.shop.goodsDetail, { id }, SILENT),
    staleTime: 0,
  });

/** 发布商品: the form shows a refusal in place (silent) and keeps what was typed. */
export function useAddGoods() {
  return useGoodsChange(
    (input: GoodsInput) => call(endpoints.user.addGoods, input, { silent: true }),
    (g) => `「${g.title}」已发布`,
  );
}

export function useEditGoods() {
  return useGoodsChange(
    (input: GoodsInput & { id: number }) => call(endpoints.user.editGoods, input, { silent: true }),
    (g) => `「${g.title}」已保存`,
  );
}

export function useSetGoodStatus() {
  return useGoodsChange(
    (input: { id: number; status: GoodsStatus }) => call(endpoints.user.setGoodStatus, input),
    (g) => (g.status === 1 ? `「${g.title}」已上架` : `「${g.title}」已下架`),
  );
}

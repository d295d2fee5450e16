/** Shops: the public directory and a shop's page with its goods. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, firstPaintKeys, SHOPS_PER_PAGE, type ShopListParams } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

const shopKeys = {
  all: ['shop'] as const,
  list: firstPaintKeys.shopList,
  detail: firstPaintKeys.shop,
  goods: firstPaintKeys.goods,
  newGoods: ['shop', 'newGoods'] as const,
};

export const shopListQuery = (params: ShopListParams) =>
  queryOptions({
    queryKey: shopKeys.list(params),
    queryFn: () =>
      call(endpoints.shop.lists, {
        ...(params.keyword ? { keyword: params.keyword } : {}),
        page: params.page,
        per_page: SHOPS_PER_PAGE,
      }),
    placeholderData: keepPreviousData,
    meta: { public: true },
  });

export const shopDetailQuery = (id: number) =>
  queryOptions({
    queryKey: shopKeys.detail(id),
    // silent: a missing shop is the 404 page and a failure the page's error state, not a toast.
    queryFn: () => call(endpoints.shop.detail, { id }, { silent: true }),
    meta: { public: true },
  });

/** A goods item's page (assumed call): its pictures, price, stock and shop. */
export const goodsDetailQuery = (id: number) =>
  queryOptions({
    queryKey: shopKeys.goods(id),
    // silent: a missing item is the 404 page and a failure the page's error state, not a toast.
    queryFn: () => call(endpoints.shop.goodsDetail, { id }, { silent: true }),
    meta: { public: true },
  });

/** How many of the newest goods /shop shows. */
const NEW_GOODS_COUNT = 10;

/** The newest goods on sale in every shop (assumed call). */
export const newGoodsQuery = () =>
  queryOptions({
    queryKey: shopKeys.newGoods,
    queryFn: () => call(endpoints.shop.goodsList, { page: 1, per_page: NEW_GOODS_COUNT }, { silent: true }),
    staleTime: 60_000,
    meta: { public: true },
  });

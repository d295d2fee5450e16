/** The member area's calls: its lists (one queryOptions factory each) and what changes them. */
import { queryOptions, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import {
  demoEndpoints,
  endpoints,
  type AccountOverview,
  type Goods,
  type GoodsInput,
  type GoodsStatus,
  type IncomeRange,
  type Item,
  type Money,
  type ProfileReq,
  type SetPasswordReq,
  type UserInfo,
  type WithdrawAccount,
  type WithdrawAccountReq,
  type WithdrawInfo,
  type Withdrawal,
  type WorkType,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/http.ts';
import { notify } from '../../lib/toast.ts';
import { formatMoney } from '../../lib/format.ts';
import { authKeys } from '../../lib/session.ts';
import { payPasswordKeys } from '../pay-password/keys.ts';

const ACCOUNT_PER_PAGE = 10;

/** 账号安全: the bound phone and whether a password is set. */
export const securityQuery = () =>
  queryOptions({
    queryKey: accountKeys.security,
    queryFn: () => call(endpoints.user.security, {}, SILENT),
  });

/** Sets or changes the login password; the form says what went wrong in place. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (input: SetPasswordReq) => call(endpoints.user.setPassword, input, SILENT),
    meta: { invalidates: [accountKeys.security] },
  });
}

export const accountKeys = {
  all: ['account'] as const,
  works: ['account', 'works'] as const,
  goods: ['account', 'goods'] as const,
  items: ['account', 'items'] as const,
  income: ['account', 'income'] as const,
  trades: ['account', 'trades'] as const,
  /** 余额明细 and 提现: whatever moves the balance refetches them. */
  money: ['account', 'money'] as const,
  security: ['account', 'security'] as const,
  userVisitors: (page: number) => ['account', 'visitors', 'user', page] as const,
  workVisitors: (page: number) => ['account', 'visitors', 'work', page] as const,
  favorites: (page: number) => ['account', 'favorites', page] as const,
  follows: (page: number) => ['account', 'follows', page] as const,
  downloads: (page: number) => ['account', 'downloads', page] as const,
  recharge: (orderNo: string) => ['account', 'recharge', orderNo] as const,
};

const pageOf = (page: number) => ({ page, per_page: ACCOUNT_PER_PAGE });
/** The lists say a failure in place (with 重试), so the client does not toast it as well. */
const SILENT = { silent: true } as const;

export const myWorksQuery = (page: number, type?: WorkType) =>
  queryOptions({
    queryKey: [...accountKeys.works, page, type ?? 'all'],
    queryFn: () => call(endpoints.user.getMyWorks, { ...pageOf(page), ...(type ? { type } : {}) }, SILENT),
  });

export const userVisitorQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.userVisitors(page),
    queryFn: () => call(endpoints.user.getUserVisitor, pageOf(page), SILENT),
  });

export const workVisitorQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.workVisitors(page),
    queryFn: () => call(endpoints.user.getWorkVisitor, pageOf(page), SILENT),
  });

export const goodsListQuery = (page: number, status?: GoodsStatus) =>
  queryOptions({
    queryKey: [...accountKeys.goods, 'list', page, status ?? 'all'],
    queryFn: () =>
      call(
        endpoints.user.getGoodsList,
        { ...pageOf(page), ...(status !== undefined ? { status } : {}) },
        SILENT,
      ),
  });

export const goodsTabQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.goods, 'tabs'],
    queryFn: () => call(endpoints.user.getGoodsTabData, {}, SILENT),
  });

/**
 * Bought goods and downloaded files carry signed addresses that work for about 10 minutes: those lists
 * are fetched each time they are shown, and again well before the addresses expire while on screen.
 */
const SIGNED_LIST_FRESH_MS = 5 * 60_000;
const signedList = { staleTime: 0, refetchInterval: SIGNED_LIST_FRESH_MS } as const;

export const itemListQuery = (page: number, kind?: Item['kind']) =>
  queryOptions({
    queryKey: [...accountKeys.items, 'list', page, kind ?? 'all'],
    queryFn: () => call(endpoints.user.getItemList, { ...pageOf(page), ...(kind ? { kind } : {}) }, SILENT),
    ...signedList,
  });

export const itemTabQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.items, 'tabs'],
    queryFn: () => call(endpoints.user.getItemTabData, {}, SILENT),
  });

export const collectListQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.favorites(page),
    queryFn: () => call(endpoints.user.getCollectList, { page, per_page: 12 }, SILENT),
  });

export const followListQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.follows(page),
    queryFn: () => call(endpoints.user.getFollowList, pageOf(page), SILENT),
  });

export const tradeListQuery = (page: number, direction?: 'buy' | 'sell') =>
  queryOptions({
    queryKey: [...accountKeys.trades, page, direction ?? 'all'],
    queryFn: () =>
      call(endpoints.user.getTradeList, { ...pageOf(page), ...(direction ? { direction } : {}) }, SILENT),
  });

export const incomeListQuery = (page: number) =>
  queryOptions({
    queryKey: [...accountKeys.income, 'list', page],
    queryFn: () => call(endpoints.user.getIncomeList, pageOf(page), SILENT),
  });

/** The income chart's ranges (days); the server sums each China-time day. */
export const INCOME_RANGES: readonly IncomeRange[] = [7, 30, 90];
export const DEFAULT_INCOME_RANGE: IncomeRange = 30;

export const incomeDailyQuery = (range: IncomeRange) =>
  queryOptions({
    queryKey: [...accountKeys.income, 'daily', range],
    queryFn: () => call(endpoints.user.getIncomeDaily, { range }, SILENT),
  });

/** The balance moves from elsewhere too (a sale, a purchase): money lists are fetched each time they show. */
const MONEY_FRESH = { staleTime: 0 } as const;

/** 余额明细: every movement of the balance, newest first. */
export const balanceLogQuery = (page: number) =>
  queryOptions({
    queryKey: [...accountKeys.money, 'log', page],
    queryFn: () => call(endpoints.user.getBalanceLog, pageOf(page), SILENT),
    ...MONEY_FRESH,
  });

/** What the 提现 form needs first: certification, the bound account, the balance, pending withdrawals. */
export const withdrawInfoQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.money, 'withdraw-info'],
    queryFn: () => call(endpoints.user.getWithdrawInfo, {}, SILENT),
    ...MONEY_FRESH,
  });

export const withdrawListQuery = (page: number) =>
  queryOptions({
    queryKey: [...accountKeys.money, 'withdrawals', page],
    queryFn: () => call(endpoints.user.getWithdrawList, pageOf(page), SILENT),
    ...MONEY_FRESH,
  });

/** Every query but the session's and the account's own (those refetch or are set by themselves). */
const notAuthOrAccount = (q: Query) =>
  q.queryKey[0] !== authKeys.all[0] && q.queryKey[0] !== accountKeys.all[0];

/** Whatever moved the balance: the member card, 余额明细 and 提现 refetch. */
const BALANCE_MOVED = { invalidates: [authKeys.overview, accountKeys.money] };

/** Binds (or replaces) the account withdrawals go to; the form shows a refusal in place. */
export function useBindWithdrawAccount() {
  const queryClient = useQueryClient();
  return useMutation<WithdrawAccount, Error, WithdrawAccountReq>({
    mutationFn: (input) => call(endpoints.user.bindWithdrawAccount, input, SILENT),
    onSuccess: (account) => {
      queryClient.setQueryData<WithdrawInfo>(withdrawInfoQuery().queryKey, (old) =>
        old ? { ...old, account } : old,
      );
    },
    meta: { invalidates: [accountKeys.money] },
  });
}

/**
 * 提现, with the 支付密码: the amount and its fee leave the balance at once; the withdrawal is then 处理中.
 * A refusal may have locked the 支付密码: its state is fetched again.
 */
export function useWithdraw() {
  return useMutation<Withdrawal, Error, { amount: Money; request_id: string; pay_password: string }>({
    mutationFn: (input) => call(endpoints.user.withdraw, input, SILENT),
    meta: { ...BALANCE_MOVED, invalidatesOnError: [payPasswordKeys.state] },
  });
}

/** Demo upstream only: pays a pending withdrawal out now (模拟到账). */
export function useSettleWithdrawal() {
  return useMutation<Withdrawal, Error, { withdraw_no: string }>({
    mutationFn: (input) => call(demoEndpoints.settleWithdrawal, input),
    onSuccess: (w) => notify.success(`提现 ${formatMoney(w.amount)} 已到账`),
    meta: BALANCE_MOVED,
  });
}

export const downloadQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.downloads(page),
    queryFn: () => call(endpoints.user.download, pageOf(page), SILENT),
    ...signedList,
  });

/** The message a failed change shows: the server's own words for code 0, a plain retry line otherwise. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code === 0 && error.message ? error.message : fallback;
}

/**
 * Saves the profile. The server's answer is the member's new profile: it goes straight into the
 * session's overview (the header's avatar and name) without another round trip. Errors are the
 * caller's to show in place (silent).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation<UserInfo, Error, ProfileReq>({
    mutationFn: (input) => call(endpoints.user.profile, input, { silent: true }),
    onSuccess: (userinfo) => {
      queryClient.setQueryData<AccountOverview>(authKeys.overview, (old) =>
        old ? { ...old, userinfo } : old,
      );
    },
    // Pages that show the member (designer page, work authors) pick the new face up when next seen.
    meta: { invalidates: [{ predicate: notAuthOrAccount, refetchType: 'none' }] },
  });
}

export function useDeleteWork() {
  return useMutation<null, Error, { id: number; title: string }>({
    mutationFn: ({ id }) => call(endpoints.works.del, { id }, { silent: true }),
    onSuccess: (_data, { title }) => notify.success(`已删除「${title}」`),
    meta: {
      invalidates: [
        accountKeys.works,
        authKeys.overview,
        // Public lists that may hold it refetch when next shown.
        { predicate: notAuthOrAccount, refetchType: 'none' },
      ],
    },
  });
}

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

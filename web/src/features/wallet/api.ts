/** The wallet's calls: 收入 (income), 余额明细 (the ledger) and 提现 (withdrawals); 充值 is recharge.ts. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  demoEndpoints,
  endpoints,
  type IncomeRange,
  type Money,
  type WithdrawAccount,
  type WithdrawAccountReq,
  type WithdrawInfo,
  type Withdrawal,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { accountKeys, payPasswordKeys } from '../../lib/query-keys.ts';
import { listPage, SILENT } from '../../lib/account-lists.ts';
import { notify } from '../../lib/toast.ts';
import { formatMoney } from '../../lib/format.ts';
import { authKeys } from '../../lib/session.ts';

export const incomeListQuery = (page: number) =>
  queryOptions({
    queryKey: [...accountKeys.income, 'list', page],
    queryFn: () => call(endpoints.user.getIncomeList, listPage(page), SILENT),
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
    queryFn: () => call(endpoints.user.getBalanceLog, listPage(page), SILENT),
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
    queryFn: () => call(endpoints.user.getWithdrawList, listPage(page), SILENT),
    ...MONEY_FRESH,
  });

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

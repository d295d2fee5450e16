/**
 * The member area's tabs and their place in the URL: /account?tab=goods&status=on&page=2. Each tab
 * keeps its own filter and page in the query, so refresh, back/forward and shared links land on the
 * same view; switching tabs starts the new tab on its first page without filters.
 */
import { featureOn } from './features.ts';
import { WORK_TYPE_KEYS, hrefs, type FeatureName, type WorkType } from '@zaowu/shared';

const ACCOUNT_TABS = [
  { value: 'overview', label: '概览', feature: null },
  { value: 'profile', label: '个人资料', feature: null },
  { value: 'works', label: '我的作品', feature: null },
  { value: 'visitors', label: '访客', feature: null },
  { value: 'goods', label: '商品', feature: null },
  { value: 'items', label: '物品', feature: null },
  { value: 'favorites', label: '收藏', feature: null },
  { value: 'follows', label: '关注', feature: null },
  { value: 'trades', label: '交易', feature: null },
  { value: 'income', label: '收入', feature: null },
  { value: 'downloads', label: '下载', feature: null },
  { value: 'balance', label: '余额', feature: null },
  { value: 'addresses', label: '收货地址', feature: 'goods' },
  { value: 'security', label: '账号安全', feature: 'security' },
] as const satisfies readonly { value: string; label: string; feature: FeatureName | null }[];

export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

/** The tabs whose feature is on (FEATURES): a switched-off one is neither a tab nor a ?tab=. */
export const accountTabs = () => ACCOUNT_TABS.filter((t) => t.feature === null || featureOn(t.feature));

export function tabOf(search: URLSearchParams): AccountTab {
  const tab = search.get('tab') ?? '';
  return accountTabs().find((t) => t.value === tab)?.value ?? 'overview';
}

export function tabLabel(tab: AccountTab): string {
  return ACCOUNT_TABS.find((t) => t.value === tab)!.label;
}

export { pageOf } from './search-params.ts';

/** One of `allowed` from the query, or undefined (= all). */
export function choiceOf<T extends string>(
  search: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const v = search.get(key);
  return v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
}

export const workTypeOf = (search: URLSearchParams): WorkType | undefined =>
  choiceOf(search, 'type', WORK_TYPE_KEYS);

/** /account for a tab with its query (empty values dropped; page 1 left out). */
export function accountHref(
  tab: AccountTab,
  params: Record<string, string | number | undefined> = {},
): string {
  const q = new URLSearchParams();
  if (tab !== 'overview') q.set('tab', tab);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    q.set(key, String(value));
  }
  return hrefs.account({ query: q });
}

/** The 余额 tab's views: 充值 (the default), 提现 and 余额明细, as ?view=. */
const BALANCE_VIEWS = [
  { value: '', label: '充值', feature: null },
  { value: 'withdraw', label: '提现', feature: 'withdraw' },
  { value: 'log', label: '余额明细', feature: 'ledger' },
] as const satisfies readonly { value: string; label: string; feature: FeatureName | null }[];
export type BalanceView = (typeof BALANCE_VIEWS)[number]['value'];

/** The views whose feature is on (FEATURES): a switched-off one is neither a tab nor a ?view=. */
export const balanceViews = () => BALANCE_VIEWS.filter((v) => v.feature === null || featureOn(v.feature));

export const balanceViewOf = (search: URLSearchParams): BalanceView =>
  choiceOf(
    search,
    'view',
    balanceViews()
      .map((v) => v.value)
      .filter((v) => v !== ''),
  ) ?? '';

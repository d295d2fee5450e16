/**
 * 余额明细: every movement of the balance, newest first — recharges, purchases, sales, rewards, refunds
 * and withdrawals (with their 处理中 / 已到账 state) — each with its signed amount and the balance after
 * it, so the list reads as a running account. Money in and out differ by sign and words, not by colour
 * alone.
 */
import { fenOf, type BalanceLogKind, type BalanceLogRow } from '@zaowu/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeProps } from '../../../components/Badge.tsx';
import { formatChinaDateTime, formatFen, formatMoney } from '../../../lib/format.ts';
import { balanceLogQuery } from '../api.ts';
import { pageOf } from '../../../lib/account-tabs.ts';
import { AccountPagination, RowsSkeleton, Total } from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';

const LEDGER_KIND: Record<BalanceLogKind, { label: string; tone: BadgeProps['tone'] }> = {
  opening: { label: '期初', tone: 'neutral' },
  recharge: { label: '充值', tone: 'neutral' },
  purchase: { label: '购买', tone: 'neutral' },
  sale: { label: '销售', tone: 'accent' },
  reward: { label: '打赏', tone: 'success' },
  refund: { label: '退款', tone: 'warning' },
  withdrawal: { label: '提现', tone: 'neutral' },
};

export const WITHDRAWAL_STATE = {
  pending: { label: '处理中', tone: 'warning' },
  done: { label: '已到账', tone: 'success' },
} as const satisfies Record<string, { label: string; tone: BadgeProps['tone'] }>;

/** "+¥12.50" / "−¥12.50" (a real minus sign), with 收入 / 支出 for screen readers. */
function SignedAmount({ amount }: { amount: string }) {
  const fen = fenOf(amount) ?? 0;
  const out = fen < 0;
  return (
    <span className={out ? 'acct-amount acct-amount--out' : 'acct-amount acct-amount--in'}>
      <span className="visually-hidden">{out ? '支出' : '收入'}</span>
      <span aria-hidden="true">{out ? '−' : '+'}</span>
      {formatFen(Math.abs(fen))}
    </span>
  );
}

function LedgerEntry({ row }: { row: BalanceLogRow }) {
  const kind = LEDGER_KIND[row.kind];
  const state = row.withdrawal_status ? WITHDRAWAL_STATE[row.withdrawal_status] : null;
  return (
    <li className="acct-row acct-row--ledger">
      <div className="acct-row__main">
        <h3 className="acct-row__title">{row.title}</h3>
        <p className="acct-row__meta">
          <Badge tone={kind.tone}>{kind.label}</Badge>
          {state && <Badge tone={state.tone}>{state.label}</Badge>}
          <time dateTime={row.created_at}>{formatChinaDateTime(row.created_at)}</time>
          {row.ref_no && <span className="tabular">单号 {row.ref_no}</span>}
        </p>
      </div>
      <div className="acct-ledger__money">
        <SignedAmount amount={row.amount} />
        <span className="acct-ledger__after tabular">余额 {formatMoney(row.balance_after)}</span>
      </div>
    </li>
  );
}

export function LedgerPanel() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const query = useQuery(balanceLogQuery(page));
  return (
    <section className="acct-section" aria-labelledby="acct-ledger-title">
      <h3 id="acct-ledger-title" className="acct-subtitle">
        余额明细
      </h3>
      <QueryView
        query={query}
        what="余额明细"
        skeleton={<RowsSkeleton label="正在加载余额明细…" thumb={false} />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'inbox',
          title: page > 1 ? '这一页没有记录' : '余额还没有变动',
          description: '充值、购买、销售收入、退款和提现，每一笔都会记在这里。',
        }}
      >
        {(data) => (
          <>
            <Total>共 {data.total} 笔</Total>
            <ul className="acct-rows" aria-busy={query.isFetching || undefined}>
              {data.data.map((r) => (
                <LedgerEntry key={r.id} row={r} />
              ))}
            </ul>
            <AccountPagination page={page} pageCount={data.last_page} label="余额明细分页" />
          </>
        )}
      </QueryView>
    </section>
  );
}

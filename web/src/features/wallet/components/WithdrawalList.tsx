/** 提现's list of the member's withdrawals, each with its state (and 模拟到账 on the demo upstream). */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { type Withdrawal } from '@zaowu/shared';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatChinaDateTime, formatMoney } from '../../../lib/format.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import { useSettleWithdrawal, withdrawListQuery } from '../api.ts';
import { pageOf } from '../../../lib/account-tabs.ts';
import { AccountPagination, RowsSkeleton, Total } from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { WITHDRAWAL_STATE } from './LedgerPanel.tsx';

function WithdrawalRow({ w }: { w: Withdrawal }) {
  const settle = useSettleWithdrawal();
  const state = WITHDRAWAL_STATE[w.status];
  return (
    <li className="acct-row acct-row--ledger">
      <div className="acct-row__main">
        <h3 className="acct-row__title">提现至{w.account}</h3>
        <p className="acct-row__meta">
          <Badge tone={state.tone}>{state.label}</Badge>
          <time dateTime={w.created_at}>{formatChinaDateTime(w.created_at)}</time>
          <span className="tabular">单号 {w.withdraw_no}</span>
          {w.done_at && <span>到账 {formatChinaDateTime(w.done_at)}</span>}
        </p>
      </div>
      <div className="acct-ledger__money">
        <span className="acct-amount tabular">{formatMoney(w.amount)}</span>
        <span className="acct-ledger__after tabular">手续费 {formatMoney(w.fee)}</span>
      </div>
      {w.status === 'pending' && runtimeConfig().demo && (
        <div className="acct-row__actions">
          <Button
            size="sm"
            loading={settle.isPending}
            onClick={() => settle.mutate({ withdraw_no: w.withdraw_no })}
            aria-label={`模拟到账：单号 ${w.withdraw_no}`}
          >
            模拟到账
          </Button>
        </div>
      )}
    </li>
  );
}

export function WithdrawalList() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const query = useQuery(withdrawListQuery(page));
  return (
    <section className="acct-section" aria-labelledby="acct-withdrawals-title">
      <h3 id="acct-withdrawals-title" className="acct-subtitle">
        提现记录
      </h3>
      <QueryView
        query={query}
        what="提现记录"
        skeleton={<RowsSkeleton label="正在加载提现记录…" thumb={false} rows={2} />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'inbox',
          title: page > 1 ? '这一页没有记录' : '还没有提现记录',
          description: '申请提现后，处理进度会显示在这里。',
        }}
      >
        {(data) => (
          <>
            <Total>共 {data.total} 笔</Total>
            <ul className="acct-rows" aria-busy={query.isFetching || undefined}>
              {data.data.map((w) => (
                <WithdrawalRow key={w.id} w={w} />
              ))}
            </ul>
            {runtimeConfig().demo && data.data.some((w) => w.status === 'pending') && (
              <p className="acct-pay__demo">演示环境：点“模拟到账”代替支付渠道打款。</p>
            )}
            <AccountPagination page={page} pageCount={data.last_page} label="提现记录分页" />
          </>
        )}
      </QueryView>
    </section>
  );
}

/**
 * 余额: the balance, then one of three views kept in the URL as ?view= — 充值 (recharge by WeChat Pay,
 * the default, so every link to /account?tab=balance still means "top up"), 提现 (withdraw to a bound
 * account) and 余额明细 (every movement of the balance with the balance after it).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Money } from '@zaowu/shared';
import { formatMoney } from '../../../lib/format.ts';
import { balanceViews, balanceViewOf } from '../../../lib/account-tabs.ts';
import { FilterTabs, PanelHeading } from '../../../components/AccountPanel.tsx';
import { LedgerPanel } from './LedgerPanel.tsx';
import { RechargePanel } from './RechargePanel.tsx';
import { WithdrawPanel } from './WithdrawPanel.tsx';
import '../wallet.css';

export function BalanceTab({ balance }: { balance: Money }) {
  const [search] = useSearchParams();
  const view = balanceViewOf(search);
  // A recharge answers the new balance before the overview has refetched: shown until the overview moves.
  const [paid, setPaid] = useState<{ from: Money; to: Money } | null>(null);
  const shown = paid && paid.from === balance ? paid.to : balance;

  return (
    <div className="acct-panel acct-balance">
      <PanelHeading>余额</PanelHeading>
      <div className="acct-balance__now">
        <span className="acct-balance__label">当前余额</span>
        <strong className="acct-balance__value tabular" data-testid="account-balance">
          {formatMoney(shown)}
        </strong>
      </div>
      <FilterTabs
        label="余额"
        param="view"
        options={balanceViews().map((v) => ({ value: v.value, label: v.label }))}
      />
      {view === '' && <RechargePanel onPaid={(to) => setPaid({ from: balance, to })} />}
      {view === 'withdraw' && <WithdrawPanel />}
      {view === 'log' && <LedgerPanel />}
    </div>
  );
}

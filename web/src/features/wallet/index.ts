/** The wallet's tabs in the member area (app/pages/account.page.tsx): 余额 (充值, 提现, 余额明细) and 收入. */
export { BalanceTab } from './components/BalanceTab.tsx';
export { IncomeTab } from './components/IncomeTab.tsx';

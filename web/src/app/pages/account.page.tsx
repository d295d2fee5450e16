/**
 * /account, the member area: the account feature's shell over the tabs of four features (account,
 * wallet, selling, addresses). It composes features, so it lives above them (docs/architecture.md).
 */
import type { ReactNode } from 'react';
import type { AccountOverview } from '@zaowu/shared';
import type { AccountTab } from '../../lib/account-tabs.ts';
import {
  AccountPage,
  DownloadsTab,
  FavoritesTab,
  FollowsTab,
  OverviewTab,
  ProfileTab,
  SecurityTab,
  VisitorsTab,
  WorksTab,
} from '../../features/account/index.ts';
import { AddressBook } from '../../features/addresses/index.ts';
import { GoodsTab, ItemsTab, TradesTab } from '../../features/selling/index.ts';
import { BalanceTab, IncomeTab } from '../../features/wallet/index.ts';

function panel(tab: AccountTab, overview: AccountOverview): ReactNode {
  switch (tab) {
    case 'overview':
      return <OverviewTab overview={overview} />;
    case 'profile':
      return <ProfileTab key={overview.userinfo.id} me={overview.userinfo} />;
    case 'works':
      return <WorksTab />;
    case 'visitors':
      return <VisitorsTab />;
    case 'goods':
      return <GoodsTab />;
    case 'items':
      return <ItemsTab />;
    case 'favorites':
      return <FavoritesTab />;
    case 'follows':
      return <FollowsTab />;
    case 'trades':
      return <TradesTab />;
    case 'income':
      return <IncomeTab />;
    case 'downloads':
      return <DownloadsTab />;
    case 'balance':
      return <BalanceTab balance={overview.userinfo.balance} />;
    case 'addresses':
      return <AddressBook />;
    case 'security':
      return <SecurityTab />;
  }
}

export function Component() {
  return <AccountPage panel={panel} />;
}

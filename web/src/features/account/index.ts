/** What the member area's page (app/pages/account.page.tsx) takes from the account: its shell and tabs. */
export { AccountPage } from './components/AccountPage.tsx';
export { DownloadsTab } from './components/DownloadsTab.tsx';
export { FavoritesTab } from './components/FavoritesTab.tsx';
export { FollowsTab } from './components/FollowsTab.tsx';
export { OverviewTab } from './components/OverviewTab.tsx';
export { ProfileTab } from './components/ProfileTab.tsx';
export { SecurityTab } from './components/SecurityTab.tsx';
export { VisitorsTab } from './components/VisitorsTab.tsx';
export { WorksTab } from './components/WorksTab.tsx';

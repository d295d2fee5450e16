/** The seller's tabs in the member area (app/pages/account.page.tsx): 商品, 物品 and 交易. */
export { GoodsTab } from './components/GoodsTab.tsx';
export { ItemsTab } from './components/ItemsTab.tsx';
export { TradesTab } from './components/TradesTab.tsx';

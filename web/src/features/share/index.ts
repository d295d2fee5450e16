/** What the shell (app/AppShell.tsx) uses of share: the WeChat share card, set again on every route. */
export { WeChatShareBoot } from './components/WeChatShareBoot.tsx';

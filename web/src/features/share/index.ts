export { WeChatShareBoot } from './components/WeChatShareBoot.tsx';
export { useShareMeta } from './useShareMeta.ts';
export type { ShareMeta } from './state.ts';

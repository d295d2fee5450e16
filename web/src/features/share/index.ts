export { WeChatShareBoot } from './components/WeChatShareBoot.tsx';
export { useShareMeta } from './useShareMeta.ts';
export type { ShareMeta } from './state.ts';
export { ShareSheet } from './components/LazyShareSheet.tsx';
export type { ShareSheetProps } from './components/ShareSheet.tsx';

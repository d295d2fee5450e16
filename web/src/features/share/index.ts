export { useShareMeta } from './useShareMeta.ts';
export { ShareSheet } from './components/LazyShareSheet.tsx';

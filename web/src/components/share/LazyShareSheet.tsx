/**
 * The share sheet on its own chunk (with the QR code and the brand marks), loaded the first time a
 * page opens it: the sheet must not ride along in every page's first load (nor the dialog it is built
 * on). If the chunk cannot load, a toast still gives the link.
 */
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useOpenedOnce } from '../../lib/opened-once.ts';
import { notify } from '../../lib/toast.ts';
import { canonicalUrl } from './links.ts';
import type { ShareSheetProps } from './ShareSheet.tsx';

const Sheet = lazy<ComponentType<ShareSheetProps>>(() =>
  import('./ShareSheet.tsx').then(
    (m) => ({ default: m.ShareSheet }),
    (error: unknown) => {
      console.error('[share] the share sheet failed to load', error);
      return { default: ShareUnavailable };
    },
  ),
);

function ShareUnavailable({ open, onOpenChange, path }: ShareSheetProps) {
  useEffect(() => {
    if (!open) return;
    notify.error(`分享面板加载失败，请稍后刷新页面再试。也可以复制这个链接发给朋友：${canonicalUrl(path)}`);
    onOpenChange(false);
  }, [open, onOpenChange, path]);
  return null;
}

export function ShareSheet(props: ShareSheetProps) {
  // Loaded on the first opening, then kept, so that closing plays out and focus goes back.
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}

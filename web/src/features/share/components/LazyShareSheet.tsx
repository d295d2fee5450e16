/**
 * The share sheet on its own chunk (with the QR code and the brand marks), loaded the first time a
 * page opens it: the shell imports this feature for WeChat, and the sheet must not ride along in every
 * page's first load. If the chunk cannot load, a plain dialog still gives the link.
 */
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../components/Dialog.tsx';
import { canonicalUrl } from '../links.ts';
import type { ShareSheetProps } from './ShareSheet.tsx';

const Sheet = lazy(() =>
  import('./ShareSheet.tsx').then(
    (m) => ({ default: m.ShareSheet }),
    (error: unknown) => {
      console.error('[share] the share sheet failed to load', error);
      return { default: ShareUnavailable };
    },
  ),
);

function ShareUnavailable({ open, onOpenChange, path, heading = '分享' }: ShareSheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={heading} size="sm" returnFocus>
      <p role="alert">分享面板加载失败，请稍后刷新页面再试。也可以复制下面的链接发给朋友：</p>
      <p>
        <code>{canonicalUrl(path)}</code>
      </p>
    </Dialog>
  );
}

export function ShareSheet(props: ShareSheetProps) {
  // Loaded on the first opening, then kept, so that closing plays out and focus goes back.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}

/**
 * Mounted once in the shell. Inside WeChat it (re)applies the share card after every route change and
 * whenever the page's share data changes; anywhere else it does nothing and loads nothing.
 */
import { useAtomValue } from '../../../lib/state.ts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { shareMetaAtom, type ShareMeta } from '../../../lib/share-meta-atom.ts';
import { isWeChatBrowser } from '../../../lib/user-agent.ts';

/** A page without its own share data is shared with its title and description. */
function pageShareMeta(): ShareMeta {
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
  };
}

export function WeChatShareBoot() {
  const { pathname, search } = useLocation();
  const meta = useAtomValue(shareMetaAtom);

  useEffect(() => {
    if (!isWeChatBrowser(navigator.userAgent)) return;
    import('../wechat.ts')
      // Read after the import: the page's own effects (its title) have run by then.
      .then(({ weChatShare }) => weChatShare.share(meta ?? pageShareMeta()))
      .catch((error: unknown) => console.error('[share] WeChat share unavailable', error));
  }, [pathname, search, meta]);

  return null;
}

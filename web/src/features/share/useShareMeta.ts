/**
 * A page's share card: WeChat (through <WeChatShareBoot />, which reads the atom) and the Open Graph
 * tags other crawlers and chat apps read.
 */
import { useSetAtom } from '../../lib/state.ts';
import { useEffect } from 'react';
import { SITE_NAME } from '@zaowu/shared';
import { shareMetaAtom, type ShareMeta } from './state.ts';
import { absoluteUrl, withoutHash } from './ua.ts';

/** Marks the meta tags this hook created, so it removes only its own. */
const OWNED = 'data-share-meta';

function setOgTags(tags: Record<string, string | undefined>): () => void {
  const created: Element[] = [];
  for (const [property, content] of Object.entries(tags)) {
    if (!content) continue;
    let el = document.head.querySelector(`meta[property="${property}"]`);
    // The server's og:type (article, profile) is the page's own: a page opened from a link keeps it.
    if (el && property === 'og:type') continue;
    if (!el) {
      el = document.createElement('meta');
      el.setAttribute('property', property);
      el.setAttribute(OWNED, '');
      document.head.appendChild(el);
      created.push(el);
    }
    el.setAttribute('content', content);
  }
  return () => created.forEach((el) => el.remove());
}

/** Pass null while the page's data is loading. */
export function useShareMeta(meta: ShareMeta | null): void {
  const setShareMeta = useSetAtom(shareMetaAtom);
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  useEffect(() => {
    if (!title) return;
    setShareMeta({ title, description, image });
    const page = withoutHash(window.location.href);
    const removeTags = setOgTags({
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:title': title,
      'og:description': description,
      'og:image': absoluteUrl(image, page),
      'og:url': page,
    });
    return () => {
      removeTags();
      setShareMeta(null);
    };
  }, [title, description, image, setShareMeta]);
}

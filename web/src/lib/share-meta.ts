/**
 * A page's share card: WeChat (through the share feature's <WeChatShareBoot />, which reads the atom)
 * and the Open Graph tags other crawlers and chat apps read.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SITE_NAME } from '@zaowu/shared';
import { ogCard, ogCardType } from '@zaowu/shared/og-card';
import { shareMetaAtom, type ShareMetaInput } from './share-meta-atom.ts';
import { useSetAtom } from './state.ts';
import { absoluteUrl, withoutHash } from './user-agent.ts';

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

/**
 * Pass null while the page's data is loading. The picture is the page's share card, as the server's
 * first paint names it (a raster every platform takes; the site's card when the page has no picture),
 * so a preview reads the same og:image before and after JavaScript.
 */
export function useShareMeta(meta: ShareMetaInput | null): void {
  const setShareMeta = useSetAtom(shareMetaAtom);
  const { pathname } = useLocation();
  const title = meta?.title;
  const description = meta?.description;
  const image = meta ? ogCard(meta.path ?? pathname, !!meta.image) : undefined;
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
      'og:image:type': image && ogCardType(image),
      'og:url': page,
    });
    return () => {
      removeTags();
      setShareMeta(null);
    };
  }, [title, description, image, setShareMeta]);
}

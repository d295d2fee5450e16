/**
 * The addresses the share sheet hands out: the page's canonical address, and the Weibo and QQ share
 * pages that carry it. Those leave the site, so each goes through the shared URL rules (product.md §5): a host
 * missing from the runtime allow-list (ALLOWED_HOSTS) gives no link at all.
 */
import { SITE_NAME } from '@zaowu/shared';
import { oneLine } from '@zaowu/shared/html-text';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { classifyUrl, safeRedirectTarget } from '../../lib/url.ts';
import { absoluteUrl } from '../../lib/user-agent.ts';

/** Weibo's share page (微博 › 分享): url, title, pic. */
const WEIBO_SHARE_PAGE = 'https://service.weibo.com/share/share.php';
/** QQ's share-to-a-friend page (QQ 好友): url, title, summary, pics. */
const QQ_SHARE_PAGE = 'https://connect.qq.com/widget/shareqq/index.html';

export interface ShareContent {
  /** The absolute address being shared. */
  url: string;
  title: string;
  description?: string;
  /** Absolute picture address, when the page has one. */
  image?: string;
}

/**
 * The canonical absolute address of one of the site's pages, on its public origin (the BFF's SITE_URL),
 * whatever host this copy was opened at. Only a same-origin path is accepted; anything else shares home.
 */
export function canonicalUrl(path: string): string {
  return new URL(safeRedirectTarget(path), runtimeConfig().siteUrl).href;
}

/** What a page with a path, a title and maybe a picture shares. */
export function shareContent(
  path: string,
  title: string,
  description?: string,
  image?: string,
): ShareContent {
  const url = canonicalUrl(path);
  return {
    url,
    title,
    description: oneLine(description ?? '', 100) || undefined,
    image: absoluteUrl(image, url),
  };
}

function withParams(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.href;
}

/** An external address the URL rules allow, or null. */
function allowed(raw: string): string | null {
  const verdict = classifyUrl(raw);
  return verdict.kind === 'external' ? verdict.href : null;
}

/** The line a post starts with: the title, then the site, as people write it on Weibo. */
const headline = (c: ShareContent) => `${c.title} · ${SITE_NAME}`;

export function weiboShareHref(c: ShareContent): string | null {
  return allowed(withParams(WEIBO_SHARE_PAGE, { url: c.url, title: headline(c), pic: c.image }));
}

export function qqShareHref(c: ShareContent): string | null {
  return allowed(
    withParams(QQ_SHARE_PAGE, { url: c.url, title: headline(c), summary: c.description, pics: c.image }),
  );
}

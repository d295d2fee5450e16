/**
 * Where a notification leads (Message.link): a path of this site only, through the URL rules; anything
 * else (another host, a script URL, a path that leaves the site once resolved) gives no link at all.
 * The link's words say what it opens.
 */
import { matchRoute } from '@zaowu/shared';
import { classifyUrl } from '../../lib/url.ts';

export interface MessageTarget {
  /** A same-site path (with query and hash) for the router. */
  to: string;
  /** 查看作品, 查看回复, 查看订单 … */
  label: string;
}

const WORK_PAGES = new Set(['model-id', 'art-id', 'animation-id', 'blog-id']);

function labelFor(url: URL): string {
  const name = matchRoute(url.pathname)?.route.name;
  const tab = url.searchParams.get('tab');
  if (name && WORK_PAGES.has(name)) return url.hash.startsWith('#comment-') ? '查看评论' : '查看作品';
  switch (name) {
    case 'community-id':
      return url.hash.startsWith('#post-') ? '查看回复' : '查看话题';
    case 'designer-id':
      return '查看主页';
    case 'cart-pay-id':
      return '查看订单';
    case 'certification':
    case 'certification-realname':
      return '查看认证';
    case 'agreement':
    case 'privacy':
    case 'identity_agreement':
      return '查看协议';
    case 'publish':
      return '去发布作品';
    case 'account':
      if (tab === 'trades') return '查看订单';
      if (tab === 'income') return '查看收益';
      if (tab === 'items') return '查看物品';
      return '前往个人中心';
    default:
      return '查看详情';
  }
}

export function messageTarget(link: string | null | undefined): MessageTarget | null {
  if (!link) return null;
  const verdict = classifyUrl(link);
  if (verdict.kind !== 'internal') return null;
  // The router gets the checked path, never the raw text.
  return { to: verdict.path, label: labelFor(new URL(verdict.path, window.location.origin)) };
}

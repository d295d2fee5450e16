/**
 * Route rules (product.md §2, §4): old or short paths that always redirect, including to external
 * addresses. The BFF answers them with an HTTP redirect; the SPA applies the same list to in-app
 * navigation. An external target must pass the URL rules (allow-listed host) or the rule is ignored.
 */
import { checkNavigation, type UrlPolicy } from './url.ts';

export interface RouteRule {
  /** A path pattern like the route table's: `/works/:id`. */
  from: string;
  /** A same-origin path (`:params` filled from `from`) or an absolute external URL. */
  to: string;
  /** 301 (moved for good) instead of 302. */
  permanent?: boolean;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  { from: '/index', to: '/', permanent: true },
  { from: '/home', to: '/', permanent: true },
  { from: '/upload', to: '/publish' },
  { from: '/user', to: '/account' },
  { from: '/user/message', to: '/message' },
  { from: '/models', to: '/model', permanent: true },
  { from: '/models/:id', to: '/model/:id', permanent: true },
  { from: '/arts/:id', to: '/art/:id', permanent: true },
  { from: '/designers/:id', to: '/designer/:id', permanent: true },
  { from: '/shops/:id', to: '/shop/:id', permanent: true },
  { from: '/beian', to: 'https://beian.miit.gov.cn/' },
];

export type RuleTarget =
  | { kind: 'internal'; path: string; permanent: boolean }
  | { kind: 'external'; href: string; permanent: boolean };

function compile(from: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = [];
  const pattern = from
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg.startsWith(':')) {
        keys.push(seg.slice(1));
        return '/([^/]+)';
      }
      return '/' + seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { regex: new RegExp(`^${pattern}/?$`, 'i'), keys };
}

/**
 * Where a rule sends `pathname` (query kept by the caller), or null when no rule matches or the
 * target is refused by the URL rules (a dangerous protocol, a host outside the allow-list).
 */
export function resolveRouteRule(
  pathname: string,
  policy: UrlPolicy,
  rules: readonly RouteRule[] = ROUTE_RULES,
): RuleTarget | null {
  for (const rule of rules) {
    const { regex, keys } = compile(rule.from);
    const m = regex.exec(pathname);
    if (!m) continue;
    const filled = rule.to.replace(/:([A-Za-z_]\w*)/g, (whole, key: string) => {
      const i = keys.indexOf(key);
      return i < 0 ? whole : (m[i + 1] ?? '');
    });
    const verdict = checkNavigation(filled, policy);
    const permanent = rule.permanent ?? false;
    if (verdict.kind === 'internal') return { kind: 'internal', path: verdict.path, permanent };
    if (verdict.kind === 'external') return { kind: 'external', href: verdict.href, permanent };
    return null;
  }
  return null;
}

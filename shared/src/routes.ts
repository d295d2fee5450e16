/**
 * The route table (product.md §2). The SPA builds its router from it; the BFF uses it to answer unknown
 * paths with 404 and to list the static public pages in pages-sitemap.xml.
 */
import { WORK_TYPE_KEYS } from './constants.ts';

export type LayoutName = 'default' | 'custom-events' | 'only-header';
/** Named parameter checks; a failed check is a 404 (product.md §5). */
type ParamCheck = 'numericId' | 'shareTarget';

export interface RouteDef {
  /** React Router pattern. */
  path: string;
  /** Route name; becomes the current page name on navigation. */
  name: string;
  /** Chinese page title. */
  title: string;
  layout: LayoutName;
  /** Named route middleware, run before the page renders. */
  middleware: readonly string[];
  /** Static public page listed in pages-sitemap.xml. */
  sitemap: boolean;
  /**
   * Search engines may index it: public pages and public details. Every other page (a member's own,
   * login, the component showcase) is `noindex` and its first path segment is disallowed in robots.txt.
   */
  index: boolean;
  /** Its `?page=N` pages are pages of their own (a list, a thread): each is its own canonical URL. */
  paged: boolean;
  check?: ParamCheck;
}

function route(
  path: string,
  name: string,
  title: string,
  opts: Partial<Pick<RouteDef, 'layout' | 'middleware' | 'sitemap' | 'index' | 'paged' | 'check'>> = {},
): RouteDef {
  return {
    path,
    name,
    title,
    layout: opts.layout ?? 'default',
    middleware: opts.middleware ?? [],
    sitemap: opts.sitemap ?? false,
    index: opts.index ?? opts.sitemap ?? false,
    paged: opts.paged ?? false,
    ...(opts.check ? { check: opts.check } : {}),
  };
}
const PUBLIC_PAGE = { sitemap: true } as const;
const PUBLIC_LIST = { sitemap: true, paged: true } as const;
const DETAIL = { check: 'numericId' } as const;
const PUBLIC_DETAIL = { check: 'numericId', index: true } as const;
const EVENTS = { layout: 'custom-events' } as const;
const ONLY_HEADER = { layout: 'only-header' } as const;

export const ROUTES: readonly RouteDef[] = [
  route('/', 'index', '首页', PUBLIC_PAGE),
  route('/login', 'login', '登录', EVENTS),
  route('/login/bindAccount', 'login-bindAccount', '绑定账号', EVENTS),
  route('/login/forget', 'login-forget', '找回密码', EVENTS),
  route('/account', 'account', '个人中心'),
  route('/agreement', 'agreement', '用户协议', PUBLIC_PAGE),
  route('/identity_agreement', 'identity_agreement', '实名认证服务协议', PUBLIC_PAGE),
  route('/privacy', 'privacy', '隐私政策', PUBLIC_PAGE),
  route('/animation', 'animation', '动画', PUBLIC_LIST),
  route('/animation/:id', 'animation-id', '动画详情', PUBLIC_DETAIL),
  route('/art', 'art', '原画', PUBLIC_LIST),
  route('/art/:id', 'art-id', '原画详情', PUBLIC_DETAIL),
  route('/blog', 'blog', '博客', PUBLIC_LIST),
  route('/blog/:id', 'blog-id', '博客详情', PUBLIC_DETAIL),
  route('/model', 'model', '模型', PUBLIC_LIST),
  route('/model/:id', 'model-id', '模型详情', PUBLIC_DETAIL),
  route('/cart', 'cart', '购物车'),
  route('/cart/pay/:id', 'cart-pay-id', '订单支付', DETAIL),
  route('/certification', 'certification', '认证中心'),
  route('/certification/realname', 'certification-realname', '实名认证'),
  route('/collection/:id', 'collection-id', '合集', PUBLIC_DETAIL),
  route('/community', 'community', '社区', PUBLIC_LIST),
  route('/community/:id', 'community-id', '社区话题', { ...PUBLIC_DETAIL, paged: true }),
  route('/demo', 'demo', '组件演示', EVENTS),
  route('/demo/profile', 'demo-profile', '演示：个人资料', { middleware: ['profile'] }),
  route('/demo/:id', 'demo-id', '组件详情'),
  route('/designer', 'designer', '设计师', PUBLIC_LIST),
  route('/designer/:id', 'designer-id', '设计师主页', PUBLIC_DETAIL),
  route('/shop', 'shop', '店铺', PUBLIC_LIST),
  route('/shop/:id', 'shop-id', '店铺详情', PUBLIC_DETAIL),
  route('/goods/:id', 'goods-id', '商品详情', PUBLIC_DETAIL),
  route('/disk', 'disk', '云盘'),
  route('/editWork/old', 'editWork-old', '编辑作品（旧版）'),
  route('/editWork/:id', 'editWork-id', '编辑作品', { ...ONLY_HEADER, ...DETAIL }),
  route('/publish', 'publish', '发布作品', ONLY_HEADER),
  route('/publish/indexOld', 'publish-indexOld', '发布作品（旧版）'),
  route('/explore', 'explore', '发现', PUBLIC_LIST),
  route('/recommend', 'recommend', '推荐', PUBLIC_LIST),
  route('/favorites/:id', 'favorites-id', '收藏夹', DETAIL),
  route('/follow', 'follow', '我的关注'),
  route('/message', 'message', '消息中心'),
  route('/messagebox', 'messagebox', '私信'),
  route('/note/:id', 'note-id', '笔记', PUBLIC_DETAIL),
  route('/share/:type/:id', 'share-type-id', '分享', { check: 'shareTarget', index: true }),
];

export const SITE_NAME = '造物';

const SHARE_TYPES: readonly string[] = [...WORK_TYPE_KEYS, 'designer', 'shop'];

/** Named parameter checks (product.md §5). Pure, so the SPA's loaders and the BFF agree. */
const PARAM_CHECKS: Record<ParamCheck, (params: Record<string, string>) => boolean> = {
  numericId: (p) => isPositiveIntId(p.id),
  shareTarget: (p) => SHARE_TYPES.includes(p.type ?? '') && isPositiveIntId(p.id),
};

/** A list's `?page=` as the SPA reads it: 1 to 999999, anything else the first page. */
export function pageNumber(raw: string | null): number {
  return raw !== null && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

export function isPositiveIntId(value: string | undefined): boolean {
  return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value);
}

interface Compiled {
  route: RouteDef;
  regex: RegExp;
  keys: string[];
  /** Static segments rank above dynamic ones, as React Router ranks them. */
  score: number;
}

const compiled: Compiled[] = ROUTES.map((r) => {
  const keys: string[] = [];
  const segments = r.path.split('/').filter(Boolean);
  const pattern = segments
    .map((seg) => {
      if (seg.startsWith(':')) {
        keys.push(seg.slice(1));
        return '/([^/]+)';
      }
      return '/' + seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const score = segments.reduce((s, seg) => s + (seg.startsWith(':') ? 1 : 10), 0);
  return { route: r, regex: new RegExp(`^${pattern || '/'}/?$`), keys, score };
}).sort((a, b) => b.score - a.score);

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  /** False when the route's parameter check fails: the page is a 404. */
  valid: boolean;
}

/**
 * robots.txt's Disallow lines: the first path segment of every page search engines may not index,
 * where no indexable page starts with it (`/cart`, `/login`, `/demo` …), and the API.
 */
export function disallowedPrefixes(): string[] {
  const first = (r: RouteDef) => `/${r.path.split('/')[1] ?? ''}`;
  const open = new Set(ROUTES.filter((r) => r.index).map(first));
  const closed = ROUTES.filter((r) => !r.index && r.path !== '/').map(first);
  return [...new Set(closed)].filter((p) => !open.has(p)).concat('/api/', '/webApi/');
}

/** Matches a pathname (no query) against the route table. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const c of compiled) {
    const m = c.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    c.keys.forEach((k, i) => {
      params[k] = safeDecode(m[i + 1] ?? '');
    });
    const valid = c.route.check ? PARAM_CHECKS[c.route.check](params) : true;
    return { route: c.route, params, valid };
  }
  return null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A pattern's parameter names: '/share/:type/:id' → 'type' | 'id'. */
type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The values a pattern needs; any names for a pattern only known as a string. */
type PathParams<P extends string> = string extends P
  ? Record<string, string | number>
  : Record<PathParamName<P>, string | number>;

/**
 * Fills a pattern's parameters, each URL-encoded: buildPath('/art/:id', { id: 3 }) → '/art/3'. A literal
 * pattern's parameters are checked by type (`shared/src/hrefs.ts` builds every page link on it).
 */
export function buildPath<P extends string>(
  pattern: P,
  ...[params]: [PathParamName<P>] extends [never] ? [params?: PathParams<P>] : [params: PathParams<P>]
): string {
  const values: Record<string, string | number> = params ?? {};
  return pattern.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const v = values[key];
    if (v === undefined) throw new Error(`missing route parameter ${key} for ${pattern}`);
    return encodeURIComponent(String(v));
  });
}

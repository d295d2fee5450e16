/**
 * Links to the site's own pages (the route table, `routes.ts`; product.md §2): the one way the SPA, the
 * BFF's first paint, sitemaps and structured data, and the demo upstream's notices write an internal
 * path. Each builder fills its route's pattern with `buildPath` (parameters URL-encoded) and adds what
 * the page reads from the URL: `query` and `hash`.
 *
 *   hrefs.work('model', 285)                          → /model/285
 *   hrefs.topic(9, { query: { page: 2 }, hash: 'post-31' }) → /community/9?page=2#post-31
 *   hrefs.account({ query: { tab: 'trades', dir: 'buy' } }) → /account?tab=trades&dir=buy
 */
import type { WorkType } from './constants.ts';
import { buildPath } from './routes.ts';

type Id = number | string;
type QueryValue = string | number | boolean | null | undefined;

/**
 * A page's query: named values (each encoded with encodeURIComponent, in their order; null and
 * undefined left out), a URLSearchParams (its own form encoding: a space is "+"), or a query already
 * encoded (with or without its "?"). An empty query adds nothing, not a bare "?".
 */
type QueryInit = Readonly<Record<string, QueryValue>> | URLSearchParams | string;

interface LinkOptions {
  query?: QueryInit;
  /** The fragment, without its "#": `post-31`, `comment-7`, `reviews`. */
  hash?: string;
}

function queryString(query: QueryInit | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.startsWith('?') ? query.slice(1) : query;
  if (query instanceof URLSearchParams) return query.toString();
  return Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

function withOptions(path: string, options: LinkOptions = {}): string {
  const query = queryString(options.query);
  return `${path}${query ? `?${query}` : ''}${options.hash ? `#${options.hash}` : ''}`;
}

/** Where a share link may point (`/share/:type/:id`, its `shareTarget` check). */
type ShareType = WorkType | 'designer' | 'shop';

export const hrefs = {
  /** A work's page: /model/285, /blog/7. */
  work: (type: WorkType, id: Id, options?: LinkOptions) =>
    withOptions(buildPath(`/${type}/:id`, { id }), options),
  /** A work type's list: /model, /art?sort=hot. */
  works: (type: WorkType, options?: LinkOptions) => withOptions(`/${type}`, options),
  explore: (options?: LinkOptions) => withOptions('/explore', options),
  recommend: (options?: LinkOptions) => withOptions('/recommend', options),
  designer: (id: Id, options?: LinkOptions) => withOptions(buildPath('/designer/:id', { id }), options),
  designers: (options?: LinkOptions) => withOptions('/designer', options),
  shop: (id: Id, options?: LinkOptions) => withOptions(buildPath('/shop/:id', { id }), options),
  shops: (options?: LinkOptions) => withOptions('/shop', options),
  goods: (id: Id, options?: LinkOptions) => withOptions(buildPath('/goods/:id', { id }), options),
  /** A community topic: /community/9 (its posts paged, a post by `post-<floor>`). */
  topic: (id: Id, options?: LinkOptions) => withOptions(buildPath('/community/:id', { id }), options),
  community: (options?: LinkOptions) => withOptions('/community', options),
  collection: (id: Id, options?: LinkOptions) => withOptions(buildPath('/collection/:id', { id }), options),
  note: (id: Id, options?: LinkOptions) => withOptions(buildPath('/note/:id', { id }), options),
  /** A member's favourites folder. */
  favorites: (id: Id, options?: LinkOptions) => withOptions(buildPath('/favorites/:id', { id }), options),
  share: (type: ShareType, id: Id) => buildPath('/share/:type/:id', { type, id }),
  /** An order's payment page (`cart-pay-id`). */
  payOrder: (id: Id, options?: LinkOptions) => withOptions(buildPath('/cart/pay/:id', { id }), options),
  editWork: (id: Id) => buildPath('/editWork/:id', { id }),
  demo: (id: Id) => buildPath('/demo/:id', { id }),
  /** The member area; its tab and view are in the query (`web/src/features/account/tabs.ts`). */
  account: (options?: LinkOptions) => withOptions('/account', options),
  follow: (options?: LinkOptions) => withOptions('/follow', options),
  message: (options?: LinkOptions) => withOptions('/message', options),
  /** Private messages; `with` opens the conversation with a member. */
  messagebox: (options?: LinkOptions) => withOptions('/messagebox', options),
  login: (options?: LinkOptions) => withOptions('/login', options),
};

/**
 * A work's comment list in the URL: `?sort=hot` (最热; 最新 is the default and not written), `?page=N`
 * (page 1 is not written), and the focused comment as the `#comment-{id}` hash, which is how the
 * notifications link to a comment (`/{type}/{id}#comment-{cid}`, made by the demo upstream's
 * `mocks/src/store/views/comments.ts`). A bad or missing value reads as the default.
 */
import { pageOf } from '../../lib/search-params.ts';
import type { CommentListParams, CommentSort } from './api.ts';

/** #comment-12 → 12; anything else → null. */
function commentIdFromHash(hash: string): number | null {
  const m = /^#comment-(\d{1,12})$/.exec(hash);
  return m ? Number(m[1]) : null;
}

/** The list the URL asks for; a linked comment opens the page holding it. */
export function commentParamsOf(search: URLSearchParams, hash: string): CommentListParams {
  return {
    sort: search.get('sort') === 'hot' ? 'hot' : 'latest',
    page: pageOf(search),
    around: commentIdFromHash(hash),
  };
}

/** The search for one sort and page, other parameters kept (the hash goes: the list is no longer the linked one's). */
export function commentSearch(search: URLSearchParams, sort: CommentSort, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (sort === 'latest') next.delete('sort');
  else next.set('sort', sort);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/**
 * The first page's data (design.md §4 "First paint"): the calls a public route's loader makes first
 * (shared `firstPage`), asked of the upstream in parallel with a short timeout, each answer read with a
 * size limit, kept a few seconds per URL. Never member data: the BFF sends no token. Anything that
 * fails only means the SPA fetches as it does without (the page is never slower or broken for it).
 */
import {
  firstPage,
  isEnvelope,
  type FirstPage,
  type FirstPageKind,
  type ListSearch,
  type RouteMatch,
  type WorksFilters,
} from '@zaowu/shared';
import type { Upstream } from '../upstream.ts';
import { readJsonBounded } from './read-bounded.ts';

/** How long the BFF waits for first-page data before sending the shell without it (the default of
 * FIRST_PAINT_TIMEOUT_MS). */
const FIRST_PAINT_TIMEOUT_MS = 400;
/** How long an answer is reused for the same URL (a burst of visitors costs one upstream call). */
const FIRST_PAINT_CACHE_MS = 5_000;
const CACHE_MAX_ENTRIES = 500;
/** One answer's most bytes: a work detail with a long blog body stays well under. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface PageData {
  kind: FirstPageKind;
  /** The answers that came back in time, in the order of the route's first queries. */
  queries: { key: readonly unknown[]; data: unknown; at: number }[];
  /** The upstream said the page's item does not exist (code 0 for its detail): a 404 page. */
  missing: boolean;
  /** The page's item, when it came back (the work, designer or shop; the home data). */
  subject: unknown;
  /** Further answers the frame uses, by name (shared FirstQuery `as`), when they came back in time. */
  extra?: { reviews?: unknown; people?: unknown; latest?: unknown };
  /** A works list's view (shared FirstPage `view`): its filters, sort and page. */
  view?: WorksFilters;
  /** A designer, shop or topic list's search or tag (shared FirstPage `search`). */
  search?: ListSearch;
}

export interface PageDataSource {
  load(match: RouteMatch, search: string): Promise<PageData | null>;
}

type Answer = { ok: true; data: unknown } | { ok: false; missing: boolean };

async function ask(
  upstream: Upstream,
  path: string,
  params: Record<string, string | number>,
  timeoutMs: number,
): Promise<Answer> {
  const qs = new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  try {
    const res = await upstream.fetch(qs ? `${path}?${qs}` : path, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      return { ok: false, missing: false };
    }
    const body = await readJsonBounded(res, MAX_ANSWER_BYTES);
    if (!isEnvelope(body)) return { ok: false, missing: false };
    if (body.code !== 1 || body.data == null) return { ok: false, missing: body.code === 0 };
    return { ok: true, data: body.data };
  } catch {
    return { ok: false, missing: false };
  }
}

export interface PageDataOptions {
  now?: () => number;
  /** The calls of switched-off features (FEATURES), never asked: a page that would need only those
   * gets no first paint. */
  offPaths?: ReadonlySet<string>;
  /** How long each call may take (config FIRST_PAINT_TIMEOUT_MS). */
  timeoutMs?: number;
}

export function pageDataSource(
  upstream: Upstream,
  { now = Date.now, offPaths = new Set(), timeoutMs = FIRST_PAINT_TIMEOUT_MS }: PageDataOptions = {},
): PageDataSource {
  const cache = new Map<string, { until: number; value: Promise<PageData | null> }>();

  async function fetchPage(page: FirstPage): Promise<PageData | null> {
    const at = now();
    const answers = await Promise.all(page.queries.map((q) => ask(upstream, q.path, q.params, timeoutMs)));
    const result: PageData = { kind: page.kind, queries: [], missing: false, subject: undefined };
    if (page.view) result.view = page.view;
    if (page.search) result.search = page.search;
    page.queries.forEach((q, i) => {
      const answer = answers[i]!;
      if (answer.ok) {
        if (q.inline !== false) {
          const data = q.firstOfPages ? { pages: [answer.data], pageParams: [1] } : answer.data;
          result.queries.push({ key: q.key, data, at });
        }
        if (q.subject || i === 0) result.subject ??= answer.data;
        if (q.as) result.extra = { ...result.extra, [q.as]: answer.data };
      } else if (q.subject && answer.missing) {
        result.missing = true;
      }
    });
    return result;
  }

  return {
    load(match, search) {
      const first = firstPage(match.route.name, match.params, search);
      if (!first) return Promise.resolve(null);
      const page = { ...first, queries: first.queries.filter((q) => !offPaths.has(q.path)) };
      // A page whose every call is switched off has no first paint (a legal page never had calls).
      if (first.queries.length > 0 && page.queries.length === 0) return Promise.resolve(null);
      // By what is asked of the upstream, not by the URL: /art?page=02 and /art?page=2 are one entry,
      // so variants of a URL cannot push the pages readers open out of the cache.
      const key = JSON.stringify([page.kind, page.queries.map((q) => [q.path, q.params, q.key, q.inline])]);
      const t = now();
      const hit = cache.get(key);
      if (hit && hit.until > t) return hit.value;
      const value = fetchPage(page);
      if (cache.size >= CACHE_MAX_ENTRIES) {
        for (const [k, v] of cache) if (v.until <= t) cache.delete(k);
        if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      }
      cache.set(key, { until: t + FIRST_PAINT_CACHE_MS, value });
      return value;
    },
  };
}

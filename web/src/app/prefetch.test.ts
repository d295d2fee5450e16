import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@zaowu/shared';
import { setRouteFiles } from '../lib/route-files.ts';
import { LIKELY_NEXT, createPrefetcher } from './prefetch.ts';

const ROUTE_NAMES = new Set(ROUTES.map((r) => r.name));

describe('likely next pages', () => {
  it('names only routes of the shared route table', () => {
    for (const [from, next] of Object.entries(LIKELY_NEXT)) {
      expect(ROUTE_NAMES, `"${from}" is not a route name`).toContain(from);
      for (const name of next) expect(ROUTE_NAMES, `"${from}" → "${name}"`).toContain(name);
    }
  });

  it('never lists the current page or the same page twice', () => {
    for (const [from, next] of Object.entries(LIKELY_NEXT)) {
      expect(next).not.toContain(from);
      expect(new Set(next).size).toBe(next.length);
    }
  });

  it('sends the home page on to the work lists', () => {
    expect(LIKELY_NEXT.index).toEqual(
      expect.arrayContaining(['model', 'art', 'animation', 'blog', 'explore']),
    );
    expect(LIKELY_NEXT.model).toContain('model-id');
    expect(LIKELY_NEXT.login).toContain('index');
  });
});

describe('prefetcher', () => {
  afterEach(() => {
    setRouteFiles(null);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
  });

  it('starts each likely next route module once', () => {
    const page = () => vi.fn(() => Promise.resolve({ Component: () => null }));
    const loaders = vi.fn(() => Promise.resolve({ loaders: {} }));
    const modules = { a: { page: page(), loaders }, b: { page: page() } };
    const p = createPrefetcher(modules, { x: ['a', 'b'], y: ['b'] });
    p.prefetchLikelyNext('x');
    p.prefetchLikelyNext('y');
    p.prefetchLikelyNext('x');
    p.prefetchLikelyNext('nothing-listed');
    // A route's page and its loaders, each once.
    expect(modules.a.page).toHaveBeenCalledTimes(1);
    expect(loaders).toHaveBeenCalledTimes(1);
    expect(modules.b.page).toHaveBeenCalledTimes(1);
  });

  it('with the build manifest read, only fetches a route’s files: nothing runs before it opens', () => {
    setRouteFiles({ a: ['/assets/a-page-1.js', '/assets/a-loaders-1.js'] });
    const page = vi.fn(() => Promise.resolve({ Component: () => null }));
    const loaders = vi.fn(() => Promise.resolve({ loaders: {} }));
    createPrefetcher({ a: { page, loaders } }, { x: ['a'] }).prefetchLikelyNext('x');
    expect(page).not.toHaveBeenCalled();
    expect(loaders).not.toHaveBeenCalled();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((l) => l.getAttribute('href'))).toEqual([
      '/assets/a-page-1.js',
      '/assets/a-loaders-1.js',
    ]);
  });

  it('only logs a failed prefetch: a rejected import, a throwing loader, a missing one', async () => {
    const logError = vi.fn();
    const ok = vi.fn(() => Promise.resolve({ Component: () => null }));
    const modules = {
      rejects: { page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
      throws: {
        page: () => {
          throw new Error('boom');
        },
      },
      ok: { page: ok },
    };
    const p = createPrefetcher(modules, { x: ['rejects', 'throws', 'missing', 'ok'] }, logError);
    expect(() => p.prefetchLikelyNext('x')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(ok).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledTimes(3);
    expect(logError.mock.calls.map((c) => String(c[0])).sort()).toEqual([
      '[prefetch] route module "missing" failed',
      '[prefetch] route module "rejects" failed',
      '[prefetch] route module "throws" failed',
    ]);
  });
});

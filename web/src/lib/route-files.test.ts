import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh copies of both modules (their table and the once-only read are module state). */
async function load() {
  vi.resetModules();
  const files = await import('./route-files.ts');
  const manifest = await import('./route-manifest.ts');
  return { ...files, ...manifest };
}

const reply = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

const MANIFEST = {
  id: 'aaaaaaaaaaaa',
  timestamp: 1,
  entry: { js: ['/assets/index-1.js'], css: [] },
  routes: {
    art: { module: 'src/art.tsx', js: ['/assets/ArtListPage-1.js', '/assets/Select-1.js'], css: [] },
    'art-id': {
      module: 'src/detail.tsx',
      js: ['/assets/ArtDetailPage-1.js', '/assets/Select-1.js'],
      css: [],
    },
    evil: {
      module: 'x',
      js: ['https://evil.example/x.js', '/assets/../secret.js', '//evil.example/y.js', '/assets/ok-1.js'],
      css: [],
    },
  },
};

/** A route of thirty files. */
const many = Array.from({ length: 30 }, (_, i) => `/assets/chunk-${i}.js`);

/** Fresh modules with a manifest of two large routes, on a slow main thread: each link takes 3 ms. */
async function withBigRoutes() {
  const m = await load();
  const table = {
    ...MANIFEST,
    routes: {
      ...MANIFEST.routes,
      big: { module: 'src/big.tsx', js: many, css: [] },
      bigger: { module: 'src/bigger.tsx', js: [...many, '/assets/own-1.js'], css: [] },
    },
  };
  await m.loadRouteFiles(() => reply(table), 'aaaaaaaaaaaa');
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
  return m;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
    l.getAttribute('href'),
  );

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('route files from the build manifest', () => {
  it('asks for a route’s whole graph at once, each file only once across routes', async () => {
    const m = await load();
    const fetch = vi.fn((_url: string, _init: RequestInit) => reply(MANIFEST));
    await m.loadRouteFiles(fetch, 'aaaaaaaaaaaa');
    expect(fetch).toHaveBeenCalledWith('/builds/aaaaaaaaaaaa/manifest.json', expect.anything());

    m.preloadRouteFiles('art');
    expect(preloads()).toEqual(['/assets/ArtListPage-1.js', '/assets/Select-1.js']);
    m.preloadRouteFiles('art-id');
    m.preloadRouteFiles('art');
    expect(preloads()).toEqual([
      '/assets/ArtListPage-1.js',
      '/assets/Select-1.js',
      '/assets/ArtDetailPage-1.js',
    ]);
  });

  it('a prefetch adds its links a few a task, in order, each once', async () => {
    const m = await withBigRoutes();

    m.preloadRouteFiles('big', { prefetch: true });
    const first = preloads().length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(3);
    await vi.waitFor(() => expect(preloads()).toHaveLength(30));
    expect(preloads()).toEqual(many);
  });

  it('a navigation adds at once the links a prefetch has not added yet, and none twice', async () => {
    const m = await withBigRoutes();
    m.preloadRouteFiles('big', { prefetch: true });
    m.preloadRouteFiles('bigger');
    expect(new Set(preloads())).toEqual(new Set([...many, '/assets/own-1.js']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toHaveLength(31);
  });

  it('reads the manifest once per page', async () => {
    const m = await load();
    const fetch = vi.fn((_url: string, _init: RequestInit) => reply(MANIFEST));
    await Promise.all([m.loadRouteFiles(fetch, 'aaaaaaaaaaaa'), m.loadRouteFiles(fetch, 'aaaaaaaaaaaa')]);
    await m.loadRouteFiles(fetch, 'aaaaaaaaaaaa');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('preloads only the app’s own chunks, whatever the manifest says', async () => {
    const m = await load();
    await m.loadRouteFiles(() => reply(MANIFEST), 'aaaaaaaaaaaa');
    m.preloadRouteFiles('evil');
    expect(preloads()).toEqual(['/assets/ok-1.js']);
  });

  it('before the manifest is read, for an unknown route, and in dev it adds nothing', async () => {
    const m = await load();
    m.preloadRouteFiles('art');
    expect(preloads()).toEqual([]);
    const fetch = vi.fn((_url: string, _init: RequestInit) => reply(MANIFEST));
    await m.loadRouteFiles(fetch, 'dev');
    expect(fetch).not.toHaveBeenCalled();
    await m.loadRouteFiles(fetch, 'aaaaaaaaaaaa');
    m.preloadRouteFiles('no-such-route');
    expect(preloads()).toEqual([]);
  });

  it('a failed or malformed manifest is logged, changes nothing, and is read again next time', async () => {
    const m = await load();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await m.loadRouteFiles(() => reply({ error: 'Not Found' }, 404), 'aaaaaaaaaaaa');
    await m.loadRouteFiles(() => reply({ routes: { art: { js: [1, 2] } } }), 'aaaaaaaaaaaa');
    await m.loadRouteFiles(() => Promise.reject(new TypeError('Failed to fetch')), 'aaaaaaaaaaaa');
    expect(log).toHaveBeenCalledTimes(3);
    m.preloadRouteFiles('art');
    expect(preloads()).toEqual([]);

    await m.loadRouteFiles(() => reply(MANIFEST), 'aaaaaaaaaaaa');
    m.preloadRouteFiles('art');
    expect(preloads()).toHaveLength(2);
  });
});

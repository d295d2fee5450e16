import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES, buildPath } from '@zaowu/shared';
import { loginDialogOpenAtom } from '../lib/session.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { appStore } from '../lib/store.ts';
import { demo, renderApp } from '../test/render.tsx';
import { UnknownMiddlewareError } from './route-guards.ts';
import { MissingRouteModuleError, buildRoutes } from './router.tsx';
import { ROUTE_MODULES, type RouteImports } from './route-modules.ts';
import { SLOW } from '../test/timeouts.ts';

// Each page's module is compiled on its first import; on a busy machine that alone took more than a
// test's time (/certification failed once). Compiled here, the tests below time the pages themselves.
// Pages render over the demo upstream, a few round trips each; on a busy machine a page took longer
// than the default 5 s once (/agreement), as in the other whole-page test files.
beforeAll(async () => {
  await Promise.all(Object.values(ROUTE_MODULES).flatMap((m) => [m.page(), m.loaders?.()]));
}, 120_000);
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
});

/** An id the demo data really has for the route (a work of the route's type, a public favorites folder). */
function sampleId(name: string): number {
  const type = /^(model|art|animation|blog)-id$/.exec(name)?.[1];
  if (type) return [...demo.db.works.values()].find((w) => w.type === type)!.id;
  if (name === 'favorites-id') return [...demo.db.favoriteFolders.values()].find((f) => f.is_public)!.id;
  return 5;
}
const samplePath = (pattern: string, name = '') => buildPath(pattern, { id: sampleId(name), type: 'art' });

/** Route objects under every layout, flattened. */
function leafRoutes() {
  const [root] = buildRoutes({ queryClient: createQueryClient() });
  return root!
    .children!.flatMap((layout) => layout.children![0]!.children!)
    .filter((r) => !r.id?.startsWith('rule:'));
}

describe('router from the route table', () => {
  it('has one route per table entry, in its layout, plus the 404 catch-all', () => {
    const leaves = leafRoutes();
    expect(leaves.map((r) => r.path).sort()).toEqual([...ROUTES.map((r) => r.path), '*'].sort());
    const [root] = buildRoutes({ queryClient: createQueryClient() });
    for (const layout of root!.children!) {
      const name = layout.id!.replace('layout-', '');
      const paths = layout
        .children![0]!.children!.filter((r) => r.path !== '*' && !r.id?.startsWith('rule:'))
        .map((r) => r.path);
      expect(paths).toEqual(ROUTES.filter((r) => r.layout === name).map((r) => r.path));
    }
  });

  it('names are unique and every name has a route module (and no module is orphaned)', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual([...names].sort());
  });

  it("asks for a route's loader and its page at once: the data does not wait for the page's code", async () => {
    const events: string[] = [];
    let releasePage!: () => void;
    const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
    const def = ROUTES.find((r) => r.name === 'note-id')!;
    const modules = {
      'note-id': {
        page: async () => {
          events.push('page asked');
          await pageHeld;
          return { Component: () => <h1>笔记页</h1> };
        },
        loaders: async () => {
          events.push('loaders asked');
          return {
            loaders: {
              'note-id': () => {
                events.push('loader ran');
                return null;
              },
            },
          };
        },
      },
    };
    renderApp('/note/5', { table: [def], modules });
    await waitFor(() => expect(events).toContain('loader ran'));
    // The page's code is still on its way, and the loader has already run.
    expect(events).toContain('page asked');
    releasePage();
    expect(await screen.findByRole('heading', { level: 1, name: '笔记页' })).toBeTruthy();
  });

  it("a feature's loaders are only for its own pages, each a route of the table", async () => {
    const byModule = new Map<NonNullable<RouteImports['loaders']>, string[]>();
    for (const [name, m] of Object.entries(ROUTE_MODULES)) {
      if (m.loaders) byModule.set(m.loaders, [...(byModule.get(m.loaders) ?? []), name]);
    }
    expect(byModule.size).toBeGreaterThan(10);
    for (const [load, pages] of byModule) {
      const names = Object.keys((await load()).loaders);
      expect(names.length, pages.join()).toBeGreaterThan(0);
      for (const name of names) expect(pages, `loader "${name}"`).toContain(name);
    }
  });

  it('throws when the table names a route without a module', () => {
    const table = [{ ...ROUTES[0]!, name: 'nowhere' }];
    expect(() => buildRoutes({ queryClient: createQueryClient(), table })).toThrow(MissingRouteModuleError);
  });

  it('throws when a route names an unknown middleware (product.md §8)', () => {
    const table = [{ ...ROUTES[0]!, middleware: ['profile', 'no-such-guard'] }];
    expect(() => buildRoutes({ queryClient: createQueryClient(), table })).toThrow(UnknownMiddlewareError);
    expect(() => buildRoutes({ queryClient: createQueryClient(), table })).toThrow(/no-such-guard/);
  });

  it.each(
    ROUTES.filter((r) => r.name !== 'index' && r.name !== 'demo-profile').map((r) => [
      r.path,
      r.title,
      r.name,
    ]),
  )('%s renders a page whose document title names it (%s)', async (pattern, title, name) => {
    renderApp(samplePath(pattern, name));
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
    await waitFor(() => expect(document.title).toContain(title), SLOW);
    expect(screen.queryByText("SORRY WE COULDN'T FIND YOUR PAGE")).toBeNull();
  });

  it('home renders its hero and the demo works', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '发现好作品，遇见好创作者' })).toBeTruthy();
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(0);
  });

  it.each(['/art/abc', '/model/0', '/share/evil/3'])('%s is a 404 "Page Not Found: {path}"', async (path) => {
    renderApp(path);
    expect(await screen.findByText(`Page Not Found: ${path}`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ERROR' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('an unknown path shows the error page with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText("SORRY WE COULDN'T FIND YOUR PAGE")).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('a route rule redirects in-app navigation, keeping the query', async () => {
    const id = sampleId('model-id');
    const { router } = renderApp(`/models/${id}?from=share`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/model/${id}`));
    expect(router.state.location.search).toBe('?from=share');
  });

  it('/demo/profile: a visitor gets the login dialog and the page does not render', async () => {
    renderApp('/demo/profile');
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
    expect(appStore.get(loginDialogOpenAtom)).toBe(true);
    expect(screen.getByText('401')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: '演示：个人资料' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { ROUTES, buildPath } from '@zaowu/shared';
import { buildRoutes } from './router.tsx';

function pageRoutes(): RouteObject[] {
  const [root] = buildRoutes();
  return root!.children![0]!.children!;
}

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('router from the route table', () => {
  it('has one route per table entry plus the 404 catch-all', () => {
    const routes = pageRoutes();
    expect(routes.map((r) => r.path)).toEqual([...ROUTES.map((r) => r.path), '*']);
  });

  it.each(ROUTES.filter((r) => r.name !== 'index').map((r) => [r.path, r.title]))(
    '%s renders its own Chinese title',
    async (pattern, title) => {
      renderAt(buildPath(pattern, { id: 5, type: 'art' }));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    },
  );

  it('shows the 404 error page for an invalid id and an unknown path', async () => {
    renderAt('/art/abc');
    expect(await screen.findByText('Page Not Found: /art/abc')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ERROR' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('shows the 404 error page for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText("SORRY WE COULDN'T FIND YOUR PAGE")).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});

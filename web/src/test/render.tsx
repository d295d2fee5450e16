/** Renders the real router at a path, over the demo upstream's handlers (msw/node), as the app boots. */
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { setupServer } from 'msw/node';
import { createDemoApi } from '@zaowu/mocks';
import { buildRoutes, type RouterOptions } from '../app/router.tsx';
import { loginDialogOpenAtom } from '../features/auth/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { appStore } from '../lib/store.ts';

export const demo = createDemoApi();
export const server = setupServer(...demo.handlers);

export function renderApp(path: string, options: Partial<RouterOptions> = {}) {
  // Each app starts closed, as a fresh page does: a previous test's late 401 (its session reset by
  // demo.reset while a poll was in flight) must not leave the shared store's login dialog open.
  appStore.set(loginDialogOpenAtom, false);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildRoutes({ queryClient, ...options }), { initialEntries: [path] });
  const view = render(
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, router, queryClient };
}

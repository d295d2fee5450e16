/** Renders the real router at a path, over the demo upstream's handlers (msw/node), as the app boots. */
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from '../lib/state.ts';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { buildRoutes, type RouterOptions } from '../app/router.tsx';
import { loginDialogOpenAtom } from '../lib/session.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { appStore } from '../lib/store.ts';

// The demo upstream, loaded with this module (a rendered app calls it); tests seed it and override its
// answers (test/server.ts).
export { demo } from './demo-server.ts';
export { server } from './server.ts';

export function renderApp(path: string, options: Partial<RouterOptions> = {}) {
  // Each app starts closed, as a fresh page does (test/setup.ts lets the last test's calls finish).
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

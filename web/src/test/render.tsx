/** Renders the real router at a path, over the demo upstream's handlers (msw/node), as the app boots. */
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
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

// A test's app may still have calls in flight when the test ends (a poll, a prefetch). Their answers
// (a 401 once demo.reset has dropped the session) would land in the next test and raise app-wide
// state there, such as the login dialog. So each test ends by unmounting its app and letting those
// calls finish; renderApp then starts the next app from closed state.
let inFlight = 0;
server.events.on('request:start', () => void inFlight++);
server.events.on('request:end', () => void inFlight--);
afterEach(async () => {
  cleanup();
  for (let waited = 0; inFlight > 0 && waited < 3000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The client handles an answer a tick after the server sent it.
  await new Promise((resolve) => setTimeout(resolve, 20));
});

export function renderApp(path: string, options: Partial<RouterOptions> = {}) {
  // Each app starts closed, as a fresh page does (see the afterEach above).
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

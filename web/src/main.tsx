import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { createQueryClient } from './lib/query-client.ts';
import { appStore } from './lib/store.ts';
import { createRouter } from './app/router.tsx';
import './styles/tokens.css';
import './styles/global.css';

async function boot() {
  // `pnpm dev` has no BFF: the demo upstream runs in the browser behind MSW's service worker.
  if (import.meta.env.DEV && import.meta.env.VITE_DEMO !== 'off') {
    const { startDemoWorker } = await import('@zaowu/mocks/browser');
    await startDemoWorker();
  }
  await loadRuntimeConfig();
  const queryClient = createQueryClient();
  const router = createRouter(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <JotaiProvider store={appStore}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}

void boot();

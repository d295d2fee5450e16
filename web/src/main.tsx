import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createRouter()} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();

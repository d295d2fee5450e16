import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from './lib/state.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { createQueryClient } from './lib/query-client.ts';
import { appStore } from './lib/store.ts';
import { deviceTypeAtom, viewportDeviceType } from './lib/client-state.ts';
import { createRouter } from './app/router.tsx';
import { hasStaticFrame, hydrateFirstPaint, noteFramePictures } from './lib/first-paint.ts';
// Between the boot's steps: the modules' evaluation, the router's start and React's render are
// separate tasks, not one long one.
import { nextTask } from './lib/next-task.ts';
import './styles/tokens.css';
import './styles/global.css';

async function boot() {
  // `pnpm dev` has no BFF: the demo upstream runs in the browser behind MSW's service worker.
  if (import.meta.env.DEV && import.meta.env.VITE_DEMO !== 'off') {
    const { startDemoWorker } = await import('@zaowu/mocks/browser');
    await startDemoWorker();
  }
  await loadRuntimeConfig();
  await nextTask();
  const queryClient = createQueryClient();
  // The page's first data came with the HTML: in the cache before the router runs the loaders.
  hydrateFirstPaint(queryClient);
  // The first render lays the page out for this screen (a phone's list draws no desktop filter rows).
  appStore.set(deviceTypeAtom, viewportDeviceType());
  await nextTask();
  const router = createRouter(queryClient);
  const root = document.getElementById('root')!;
  // The BFF's static frame stays until the page is ready, so React's first render is the page itself
  // (same layout), not the loading outline in between.
  if (hasStaticFrame(root) && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  noteFramePictures(root);
  await nextTask();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <JotaiProvider store={appStore}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </JotaiProvider>
      </StrictMode>,
    );
  });
}

void boot();

/** Browser entry: the same handlers behind MSW's service worker, for `pnpm dev` offline work. */
import { setupWorker } from 'msw/browser';
import { createDemoApi } from './api.ts';

export async function startDemoWorker(): Promise<void> {
  const api = createDemoApi();
  const worker = setupWorker(...api.handlers);
  // msw 3 renamed onUnhandledRequest to onUnhandledFrame; the page's own assets must pass through.
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}

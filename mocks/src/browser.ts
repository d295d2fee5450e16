/** Browser entry: the same handlers behind MSW's service worker, for `pnpm dev` offline work. */
import { setupWorker } from 'msw/browser';
import { createDemoApi } from './api.ts';

export async function startDemoWorker(): Promise<void> {
  const api = createDemoApi();
  const worker = setupWorker(...api.handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

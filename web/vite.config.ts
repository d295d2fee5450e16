import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { buildInfo } from './build/build-info.ts';

// The BFF serves dist/ and proxies /api and /webApi; in `pnpm dev` the demo upstream runs in the
// browser through MSW's service worker instead (src/main.tsx), so dev needs no server at all.
export default defineConfig(({ command }) => ({
  plugins: [react(), buildInfo(), command === 'serve' && msw({ mode: 'worker-only' })],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // Read by build/build-info.ts to list each route's files in builds/<id>/manifest.json.
    manifest: true,
    // three.js (the /model/{id} viewer, lazy-loaded on that route only) is ~650 kB on its own.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one long-cached chunk: one request, one gzip
        // window, instead of a dozen tiny shared chunks that each pay their own overhead.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|jotai|axios|axios-retry|is-retry-allowed)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
}));

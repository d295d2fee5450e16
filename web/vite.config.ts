import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';

// The BFF serves dist/ and proxies /api and /webApi; in `pnpm dev` the demo upstream runs in the
// browser through MSW's service worker instead (src/main.tsx), so dev needs no server at all.
export default defineConfig(({ command }) => ({
  plugins: [react(), command === 'serve' && msw({ mode: 'worker-only' })],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
  },
  server: { port: 5173 },
}));

import { constants as zlib } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { bootAfterPaint } from './build/boot-after-paint.ts';
import { buildInfo } from './build/build-info.ts';
import { devRuntimeConfig } from './build/dev-runtime-config.ts';
import { themeBoot } from './build/theme-boot.ts';

// The BFF serves dist/ and proxies /api and /webApi; in `pnpm dev` the demo upstream runs in the
// browser through MSW's service worker instead (src/main.tsx), so dev needs no server at all.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    themeBoot(),
    buildInfo(),
    bootAfterPaint(),
    command === 'serve' && msw({ mode: 'worker-only' }),
    devRuntimeConfig(),
    // Precompressed copies beside each text file of 1 KB or more (public/ files included), which the
    // BFF sends to browsers that accept them instead of compressing per request. Originals stay.
    compression({
      include: /\.(?:js|mjs|css|html|svg|json|xml|txt|wasm)$/,
      // Vite's own manifest is read at build time only, never served.
      exclude: /(?:^|[\\/])\.vite[\\/]/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // Read by build/build-info.ts to list each route's files in builds/<id>/manifest.json.
    manifest: true,
    // three.js (the /model/{id} viewer, lazy-loaded on that route only) is ~650 kB on its own.
    chunkSizeWarningLimit: 700,
    // Every browser of the build target but Safari < 17 and Firefox < 115 preloads modules itself;
    // those two still load everything, only without the head start, so the polyfill is not shipped.
    modulePreload: {
      polyfill: false,
      // A lazy chunk's JavaScript dependencies are not listed at each dynamic import (that table
      // was 2 KB gzip of every first load): a route's graph comes from the build manifest instead
      // (src/lib/route-files.ts), and other lazy chunks let the browser walk their imports. CSS
      // stays listed, so a lazy component is never drawn before its styles.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // shared/ is the contract: constants, tables and pure functions, nothing runs on import. Saying
      // so lets its index.ts re-exports that the entry does not use stay out of the first load. The
      // one exception is zod.ts, which sets zod up (no JIT, for the CSP) before any schema is made.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/](?!zod\.ts$)[^\\/]+\.ts$/, sideEffects: false }],
      },
      output: {
        // The first load of a page is a handful of files, not dozens of tiny shared chunks that each
        // pay a request and their own gzip window. Priorities decide who gets a module first.
        codeSplitting: {
          groups: [
            // The libraries every page needs: one long-cached chunk that changes only with them.
            // Only the parts the entry itself imports ('$initial'); what pages alone use
            // (useMutation, useInfiniteQuery, useQueries, atomWithStorage…) comes with those pages.
            {
              name: 'framework',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|jotai|axios|axios-retry|is-retry-allowed)[\\/]/,
              tags: ['$initial'],
              priority: 10,
            },
            // The app's own start-up code (shell, layouts, router, HTTP client, the contract): the
            // entry chunk, instead of the entry plus a dozen pieces that lazy pages also import.
            {
              name: 'index',
              test: /[\\/]web[\\/](?:index\.html|src[\\/])|[\\/]shared[\\/]src[\\/]|[\\/]clsx[\\/]|^\0?vite[\\/]/,
              tags: ['$initial'],
              priority: 8,
            },
            // Tiny modules nearly every page uses (icons, the document title): one small chunk.
            {
              name: 'common',
              test: /[\\/]web[\\/]src[\\/](?:components[\\/]Icon\.tsx|lib[\\/]page-title\.ts)$/,
              priority: 7,
            },
            // Small primitives most pages draw (empty and loading states, badges, avatars, images):
            // one chunk rather than one request each. Tabs are not here: the home page's first
            // screen has none, and it loads this chunk.
            {
              name: 'ui',
              test: /[\\/]web[\\/]src[\\/]components[\\/](?:Avatar|Badge|Empty|Image|Skeleton|format)\.tsx?$/,
              priority: 5,
            },
            // The work grid, its tiles and cards: the home page and every list of works.
            {
              name: 'works-grid',
              test: /[\\/]web[\\/]src[\\/](?:components[\\/](?:Card|Grid|Masonry|works[\\/](?:WorkGrid|WorkTile|TagChips|PeopleCards))\.tsx|lib[\\/](?:mature|queries)\.ts)$/,
              priority: 4,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
}));

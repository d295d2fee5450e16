/**
 * `pnpm dev` has no BFF: this answers /runtime-config.json from the dev server as the BFF would for a
 * site on this origin (the API on the same origin, where MSW's worker answers it; the default
 * allow-list), so the SPA starts without a 404 in the console.
 */
import type { Plugin } from 'vite';
import { DEFAULT_ALLOWED_HOSTS, FEATURE_NAMES, RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@zaowu/shared';

export function devRuntimeConfig(): Plugin {
  return {
    name: 'zaowu:dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== RUNTIME_CONFIG_PATH) return next();
        const body: RuntimeConfig = {
          apiBase: '',
          // The dev server's own address, never the request's Host (as the BFF's SITE_URL).
          siteUrl: `http://localhost:${server.config.server.port ?? 5173}`,
          allowedHosts: [...DEFAULT_ALLOWED_HOSTS],
          demo: process.env.VITE_DEMO !== 'off',
          features: [...FEATURE_NAMES],
        };
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(JSON.stringify(body));
      });
    },
  };
}

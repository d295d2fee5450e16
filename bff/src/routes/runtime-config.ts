/** The runtime config the SPA reads at boot, so one build serves every environment. Nothing secret. */
import { Router } from 'express';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@zaowu/shared';
import type { Config } from '../config.ts';

export function runtimeConfigBody(config: Config, demo: boolean): RuntimeConfig {
  return {
    apiBase: '',
    siteUrl: config.siteUrl,
    allowedHosts: config.allowedHosts,
    demo,
    features: config.features,
  };
}

export function runtimeConfigRoutes(config: Config, demo: boolean): Router {
  const body = runtimeConfigBody(config, demo);
  const json = JSON.stringify(body);
  const router = Router();
  router.get(RUNTIME_CONFIG_PATH, (_req, res) => {
    res.set('cache-control', 'no-cache').type('application/json').send(json);
  });
  return router;
}

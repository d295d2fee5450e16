import { Router } from 'express';

/** Liveness for load balancers: the process is up and serving. */
export function healthRoutes(): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok', uptime: Math.round(process.uptime()) });
  });
  return router;
}

import { Router } from 'express';
import type { Upstream } from '../upstream.ts';

const READY_TIMEOUT_MS = 2_000;
/** A load balancer polls often; one upstream check serves the polls of this window. */
const READY_CACHE_MS = 1_000;

/**
 * /healthz — liveness: the process is up and serving.
 * /readyz — readiness: the upstream answers (any HTTP status counts; a refused or silent connection
 * does not), so a copy that cannot reach the API is taken out of rotation instead of answering 502s.
 */
export function healthRoutes(upstream: Upstream): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok', uptime: Math.round(process.uptime()) });
  });

  let last: { at: number; check: Promise<boolean> } | null = null;
  const upstreamReachable = (): Promise<boolean> => {
    if (last && Date.now() - last.at < READY_CACHE_MS) return last.check;
    const check = upstream
      .fetch('/', { signal: AbortSignal.timeout(READY_TIMEOUT_MS) })
      .then(async (res) => {
        await res.body?.cancel();
        return true;
      })
      .catch(() => false);
    last = { at: Date.now(), check };
    return check;
  };

  router.get('/readyz', async (_req, res) => {
    const ready = await upstreamReachable();
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable', upstream: ready ? 'reachable' : 'unreachable' });
  });
  return router;
}

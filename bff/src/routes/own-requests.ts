/**
 * What the BFF answers itself (pages, assets, sitemaps, config, health) is read-only: it takes no
 * request bodies at all. Anything else is refused before a byte of body is read — 405 for other
 * methods, 413 for a GET/HEAD that carries a body — and the connection is closed rather than drained,
 * so a huge or malformed body costs nothing. Proxied paths never get here (they stream upstream).
 */
import type { RequestHandler } from 'express';

const READ_METHODS = new Set(['GET', 'HEAD']);

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = Number(headers['content-length'] ?? 0);
  return headers['transfer-encoding'] !== undefined || (Number.isFinite(length) && length > 0);
}

export function refuseRequestBodies(): RequestHandler {
  return (req, res, next) => {
    const readable = READ_METHODS.has(req.method);
    if (readable && !hasBody(req.headers)) return next();
    res.setHeader('connection', 'close');
    if (!readable) res.setHeader('allow', 'GET, HEAD');
    res
      .status(readable ? 413 : 405)
      .type('text/plain; charset=utf-8')
      .set('cache-control', 'no-store')
      .send(readable ? '请求体过大' : '不支持此请求方法');
  };
}

/**
 * The demo upstream on a port of its own, for a BFF started with UPSTREAM_URL (as an operator runs
 * Zaowu in front of their API), for check-upstream, and for the spec-only e2e project.
 *
 *   node mocks/src/serve.ts [--port 4010] [--host 127.0.0.1] [--site-url URL] [--spec-only] [--test-members]
 *
 * --spec-only answers only the calls the product spec names: every `assumed` call (endpoints.ts) is a
 * 404, as an upstream that never built it would answer, before any sign-in check. --test-members
 * mounts POST /api/demo/member (a fresh member per test) and the reset; never for a public server.
 * The data lives as long as the process.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { ALL_ENDPOINTS } from '@zaowu/shared';
import { createDemoUpstream } from './node.ts';

/** What a server without the call answers (HTTP 404, the envelope's failure). */
export const MISSING_CALL_MSG = '接口不存在';

const ASSUMED_PATHS = new Set(ALL_ENDPOINTS.filter((e) => e.endpoint.assumed).map((e) => e.endpoint.path));

export interface ServeOptions {
  specOnly: boolean;
  testMembers: boolean;
  siteUrl?: string;
}

/** The request handler: the demo upstream, less the assumed calls when specOnly. */
export function upstreamHandler(options: ServeOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const demo = createDemoUpstream({
    enableReset: options.testMembers,
    enableTestMembers: options.testMembers,
    ...(options.siteUrl ? { siteOrigin: options.siteUrl } : {}),
  });
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://upstream.invalid').pathname;
    if (options.specOnly && ASSUMED_PATHS.has(pathname)) {
      req.resume();
      const body = JSON.stringify({ code: 0, msg: MISSING_CALL_MSG, data: null });
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    demo.handle(req, res);
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      'site-url': { type: 'string' },
      'spec-only': { type: 'boolean', default: false },
      'test-members': { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`--port: not a port: ${values.port}`);
    process.exit(2);
  }
  const server = createServer(
    upstreamHandler({
      specOnly: values['spec-only'],
      testMembers: values['test-members'],
      ...(values['site-url'] ? { siteUrl: values['site-url'] } : {}),
    }),
  );
  server.listen(port, values.host, () => {
    const kind = values['spec-only'] ? 'spec-only demo upstream' : 'demo upstream';
    console.info(`${kind} listening on http://${values.host}:${port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

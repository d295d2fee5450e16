/**
 * Where /api and /webApi go: the real API (UPSTREAM_URL) or the demo upstream from mocks/, in-process.
 * The rest of the BFF sees one shape: a Node handler for proxying and a fetch for its own reads
 * (sitemaps), so nothing else knows which one is behind it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.ts';

type NodeHandler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

interface UpstreamReader {
  /** GET a path (with query) from the upstream, as the BFF itself needs it (sitemaps, readiness). */
  fetch(
    pathAndQuery: string,
    init?: { signal?: AbortSignal; method?: 'GET' | 'HEAD'; headers?: Record<string, string> },
  ): Promise<Response>;
}

/** The real API at UPSTREAM_URL, reached through the streaming proxy. */
export interface RemoteUpstream extends UpstreamReader {
  demo: false;
  baseUrl: string;
}

/** The demo upstream from mocks/, answering in-process. */
export interface DemoUpstream extends UpstreamReader {
  demo: true;
  handle: NodeHandler;
}

export type Upstream = RemoteUpstream | DemoUpstream;

export function remoteUpstream(baseUrl: string): RemoteUpstream {
  return { demo: false, baseUrl, fetch: (pathAndQuery, init) => fetch(`${baseUrl}${pathAndQuery}`, init) };
}

/** Loads mocks/ only when asked: with a real upstream the demo store is never built. */
export async function demoUpstream(config: Pick<Config, 'siteUrl' | 'demo'>): Promise<DemoUpstream> {
  const { createDemoUpstream } = await import('@zaowu/mocks/node');
  const demo = createDemoUpstream({
    // Absolute URLs in answers use the configured origin, never the client's Host header.
    siteOrigin: config.siteUrl,
    enableReset: config.demo.enableReset,
    enableTestMembers: config.demo.enableTestMembers,
    dataDir: config.demo.dataDir,
    fresh: config.demo.fresh,
    ...(config.demo.secret ? { secret: config.demo.secret } : {}),
  });
  return {
    demo: true,
    handle: demo.handle,
    fetch: (pathAndQuery, init) => demo.fetch(new Request(`http://demo.invalid${pathAndQuery}`, init)),
  };
}

export async function createUpstream(config: Config): Promise<Upstream> {
  return config.upstreamUrl ? remoteUpstream(config.upstreamUrl) : demoUpstream(config);
}

/**
 * Traces as an operator's collector receives them (OTLP/HTTP JSON): a span per request named by its
 * class, the upstream call as its child, `traceparent` at the upstream naming that child, the trace id
 * on the log lines; nothing of it, and no `traceparent`, while OTEL_EXPORTER_OTLP_ENDPOINT is unset.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { context, propagation, trace } from '@opentelemetry/api';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, ok } from '@zaowu/shared';
import { createApp } from './app.ts';
import { createLogger } from './log.ts';
import { createMetrics } from './metrics.ts';
import { testConfig } from './testing/fixtures.ts';
import { createTracing, tracesEndpoint } from './tracing.ts';
import { remoteUpstream } from './upstream.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

const servers: Server[] = [];
async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const collected: OtlpSpan[] = [];
const upstreamHeaders: IncomingHttpHeaders[] = [];
let collector = '';
let upstream = '';
beforeAll(async () => {
  collector = await listen((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      for (const r of body.resourceSpans) for (const s of r.scopeSpans) collected.push(...s.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  upstream = await listen((req, res) => {
    upstreamHeaders.push(req.headers);
    const page = { total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ok(page)));
  });
});
afterAll(() => {
  servers.forEach((s) => s.close());
  trace.disable();
  context.disable();
  propagation.disable();
});

function loggedApp(tracing: Awaited<ReturnType<typeof createTracing>>) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const config = testConfig({ UPSTREAM_URL: upstream });
  const app = createApp(
    config,
    remoteUpstream(upstream),
    createLogger('info', sink),
    createMetrics(config.webDist),
    tracing,
  );
  return { app, lines };
}

const attr = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value;

describe('tracing', () => {
  it('is off without an endpoint: no traceparent goes upstream', async () => {
    expect(tracesEndpoint({})).toBeNull();
    const { app } = loggedApp(await createTracing({}));
    upstreamHeaders.length = 0;
    await request(app).get(`${endpoints.works.lists.path}?page=1`).expect(200);
    expect(upstreamHeaders[0]!.traceparent).toBeUndefined();
  });

  it('sends a span per request with the upstream call as its child, and the trace id to the upstream and the log', async () => {
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: `${collector}/` })).toBe(`${collector}/v1/traces`);
    const tracing = await createTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: collector });
    const { app, lines } = loggedApp(tracing);
    upstreamHeaders.length = 0;
    await request(app).get(`${endpoints.works.lists.path}?page=1&token=secret-ish`).expect(200);
    // One of the BFF's own reads: the sitemap's list.
    await request(app).get('/art-sitemap.xml').expect(200);
    await tracing.shutdown();

    const traceparent = upstreamHeaders[0]!.traceparent as string;
    const [, traceId, parentId] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceparent) ?? [];
    expect(traceId).toBeDefined();
    const server = collected.find((s) => s.traceId === traceId && s.name === 'GET api-proxy')!;
    const child = collected.find((s) => s.spanId === parentId)!;
    expect(server.kind).toBe(2); // SERVER
    expect(attr(server, 'url.path')?.stringValue).toBe(endpoints.works.lists.path);
    expect(Number(attr(server, 'http.response.status_code')?.intValue)).toBe(200);
    expect(child).toMatchObject({ name: 'GET upstream', traceId, parentSpanId: server.spanId, kind: 3 });
    expect(attr(child, 'url.path')?.stringValue).toBe(endpoints.works.lists.path);
    // Never the query (a token, a signature) in a span.
    expect(JSON.stringify(collected)).not.toContain('secret-ish');

    const sitemap = collected.find((s) => s.name === 'GET sitemap')!;
    const read = collected.find((s) => s.parentSpanId === sitemap.spanId)!;
    expect(read.name).toBe('GET upstream');
    expect(upstreamHeaders[1]!.traceparent).toContain(sitemap.traceId);

    const line = lines
      .map((l) => JSON.parse(l) as { trace_id?: string; req?: { url: string } })
      .find((l) => l.req?.url.startsWith(endpoints.works.lists.path));
    expect(line?.trace_id).toBe(traceId);
  });
});

/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or …_TRACES_ENDPOINT) is set: a span
 * per request named by its route class (`GET page`, `POST api-proxy`), the upstream call as its child
 * (the proxy's, and the BFF's own reads for first paints, sitemaps and pictures), `traceparent` sent
 * to the upstream so its spans join the same trace, and the trace id on the request's log lines. Spans
 * go out in batches over OTLP/HTTP. Without the variable nothing of the SDK is loaded and every hook
 * here is a pass-through.
 *
 * What a span holds is what the log holds: the method, the path without its query (no token, no
 * signature), the status; never a header or a body.
 */
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import {
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import { routeClass } from './route-class.ts';
import type { Upstream } from './upstream.ts';

export interface Tracing {
  /** Express middleware, first in the app: the request's span, active for all it does. */
  requests: RequestHandler;
  /** The proxy is about to send `req` upstream: a child span, and its `traceparent` on the request. */
  proxyStart(req: IncomingMessage, proxyReq: ClientRequest): void;
  /** The upstream answered (its status) or failed (a reason): the child span ends. */
  proxyEnd(req: IncomingMessage, outcome: number | string): void;
  /** The upstream, each of the BFF's own reads a child span carrying `traceparent`. */
  traced(upstream: Upstream): Upstream;
  /** Sends what is left (at the drain). */
  shutdown(): Promise<void>;
}

/** The trace id of the span active where a log line is written, for the line. */
export function activeTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  return span?.isRecording() ? span.spanContext().traceId : undefined;
}

const requestSpans = new WeakMap<IncomingMessage, Span>();

/** The trace id of a request (its log line is written after its context has gone). */
export function requestTraceId(req: IncomingMessage): string | undefined {
  return requestSpans.get(req)?.spanContext().traceId;
}

export const noTracing: Tracing = {
  requests: (_req, _res, next) => next(),
  proxyStart: () => {},
  proxyEnd: () => {},
  traced: (upstream) => upstream,
  shutdown: async () => {},
};

/** Where spans go: the traces endpoint as OTLP/HTTP names it, or null (tracing off). */
export function tracesEndpoint(env: NodeJS.ProcessEnv): string | null {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/$/, '')}/v1/traces` : null;
}

const withoutQuery = (url: string) => url.split('?')[0]!;

function ender(span: Span) {
  return (outcome: number | string) => {
    if (typeof outcome === 'number') {
      span.setAttribute('http.response.status_code', outcome);
      if (outcome >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    } else {
      span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
    }
    span.end();
  };
}

function tracingWith(tracer: Tracer, shutdown: () => Promise<void>): Tracing {
  const upstreamSpans = new WeakMap<IncomingMessage, Span>();
  /** A client span under `parent` (or the active span), and the headers that carry it. */
  const child = (name: string, path: string, parent?: Span) => {
    const ctx = parent ? trace.setSpan(context.active(), parent) : context.active();
    const span = tracer.startSpan(
      name,
      { kind: SpanKind.CLIENT, attributes: { 'url.path': path, 'zaowu.upstream': true } },
      ctx,
    );
    const carrier: Record<string, string> = {};
    propagation.inject(trace.setSpan(ctx, span), carrier);
    return { span, carrier };
  };
  return {
    requests(req, res, next) {
      const path = req.path;
      const span = tracer.startSpan(`${req.method} ${routeClass(path)}`, {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': path,
          'zaowu.route_class': routeClass(path),
        },
      });
      requestSpans.set(req, span);
      const end = ender(span);
      let ended = false;
      const done = () => {
        if (ended) return;
        ended = true;
        end(res.headersSent ? res.statusCode : 'closed before an answer');
      };
      (res as ServerResponse).once('finish', done);
      (res as ServerResponse).once('close', done);
      context.with(trace.setSpan(context.active(), span), next);
    },
    proxyStart(req, proxyReq) {
      const { span, carrier } = child(
        `${req.method} upstream`,
        withoutQuery(req.url ?? ''),
        requestSpans.get(req),
      );
      upstreamSpans.set(req, span);
      for (const [name, value] of Object.entries(carrier)) proxyReq.setHeader(name, value);
    },
    proxyEnd(req, outcome) {
      const span = upstreamSpans.get(req);
      if (!span) return;
      upstreamSpans.delete(req);
      ender(span)(outcome);
    },
    traced(upstream) {
      return {
        ...upstream,
        fetch: async (pathAndQuery, init) => {
          const { span, carrier } = child(`${init?.method ?? 'GET'} upstream`, withoutQuery(pathAndQuery));
          const end = ender(span);
          try {
            const res = await upstream.fetch(pathAndQuery, {
              ...init,
              headers: { ...init?.headers, ...carrier },
            });
            end(res.status);
            return res;
          } catch (err) {
            end((err as Error).name);
            throw err;
          }
        },
      };
    },
    shutdown,
  };
}

/**
 * Tracing as the environment asks: the SDK (loaded only then) exporting to the OTLP endpoint in
 * batches, W3C trace context, AsyncLocalStorage for the active span; else `noTracing`.
 */
export async function createTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing> {
  const url = tracesEndpoint(env);
  if (!url) return noTracing;
  const [
    { TracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    core,
    hooks,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
  ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || 'zaowu-bff' }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  });
  trace.setGlobalTracerProvider(provider);
  context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  return tracingWith(provider.getTracer('zaowu-bff'), () => provider.shutdown());
}

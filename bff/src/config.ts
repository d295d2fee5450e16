/** The BFF's configuration, read from the environment once, validated, with defaults (README). */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ALLOWED_HOSTS, parseFeatures, type FeatureName } from '@zaowu/shared';
import { LOG_LEVELS, type LogLevel } from './log.ts';

export interface Config {
  port: number;
  host: string;
  /** The real API's base URL; null runs the demo upstream in-process. */
  upstreamUrl: string | null;
  /** Public origin for absolute URLs (sitemaps), no trailing slash. */
  siteUrl: string;
  webDist: string;
  proxyTimeoutMs: number;
  /** How long a page's HTML waits for its first data before it goes out as the bare shell. */
  firstPaintTimeoutMs: number;
  allowedHosts: string[];
  /** How long generated sitemaps are reused. */
  sitemapTtlMs: number;
  /** A CDN origin the pages may load assets from (CSP), or null. */
  cdnOrigin: string | null;
  logLevel: LogLevel;
  /** Express "trust proxy": whose X-Forwarded-* headers count (the load balancer's addresses). */
  trustProxy: string;
  /** Server timeouts (ms): a whole request (headers and body), its headers, an idle kept-alive socket. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Addresses that may read /metrics on a direct connection (METRICS_ALLOW, default loopback). */
  metricsAllow: string[];
  /** A port of its own for /metrics (METRICS_PORT); null: /metrics on the main port. */
  metricsPort: number | null;
  /** Where pictures redrawn at widths are kept (routes/pictures.ts), and how many MB at most. */
  pictureCacheDir: string;
  pictureCacheMb: number;
  /**
   * The features switched on (FEATURES, shared/features.ts): a feature that is off has no pages,
   * no sitemap, no buttons, and its calls are answered 404 here without reaching the upstream.
   */
  features: FeatureName[];
  /** The demo upstream's settings (used only when upstreamUrl is null). */
  demo: {
    /** Where the demo keeps its data (demo.sqlite and the uploaded bytes), across restarts. */
    dataDir: string;
    /** Start from the seed again: what dataDir holds is wiped first (DEMO_FRESH=1). */
    fresh: boolean;
    /** The HMAC secret of signed file URLs; null: a random one per start. */
    secret: string | null;
    /** Mounts POST /api/demo/reset (servers started for tests only). */
    enableReset: boolean;
    /** Mounts POST /api/demo/member, a new member per test (servers started for tests only). */
    enableTestMembers: boolean;
  };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The demo's data, in the checkout (git-ignored), so it is where the site was started from. */
const DEFAULT_DATA_DIR = '.data';

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function httpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return url;
}

function logLevelFrom(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return raw as LogLevel;
}

function flagFrom(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0, got "${env[name]}"`);
}

function secretFrom(env: NodeJS.ProcessEnv): string | null {
  const raw = env.DEMO_SECRET?.trim();
  if (!raw) return null;
  if (raw.length < 32) throw new ConfigError('DEMO_SECRET must be at least 32 characters');
  return raw;
}

function featuresFrom(env: NodeJS.ProcessEnv): FeatureName[] {
  try {
    return parseFeatures(env.FEATURES);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env, 'PORT', 3000, 0, 65535);
  const upstream = env.UPSTREAM_URL?.trim() ? httpUrl('UPSTREAM_URL', env.UPSTREAM_URL.trim()) : null;
  const site = env.SITE_URL?.trim() ? httpUrl('SITE_URL', env.SITE_URL.trim()) : null;
  const allowed = env.ALLOWED_HOSTS?.trim()
    ? env.ALLOWED_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
    : [...DEFAULT_ALLOWED_HOSTS];
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    upstreamUrl: upstream ? upstream.href.replace(/\/$/, '') : null,
    siteUrl: site ? site.origin : `http://localhost:${port}`,
    webDist: path.resolve(repoRoot, env.WEB_DIST?.trim() || 'web/dist'),
    proxyTimeoutMs: intFrom(env, 'PROXY_TIMEOUT_MS', 30_000, 100, 600_000),
    firstPaintTimeoutMs: intFrom(env, 'FIRST_PAINT_TIMEOUT_MS', 400, 50, 10_000),
    allowedHosts: allowed,
    sitemapTtlMs: intFrom(env, 'SITEMAP_TTL_MS', 5 * 60_000, 0, 24 * 3600_000),
    cdnOrigin: env.CDN_URL?.trim() ? httpUrl('CDN_URL', env.CDN_URL.trim()).origin : null,
    logLevel: logLevelFrom(env),
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback',
    // Long enough for one 5 MiB upload chunk from a slow phone (~45 KB/s); a request is one chunk.
    requestTimeoutMs: intFrom(env, 'REQUEST_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
    headersTimeoutMs: intFrom(env, 'HEADERS_TIMEOUT_MS', 20_000, 1_000, 120_000),
    // Above nginx's keepalive_timeout (4 s, deploy/nginx.conf), so the proxy closes idle sockets first,
    // and long (as load balancers' 60 s idle): a client that ignores the Keep-Alive hint and reuses a
    // socket just as the server closes it gets ECONNRESET (Playwright's request client did, at 6 s).
    keepAliveTimeoutMs: intFrom(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000, 1_000, 120_000),
    metricsAllow: env.METRICS_ALLOW?.trim()
      ? env.METRICS_ALLOW.split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : ['127.0.0.1', '::1'],
    metricsPort: env.METRICS_PORT?.trim() ? intFrom(env, 'METRICS_PORT', 0, 1, 65535) : null,
    pictureCacheDir: path.resolve(
      repoRoot,
      env.PICTURE_CACHE_DIR?.trim() || path.join(os.tmpdir(), 'zaowu-pictures'),
    ),
    pictureCacheMb: intFrom(env, 'PICTURE_CACHE_MB', 512, 16, 1_000_000),
    features: featuresFrom(env),
    demo: {
      dataDir: path.resolve(repoRoot, env.DATA_DIR?.trim() || DEFAULT_DATA_DIR),
      fresh: flagFrom(env, 'DEMO_FRESH'),
      secret: secretFrom(env),
      enableReset: flagFrom(env, 'DEMO_RESET'),
      enableTestMembers: flagFrom(env, 'DEMO_TEST_MEMBERS'),
    },
  };
}

/** The BFF's configuration, read from the environment once, validated, with defaults (README). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ALLOWED_HOSTS } from '@zaowu/shared';
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
  allowedHosts: string[];
  /** How long generated sitemaps are reused. */
  sitemapTtlMs: number;
  /** A CDN origin the pages may load assets from (CSP), or null. */
  cdnOrigin: string | null;
  logLevel: LogLevel;
  /** Express "trust proxy": whose X-Forwarded-* headers count (the load balancer's addresses). */
  trustProxy: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
    allowedHosts: allowed,
    sitemapTtlMs: intFrom(env, 'SITEMAP_TTL_MS', 5 * 60_000, 0, 24 * 3600_000),
    cdnOrigin: env.CDN_URL?.trim() ? httpUrl('CDN_URL', env.CDN_URL.trim()).origin : null,
    logLevel: logLevelFrom(env),
    trustProxy: env.TRUST_PROXY?.trim() || 'loopback',
  };
}

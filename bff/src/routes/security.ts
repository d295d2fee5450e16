/**
 * Security headers on every response: a Content-Security-Policy that allows no inline script but the
 * shell's own theme boot script, by its hash (taken from the served index.html, so a new build needs
 * no code change); scripts only from self, the WeChat JS-SDK host and the configured CDN; no framing;
 * nosniff; strict-origin-when-cross-origin; HSTS only when the request came over HTTPS.
 */
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { WECHAT_SDK_ORIGIN } from '@zaowu/shared';
import type { Config } from '../config.ts';
import type { ShellFile } from '../shell.ts';

const HSTS = 'max-age=31536000; includeSubDomains';
/** The site asks for none of these (uploads use a file picker; the viewer needs no sensors). */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
].join(', ');

/** sha256 sources for each inline <script> (no src) of the SPA shell that a browser would run. */
function inlineScriptHashes(html: string): string[] {
  // Data blocks (type="application/json": the inlined config and first-page data) never run.
  return [
    ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
}

function contentSecurityPolicy(scriptHashes: readonly string[], cdnOrigin: string | null): string {
  const cdn = cdnOrigin ? [cdnOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, WECHAT_SDK_ORIGIN, ...cdn],
    'script-src-attr': ["'none'"],
    // Radix, sonner and the cropper position things with inline styles; styles run no code.
    'style-src': ["'self'", "'unsafe-inline'", ...cdn],
    'img-src': ["'self'", 'data:', 'blob:', ...cdn],
    'media-src': ["'self'", 'blob:', ...cdn],
    'font-src': ["'self'", 'data:', ...cdn],
    'connect-src': ["'self'", ...cdn],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: Pick<Config, 'cdnOrigin'>, shell: ShellFile): RequestHandler {
  let policy = { html: null as string | null, csp: contentSecurityPolicy([], config.cdnOrigin) };
  const csp = () => {
    const html = shell.read()?.html ?? null;
    if (html !== policy.html) {
      policy = { html, csp: contentSecurityPolicy(html ? inlineScriptHashes(html) : [], config.cdnOrigin) };
    }
    return policy.csp;
  };
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', csp());
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    // Our files are for our pages (link previews fetch directly, not from a page, so CORP is no bar);
    // the hashed build files may also be pulled through a CDN on another site.
    res.setHeader(
      'Cross-Origin-Resource-Policy',
      req.path.startsWith('/assets/') ? 'cross-origin' : 'same-site',
    );
    // Powerful features the site never uses stay off, also for anything a page might embed.
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}

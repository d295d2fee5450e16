/**
 * The built SPA shell (web/dist/index.html), read again only when its mtime changes, with its Brotli
 * and gzip forms made once per change: every page view sends it, so it is never compressed per request.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Shell {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface ShellFile {
  /** The shell, or null before the first build. */
  read(): Shell | null;
}

export function shellFile(webDist: string): ShellFile {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; shell: Shell } | null = null;
  return {
    read() {
      try {
        const { mtimeMs } = statSync(file);
        if (!cached || cached.mtimeMs !== mtimeMs) {
          const html = readFileSync(file, 'utf8');
          const br = brotliCompressSync(html, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          });
          cached = { mtimeMs, shell: { html, br, gzip: gzipSync(html, { level: 9 }) } };
        }
        return cached.shell;
      } catch {
        return null;
      }
    },
  };
}

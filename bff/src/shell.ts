/** The built SPA shell (web/dist/index.html), read again only when its mtime changes. */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ShellFile {
  /** The HTML, or null before the first build. */
  read(): string | null;
}

export function shellFile(webDist: string): ShellFile {
  const file = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return {
    read() {
      try {
        const { mtimeMs } = statSync(file);
        if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
        return cached.html;
      } catch {
        return null;
      }
    },
  };
}

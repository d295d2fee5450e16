/** The browser bundle (pnpm dev) must not reach node built-ins from the demo upstream's entry points. */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const ALLOWED_PACKAGES = [
  'msw',
  'msw/browser',
  'zod',
  '@gltf-transform/core',
  // Member HTML cleaned before it is kept (store/rich-text.ts); pure JS, bundles for the browser.
  'sanitize-html',
  '@zaowu/shared',
  '@noble/hashes/hmac.js',
  '@noble/hashes/pbkdf2.js',
  '@noble/hashes/sha2.js',
  '@noble/hashes/utils.js',
];

function reachable(entry: string): { files: string[]; packages: Set<string> } {
  const files: string[] = [];
  const packages = new Set<string>();
  const queue = [resolve(here, entry)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.includes(file)) continue;
    files.push(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g,
    )) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith('.')) queue.push(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  }
  return { files, packages };
}

describe('browser safety', () => {
  it.each(['api.ts', 'browser.ts'])('%s reaches no node built-ins', (entry) => {
    const { files, packages } = reachable(entry);
    expect(files.length).toBeGreaterThan(20);
    const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
    for (const p of packages) {
      expect(builtins.has(p) || p.startsWith('node:'), `${p} is a node built-in`).toBe(false);
      // shared's modules by subpath are as safe as its index: ESLint keeps node built-ins out of shared.
      if (!p.startsWith('@zaowu/shared/')) expect(ALLOWED_PACKAGES, `unexpected package ${p}`).toContain(p);
    }
    expect(files.some((f) => f.endsWith('node.ts') || f.includes('/testing/'))).toBe(false);
  });
});

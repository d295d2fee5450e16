// @vitest-environment node
/**
 * Every call of the contract is used by a screen (issue 6): the SPA's source, tests aside, names each
 * `endpoints.<group>.<call>`. A call that no screen uses is either a missing feature or dead contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the contract', () => {
  const source = sourceFiles(SRC)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const calls = Object.entries(endpoints).flatMap(([group, byName]) =>
    Object.entries(byName).map(([name, endpoint]) => ({ ref: `endpoints.${group}.${name}`, endpoint })),
  );

  it('has calls to check', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(calls.map((c) => c.endpoint.path)).toContain('/api/user/index');
  });

  it.each(calls.map((c) => [c.ref, c.endpoint.method, c.endpoint.path] as const))(
    '%s (%s %s) is used by a screen',
    (ref) => {
      expect(new RegExp(`\\b${ref.replaceAll('.', '\\.')}\\b`).test(source)).toBe(true);
    },
  );
});

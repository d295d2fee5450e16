import { defineConfig } from 'vitest/config';

// One vitest run over every package; each package is a project with its own environment.
// Timeouts are budgets, not speed checks (bench/ measures speed). The checks run side by side (typecheck,
// lint, knip and these tests on 2 cores), so a file's set-up — a demo upstream seeded and saved to its
// own SQLite file, ~1.8 s alone — once overran vitest's default 10 s hook budget in CI (bff sitemaps:
// its 20 tests skipped). Hooks get the same budget as the tests of their project.
//
// Both cores: vitest's default in a run is one worker fewer than the cores, which on this 2-core machine
// is one worker. The other checks (typecheck, lint, knip) end within the first minutes, and the unit
// tests then ran alone on one core for about eight more (648 s in all on 2026-11-30).
export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects: [
      { test: { name: 'shared', root: 'shared', environment: 'node' } },
      {
        test: {
          name: 'mocks',
          root: 'mocks',
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        test: { name: 'bff', root: 'bff', environment: 'node', testTimeout: 30_000, hookTimeout: 30_000 },
      },
      'web/vitest.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One vitest run over every package; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'shared', environment: 'node' } },
      { test: { name: 'mocks', root: 'mocks', environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'bff', root: 'bff', environment: 'node', testTimeout: 30_000 } },
      'web/vitest.config.ts',
    ],
  },
});

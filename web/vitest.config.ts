import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A budget, not a speed check: a whole page over the demo upstream, on 2 cores shared with the other
    // checks (typecheck, lint, knip run beside these tests), took more than the default 5 s (the first
    // test of a file pays for compiling its pages). Files that render many pages set more.
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});

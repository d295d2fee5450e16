// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import vitest from '@vitest/eslint-plugin';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';

/** Package-level dependency rule (design.md §2): shared ← mocks ← (web dev, bff demo, tests); shared ← web, bff. */
const oneWay = (...names) =>
  names.map((group) => ({
    group: [group, `${group}/*`],
    message: 'Imports point one way only (design.md §2).',
  }));
/**
 * zod only through `@zaowu/shared/zod`, which turns off zod's JIT before any schema is made: its
 * `new Function` breaks the site's CSP (types may still come from zod itself).
 */
const viaSharedZod = {
  regex: '^zod(/.*)?$',
  allowTypeImports: true,
  message: "Import zod from '@zaowu/shared/zod' (shared/src/zod.ts), which sets it up for the CSP.",
};
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...patterns, viaSharedZod] }],
});
const noImport = (...names) => restrict(...oneWay(...names));
/** One state idiom (issue 15): client-state tools come from the app module, never from jotai itself. */
const viaStateModule = {
  group: ['jotai', 'jotai/*'],
  message:
    "Import client-state tools (atom, useAtom, persistedAtom, …) from web/src/lib/state.ts, the app's one module for client state.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'mocks/fixtures/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Member text is never a replacement pattern (issue 21): in `s.replace(x, text)` the text's `$&`, `$\``,
  // `$'` and `$1` paste pieces of `s` (a work titled 晨光$`习作 copied the page into its own title). The
  // replacement is a string literal or a function; anything else, even an escaped value, is refused.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length>=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message:
            "A replacement string that is not a literal reads $&, $`, $' and $1 in it as patterns: pass a function, s.replace(x, () => text).",
        },
      ],
    },
  },
  // No import cycles in the packages' source (issue 15): a cycle makes module order decide what is
  // defined when. Type-only imports are not counted; dynamic import() is.
  {
    files: ['{shared,mocks,bff,web}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Imports name their files (./x.ts), and workspace packages resolve through their exports.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/scripts/**', 'bff/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['shared/**'],
    rules: noImport('@zaowu/mocks', '@zaowu/web', '@zaowu/bff', 'node:*', 'express', 'react'),
  },
  // The one module that imports zod's runtime.
  { files: ['shared/src/zod.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['mocks/**'], rules: noImport('@zaowu/web', '@zaowu/bff') },
  { files: ['bff/**'], rules: noImport('@zaowu/web') },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/main.tsx', 'web/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: restrict(...oneWay('@zaowu/bff', '@zaowu/mocks'), viaStateModule),
  },
  {
    files: ['web/src/main.tsx', 'web/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: restrict(viaStateModule),
  },
  // The app module itself wraps jotai (persistedAtom in its own file, re-exported by lib/state.ts).
  {
    files: ['web/src/lib/state.ts', 'web/src/lib/persisted-atom.ts'],
    rules: noImport('@zaowu/bff', '@zaowu/mocks'),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app/**', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'web/src/components/**', partialMatch: false },
        { type: 'lib', pattern: 'web/src/lib/**', partialMatch: false },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The boundary rule (docs/architecture.md, docs/decisions/010): a feature imports no other feature;
      // what several features use lives below them in lib/ or components/, a page that composes features
      // above them in app/pages/ (and a feature shows another's part through a slot that app fills).
      // components and lib never reach up; app (the composition layer) may import any feature.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'lib' } },
              disallow: { to: { element: { types: { anyOf: ['app', 'feature', 'components'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
          ],
        },
      ],
    },
  },
  // Files with one job (issue 25): a source file over 400 lines, or a function over 150, holds more than
  // one job; split it along them (hooks, components, list/thread/composer, pure helpers).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150 }],
    },
  },
  // A promise nobody awaits or catches fails silently (issue 15). Type-aware: each file is checked in
  // its package's tsconfig through typescript-eslint's project service (TypeScript 6, see README).
  {
    files: ['{web,bff,mocks}/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  // Tests (issue 15): vitest's recommended rules for unit tests, Testing Library's for the SPA's
  // component tests, Playwright's for the end-to-end suite.
  {
    files: ['**/*.test.{ts,tsx}'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // expect(value, message): vitest's second argument names the failing case.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // fast-check's fc.assert throws on a counter-example: it is the property tests' assertion.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'fc.assert'] }],
      // Checks in beforeAll (a fixture is what it should be) and afterEach (calls settled) fail the test too.
      'vitest/no-standalone-expect': ['error', { additionalTestBlockFunctions: ['beforeAll', 'afterEach'] }],
      // Off: invariants over every seeded row or generated input assert per kind of row (if kind X, expect Y).
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['web/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Off: the tests also check what no role query reaches: focus, <head> tags, CSS state classes, no javascript: link or script in sanitized HTML.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
    },
  },
  {
    files: ['e2e/tests/**'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Helpers that assert are named expect… (expectNoSeriousAxe, …).
      'playwright/expect-expect': ['warn', { assertFunctionPatterns: ['^expect'] }],
      // Off: one test runs on the desktop and mobile projects and branches on which (menus, viewports, tap vs click).
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // Off: used only where the test must know the page stopped asking (exact request counts, layout shift, axe on a settled page).
      'playwright/no-networkidle': 'off',
      // Off: a fixed wait proves that something does NOT happen in that time (no chunk asked for, nothing more sent while paused).
      'playwright/no-wait-for-timeout': 'off',
    },
  },
  // One `test` for every spec (issue 25): Playwright's, extended with the shared fixtures (member,
  // memberPage, the typed api, the factories) in e2e/tests/fixtures.ts. Playwright's types may still be imported.
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: restrict({
      group: ['@playwright/test'],
      allowTypeImports: true,
      message: "Import test/expect from ./fixtures.ts (the project's fixtures), not from @playwright/test.",
    }),
  },
);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUILD_ID_LENGTH,
  BUILD_ID_PLACEHOLDER,
  buildInfo,
  buildManifest,
  hashBundle,
  routeModuleFiles,
  type ViteManifest,
} from '../../build/build-info.ts';
import { ROUTE_MODULES } from './route-modules.ts';

/** Trimmed from a real `vite build` manifest: the entry, two shared chunks, three route modules. */
const SAMPLE: ViteManifest = {
  'index.html': {
    file: 'assets/index-Entry111.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-R1.js', '_api-client-A1.js'],
    dynamicImports: ['src/features/home/routes/HomePage.tsx', 'src/app/PlaceholderPage.tsx'],
    css: ['assets/index-Css111.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js', name: 'react' } as ViteManifest[string],
  '_api-client-A1.js': { file: 'assets/api-client-A1.js', imports: ['_react-R1.js'] },
  '_page-title-P1.js': { file: 'assets/page-title-P1.js', imports: ['index.html'] },
  '_auth-U1.js': {
    file: 'assets/auth-U1.js',
    imports: ['index.html', '_page-title-P1.js'],
    css: ['assets/auth-U1.css'],
  },
  '_auth-U1.css': { file: 'assets/auth-U1.css', src: '_auth-U1.css' },
  'src/features/home/routes/HomePage.tsx': {
    file: 'assets/HomePage-H1.js',
    src: 'src/features/home/routes/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_api-client-A1.js', 'index.html', '_page-title-P1.js'],
    css: ['assets/HomePage-H1.css', 'assets/index-Css111.css'],
  },
  'src/features/home/routes/loaders.ts': {
    file: 'assets/loaders-D1.js',
    src: 'src/features/home/routes/loaders.ts',
    isDynamicEntry: true,
    imports: ['_api-client-A1.js', 'index.html', '_home-api-Q1.js'],
  },
  '_home-api-Q1.js': { file: 'assets/home-api-Q1.js', imports: ['_api-client-A1.js'] },
  'src/features/auth/routes/LoginPage.tsx': {
    file: 'assets/LoginPage-L1.js',
    src: 'src/features/auth/routes/LoginPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_auth-U1.js', '_page-title-P1.js'],
    css: ['assets/auth-page-S1.css'],
  },
  'src/app/PlaceholderPage.tsx': {
    file: 'assets/PlaceholderPage-X1.js',
    src: 'src/app/PlaceholderPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_page-title-P1.js'],
    css: ['assets/PlaceholderPage-X1.css'],
  },
};
const SAMPLE_ROUTES = {
  index: ['src/features/home/routes/HomePage.tsx', 'src/features/home/routes/loaders.ts'],
  login: ['src/features/auth/routes/LoginPage.tsx'],
  art: ['src/app/PlaceholderPage.tsx'],
  blog: ['src/app/PlaceholderPage.tsx'],
};
const BUILD = { id: '0123456789ab', timestamp: 1_760_000_000_000 };

describe("the routes' modules, by file name", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

  it("names every route the router has, with its page and its feature's loaders, from the project root", () => {
    const routes = routeModuleFiles(root);
    expect(Object.keys(routes).sort()).toEqual(Object.keys(ROUTE_MODULES).sort());
    expect(routes.index).toEqual([
      'src/features/home/routes/index.page.tsx',
      'src/features/home/routes/loaders.ts',
    ]);
    expect(routes['login-forget']).toEqual(['src/features/auth/routes/login-forget.page.tsx']);
    // A page that composes features is in app/pages/ (its loaders in app/pages/loaders.ts).
    expect(routes.account).toEqual(['src/app/pages/account.page.tsx', 'src/app/pages/loaders.ts']);
    expect(routes['designer-id']).toEqual(['src/app/pages/designer-id.page.tsx', 'src/app/pages/loaders.ts']);
    expect(routes['model-id']).toEqual(['src/app/pages/model-id.page.tsx', 'src/app/pages/loaders.ts']);
    for (const [name, [page, ...rest]] of Object.entries(routes)) {
      expect(page).toMatch(new RegExp(`^src/(features/[\\w-]+/routes|app/pages)/${name}\\.page\\.tsx$`));
      for (const loaders of rest)
        expect(loaders).toMatch(/^src\/(features\/[\w-]+\/routes|app\/pages)\/loaders\.ts$/);
    }
  });
});

describe('build manifest from Vite manifest', () => {
  const manifest = buildManifest(SAMPLE, SAMPLE_ROUTES, BUILD);

  it('carries the id and timestamp', () => {
    expect(manifest).toMatchObject(BUILD);
  });

  it('lists what index.html loads: the entry script first, then its static imports and CSS', () => {
    expect(manifest.entry).toEqual({
      js: ['/assets/index-Entry111.js', '/assets/react-R1.js', '/assets/api-client-A1.js'],
      css: ['/assets/index-Css111.css'],
    });
  });

  it("lists per route its own module first, then the chunks and CSS it needs beyond the entry's", () => {
    // The page and its loaders: each file once, whichever of them brought it.
    expect(manifest.routes.index).toEqual({
      modules: ['src/features/home/routes/HomePage.tsx', 'src/features/home/routes/loaders.ts'],
      js: [
        '/assets/HomePage-H1.js',
        '/assets/page-title-P1.js',
        '/assets/loaders-D1.js',
        '/assets/home-api-Q1.js',
      ],
      css: ['/assets/HomePage-H1.css'],
    });
    expect(manifest.routes.login).toEqual({
      modules: ['src/features/auth/routes/LoginPage.tsx'],
      js: ['/assets/LoginPage-L1.js', '/assets/auth-U1.js', '/assets/page-title-P1.js'],
      css: ['/assets/auth-page-S1.css', '/assets/auth-U1.css'],
    });
    expect(manifest.routes.art).toEqual(manifest.routes.blog);
    expect(manifest.routes.art!.js).toEqual(['/assets/PlaceholderPage-X1.js', '/assets/page-title-P1.js']);
  });

  it('prefixes the public base path', () => {
    const based = buildManifest(SAMPLE, SAMPLE_ROUTES, BUILD, '/static/');
    expect(based.routes.index!.js[0]).toBe('/static/assets/HomePage-H1.js');
  });

  it('fails the build when a route module is not a chunk', () => {
    expect(() => buildManifest(SAMPLE, { gone: ['src/features/gone/routes/Gone.tsx'] }, BUILD)).toThrow(
      /"gone"/,
    );
  });
});

describe('build id', () => {
  const files = [
    { fileName: 'assets/a-1.js', content: 'console.log(1)' },
    { fileName: 'assets/b-2.css', content: new TextEncoder().encode('body{}') },
  ];

  it('is a short hash of the files, whatever their order', () => {
    const id = hashBundle(files);
    expect(id).toMatch(new RegExp(`^[0-9a-f]{${BUILD_ID_LENGTH}}$`));
    expect(hashBundle([...files].reverse())).toBe(id);
    expect(hashBundle([files[0]!, { ...files[1]!, content: 'body{color:red}' }])).not.toBe(id);
    expect(hashBundle([files[0]!, { ...files[1]!, fileName: 'assets/b-3.css' }])).not.toBe(id);
  });

  it('has the placeholder length, so swapping it keeps source maps aligned', () => {
    expect(BUILD_ID_PLACEHOLDER).toHaveLength(BUILD_ID_LENGTH);
  });

  it('is defined for the app: the placeholder when building, "dev" when serving', () => {
    const config = buildInfo().config as (
      u: object,
      e: { command: string },
    ) => { define: Record<string, string> };
    expect(config({}, { command: 'build' }).define.__BUILD_ID__).toBe(JSON.stringify(BUILD_ID_PLACEHOLDER));
    expect(config({}, { command: 'serve' }).define.__BUILD_ID__).toBe('"dev"');
  });

  it('replaces the placeholder in the chunks with the hash of code and assets (not maps or HTML)', () => {
    type Output =
      { type: 'chunk'; fileName: string; code: string } | { type: 'asset'; fileName: string; source: string };
    const bundle: Record<string, Output> = {
      'assets/index-1.js': {
        type: 'chunk',
        fileName: 'assets/index-1.js',
        code: `const id="${BUILD_ID_PLACEHOLDER}";`,
      },
      'assets/page-2.js': { type: 'chunk', fileName: 'assets/page-2.js', code: 'export{}' },
      'assets/index-3.css': { type: 'asset', fileName: 'assets/index-3.css', source: 'body{}' },
    };
    const expected = hashBundle(
      Object.values(bundle).map((o) => ({
        fileName: o.fileName,
        content: o.type === 'chunk' ? o.code : o.source,
      })),
    );
    const generate = (bundleWithExtras: Record<string, Output>) =>
      (buildInfo().generateBundle as { handler: (o: object, b: Record<string, Output>) => void }).handler(
        {},
        bundleWithExtras,
      );
    generate({
      ...bundle,
      'assets/index-1.js.map': { type: 'asset', fileName: 'assets/index-1.js.map', source: '{}' },
      'index.html': { type: 'asset', fileName: 'index.html', source: '<!doctype html>' },
    });
    expect((bundle['assets/index-1.js'] as { code: string }).code).toBe(`const id="${expected}";`);
  });
});

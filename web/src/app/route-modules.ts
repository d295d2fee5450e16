/**
 * The routes' modules, found by file name: `features/<domain>/routes/<route name>.page.tsx` is the
 * page of the shared route table's route of that name (exports `Component`), and the feature's
 * `routes/loaders.ts`, when it has one, holds its pages' loaders keyed by route name. Each page is a
 * chunk of its own and a feature's loaders a small one beside it, imported lazily (import.meta.glob):
 * on navigation the data and the page's code load in parallel. A page that composes several features
 * lives above them, as `app/pages/<route name>.page.tsx` (its loaders, if any, in `app/pages/loaders.ts`).
 * router.test.tsx checks the files against the route table both ways; build/build-info.ts reads the
 * same file names.
 */
import type { LoadersModule, PageModule } from '../lib/route-module.ts';

export interface RouteImports {
  page: () => Promise<PageModule>;
  loaders?: () => Promise<LoadersModule>;
}

// Keys relative to features/ (short: the table is in every first load).
const pages = import.meta.glob<PageModule>('../features/*/routes/*.page.tsx', { base: '../features' });
const loaderModules = import.meta.glob<LoadersModule>('../features/*/routes/loaders.ts', {
  base: '../features',
});

// Pages that compose features, and their loaders.
const composedPages = import.meta.glob<PageModule>('./pages/*.page.tsx');
const composedLoaders = import.meta.glob<LoadersModule>('./pages/loaders.ts')['./pages/loaders.ts'];

/** The feature and route name a page's path names. */
const PAGE_FILE = /^\.\/([\w-]+)\/routes\/([\w-]+)\.page\.tsx$/;
const COMPOSED_PAGE_FILE = /^\.\/pages\/([\w-]+)\.page\.tsx$/;

const imports = (page: RouteImports['page'], loaders: RouteImports['loaders']): RouteImports =>
  loaders ? { page, loaders } : { page };

export const ROUTE_MODULES: Readonly<Record<string, RouteImports>> = Object.fromEntries([
  ...Object.entries(pages).map(([file, page]) => {
    const [, feature, name] = PAGE_FILE.exec(file)!;
    return [name!, imports(page, loaderModules[`./${feature}/routes/loaders.ts`])];
  }),
  ...Object.entries(composedPages).map(([file, page]) => [
    COMPOSED_PAGE_FILE.exec(file)![1]!,
    imports(page, composedLoaders),
  ]),
]);

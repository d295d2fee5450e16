/**
 * Build version files (product.md §7 last line, issue item 10). At build time this plugin
 * - makes the build id: a short SHA-256 of the bundle's chunks and assets, so the same output always
 *   gets the same id and any change to what browsers load gets a new one;
 * - gives it to the app as the compile-time constant `__BUILD_ID__` ('dev' under `vite` serve);
 * - writes `builds/latest.json` = { id, timestamp } and `builds/<id>/manifest.json`: per route, the JS
 *   and CSS files that its modules (its page and its feature's loaders, found by file name as
 *   src/app/route-modules.ts finds them) need beyond the entry's own.
 *
 * The id cannot be hashed into the chunk that carries it, so the chunks are built with a placeholder
 * of the id's exact length (file names and source maps stay valid) that generateBundle swaps for the
 * id hashed over everything else. A chunk's file name already covers the placeholder, and the entry's
 * name covers every chunk it imports, so one entry file name never serves two ids.
 *
 * The swap runs first among generateBundle hooks ('pre'): plugins that copy chunk code later in that
 * hook, such as vite-plugin-compression2 writing the .br/.gz copies, must see the real id. What the
 * later hooks still change (index.html, Vite's manifest, dropping CSS-only chunks) follows from the
 * files hashed here, so the id still names exactly one output.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { BUILDS_DIR, LATEST_BUILD_FILE } from '@zaowu/shared';

const BUILD_MANIFEST_FILE = 'manifest.json';
const DEV_BUILD_ID = 'dev';
export const BUILD_ID_LENGTH = 12;
/** Same length as an id; unlikely anywhere else in a bundle. */
export const BUILD_ID_PLACEHOLDER = '__zaowu_id__';

export interface LatestBuild {
  id: string;
  timestamp: number;
}

interface FileSet {
  js: string[];
  css: string[];
}

export interface BuildManifest extends LatestBuild {
  /** What index.html loads: the entry script, its modulepreloads and stylesheets. */
  entry: FileSet;
  /** Route name → its modules (source paths) and the files they need that the entry does not load. */
  routes: Record<string, FileSet & { modules: string[] }>;
}

/** The subset of Vite's .vite/manifest.json we read. */
interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * Route name → its modules' paths from the project root, by the file names src/app/route-modules.ts
 * globs: `src/features/<domain>/routes/<route name>.page.tsx`, then that feature's
 * `routes/loaders.ts` when there is one; and the pages that compose features,
 * `src/app/pages/<route name>.page.tsx`, then `src/app/pages/loaders.ts` when there is one.
 */
export function routeModuleFiles(root: string): Record<string, string[]> {
  const routes: Record<string, string[]> = {};
  const features = path.join(root, 'src/features');
  for (const feature of readdirSync(features)) {
    const dir = path.join(features, feature, 'routes');
    if (!existsSync(dir)) continue;
    const loaders = existsSync(path.join(dir, 'loaders.ts'))
      ? [`src/features/${feature}/routes/loaders.ts`]
      : [];
    for (const file of readdirSync(dir)) {
      const name = /^([\w-]+)\.page\.tsx$/.exec(file)?.[1];
      if (name) routes[name] = [`src/features/${feature}/routes/${file}`, ...loaders];
    }
  }
  const composed = path.join(root, 'src/app/pages');
  if (existsSync(composed)) {
    const loaders = existsSync(path.join(composed, 'loaders.ts')) ? ['src/app/pages/loaders.ts'] : [];
    for (const file of readdirSync(composed)) {
      const name = /^([\w-]+)\.page\.tsx$/.exec(file)?.[1];
      if (name) routes[name] = [`src/app/pages/${file}`, ...loaders];
    }
  }
  if (Object.keys(routes).length === 0) throw new Error(`build-info: no route pages under ${features}`);
  return routes;
}

/** The files a manifest chunk loads with it: itself, its static imports (depth first), their CSS. */
function closure(manifest: ViteManifest, key: string, base: string, out: FileSet, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`build-info: "${key}" is not in Vite's manifest`);
  out.js.push(base + chunk.file);
  for (const css of chunk.css ?? []) if (!out.css.includes(base + css)) out.css.push(base + css);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, base, out, seen);
}

/** Maps Vite's manifest to the per-build manifest: the entry's files, then each route's extra files. */
export function buildManifest(
  viteManifest: ViteManifest,
  routeModules: Record<string, string[]>,
  build: LatestBuild,
  base = '/',
): BuildManifest {
  const entries = Object.keys(viteManifest).filter((k) => viteManifest[k]!.isEntry);
  if (entries.length === 0) throw new Error('build-info: Vite manifest has no entry');
  const entry: FileSet = { js: [], css: [] };
  const entrySeen = new Set<string>();
  for (const key of entries) closure(viteManifest, key, base, entry, entrySeen);

  const routes: BuildManifest['routes'] = {};
  for (const [name, modules] of Object.entries(routeModules)) {
    const files: FileSet = { js: [], css: [] };
    const seen = new Set(entrySeen);
    for (const module of modules) {
      if (!viteManifest[module]) {
        throw new Error(`build-info: route "${name}" module ${module} is not a chunk of this build`);
      }
      closure(viteManifest, module, base, files, seen);
    }
    routes[name] = {
      modules,
      js: files.js,
      css: files.css.filter((f) => !entry.css.includes(f)),
    };
  }
  return { ...build, entry, routes };
}

/** Short SHA-256 over the emitted files (name and content), in name order. */
export function hashBundle(files: Iterable<{ fileName: string; content: string | Uint8Array }>): string {
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) =>
    a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0,
  )) {
    hash.update(f.fileName).update('\0').update(f.content).update('\0');
  }
  return hash.digest('hex').slice(0, BUILD_ID_LENGTH);
}

/**
 * Files that decide the id: code and assets, not source maps, HTML, Vite's own metadata, or the
 * precompressed copies of other files.
 */
const countsForId = (fileName: string) =>
  !/\.(?:map|html|br|gz)$/.test(fileName) && !fileName.startsWith('.vite/');

export function buildInfo(): Plugin {
  let config: ResolvedConfig;
  let id = '';
  return {
    name: 'zaowu:build-info',
    config: (_user, { command }) => ({
      define: { __BUILD_ID__: JSON.stringify(command === 'build' ? BUILD_ID_PLACEHOLDER : DEV_BUILD_ID) },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const outputs = Object.values(bundle);
        id = hashBundle(
          outputs
            .filter((o) => countsForId(o.fileName))
            .map((o) => ({ fileName: o.fileName, content: o.type === 'chunk' ? o.code : o.source })),
        );
        for (const o of outputs) {
          if (o.type === 'chunk' && o.code.includes(BUILD_ID_PLACEHOLDER)) {
            o.code = o.code.replaceAll(BUILD_ID_PLACEHOLDER, () => id);
          }
        }
      },
    },
    writeBundle: {
      order: 'post',
      handler() {
        const { root, base } = config;
        const outDir = path.resolve(root, config.build.outDir);
        const manifestSetting = config.build.manifest;
        if (!manifestSetting) throw new Error('build-info: set build.manifest so route files can be listed');
        const manifestFile = typeof manifestSetting === 'string' ? manifestSetting : '.vite/manifest.json';
        const viteManifest = JSON.parse(
          readFileSync(path.join(outDir, manifestFile), 'utf8'),
        ) as ViteManifest;
        // SOURCE_DATE_EPOCH (reproducible builds) when set; otherwise when this build ran.
        const epoch = Number(process.env.SOURCE_DATE_EPOCH);
        const latest: LatestBuild = {
          id,
          timestamp: Number.isFinite(epoch) && epoch > 0 ? epoch * 1000 : Date.now(),
        };
        const manifest = buildManifest(viteManifest, routeModuleFiles(root), latest, base);

        const buildDir = path.join(outDir, BUILDS_DIR, id);
        mkdirSync(buildDir, { recursive: true });
        writeFileSync(path.join(buildDir, BUILD_MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
        writeFileSync(path.join(outDir, BUILDS_DIR, LATEST_BUILD_FILE), JSON.stringify(latest) + '\n');
        config.logger.info(
          `build id ${id}: ${BUILDS_DIR}/${LATEST_BUILD_FILE}, ${BUILDS_DIR}/${id}/${BUILD_MANIFEST_FILE}`,
        );
      },
    },
  };
}

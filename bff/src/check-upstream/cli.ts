/**
 * npm run check-upstream -- <url> [--token T [--write]] [--features "-comments,-goods"] [--json]
 *
 * Probes the API at <url> against the contract (check.ts says how, without changing its data) and
 * prints a table per feature (with --write, a test member's writes too, each undone: writes.ts) with the FEATURES line that switches off what is missing. Exits 1 when a
 * call of the core or of a switched-on feature fails (FEATURES from --features, else the environment),
 * 2 on a bad command line.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FEATURE_NAMES, parseFeatures } from '@zaowu/shared';
import { OPENAPI_FILE } from '../routes/contract.ts';
import { FAILING, checkUpstream } from './check.ts';
import { requiredFields } from './contract.ts';
import { report } from './report.ts';

function usage(message: string): never {
  console.error(
    `${message}\n用法：npm run check-upstream -- <接口地址> [--token T [--write]] [--features "-comments"] [--json]`,
  );
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    token: { type: 'string' },
    features: { type: 'string' },
    'site-url': { type: 'string' },
    json: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const target = positionals[0];
if (!target || positionals.length > 1) usage('需要且只需要一个接口地址。');
if (values.write && !values.token) usage('--write 需要 --token（测试会员的令牌）。');
let base: URL;
try {
  base = new URL(target);
} catch {
  usage(`不是网址：${target}`);
}
if (base.protocol !== 'http:' && base.protocol !== 'https:') usage(`只支持 http 与 https：${target}`);
let on;
try {
  on = parseFeatures(values.features ?? process.env.FEATURES);
} catch (err) {
  usage((err as Error).message);
}
const off = FEATURE_NAMES.filter((name) => !on.includes(name));

const results = await checkUpstream({
  baseUrl: base.href.replace(/\/$/, ''),
  ...(values.token ? { token: values.token } : {}),
  ...(values['site-url'] ? { siteUrl: values['site-url'] } : {}),
  off,
  write: values.write,
  required: requiredFields(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'))),
});
const text = values.json
  ? JSON.stringify(
      results.map(({ key, feature, status, detail }) => ({ key, feature, status, detail })),
      null,
      2,
    )
  : report(results);
process.stdout.write(`${text}\n`);
process.exitCode = results.some((r) => FAILING.has(r.status)) ? 1 : 0;

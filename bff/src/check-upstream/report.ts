/** check-upstream's table: per feature, what its calls did, then the calls that failed and the FEATURES line. */
import { FEATURES, FEATURE_NAMES, featuresLine, type FeatureName } from '@zaowu/shared';
import { FAILING, type CallResult, type Status } from './check.ts';

const COLUMNS: ReadonlyArray<[Status | 'exists', string]> = [
  ['ok', '形状已核对'],
  ['exists', '存在未核对'],
  ['missing', '缺失'],
  ['wrong-shape', '形状不符'],
  ['auth-wrong', '鉴权不符'],
  ['error', '出错'],
  ['unprobed', '未探测'],
];

/** The call is there (it refused a visitor or the incomplete request), its answer not seen. */
const EXISTS: ReadonlySet<Status> = new Set(['refused', 'auth-only']);

const STATUS_TEXT: Record<Status, string> = {
  ok: '形状已核对',
  refused: '已实现（拒绝了样例）',
  'auth-only': '已实现（未登录被 401 拒绝）',
  missing: '缺失',
  'wrong-shape': '形状不符',
  'auth-wrong': '鉴权不符',
  error: '出错',
  unprobed: '未探测',
};

/** Display width: a CJK character takes two columns. */
const width = (text: string) => [...text].reduce((w, ch) => w + (/[\u2E80-\uFFEF]/.test(ch) ? 2 : 1), 0);
const pad = (text: string, to: number) => text + ' '.repeat(Math.max(0, to - width(text)));

/** Features with a call that failed: the ones to switch off. */
export function featuresToSwitchOff(results: readonly CallResult[]): FeatureName[] {
  const failing = new Set(results.filter((r) => FAILING.has(r.status) && r.feature).map((r) => r.feature!));
  return FEATURE_NAMES.filter((name) => failing.has(name));
}

/** Core calls (of no feature) that failed: the site cannot run in front of this API until they work. */
const coreFailures = (results: readonly CallResult[]) =>
  results.filter((r) => r.feature === null && FAILING.has(r.status));

export function report(results: readonly CallResult[]): string {
  const groups: Array<[string, CallResult[]]> = [
    ['core 必需', results.filter((r) => r.feature === null)],
    ...FEATURE_NAMES.map((name): [string, CallResult[]] => [
      `${name} ${FEATURES[name].label}`,
      results.filter((r) => r.feature === name),
    ]),
  ];
  const first = Math.max(...groups.map(([label]) => width(label))) + 2;
  const lines = [pad('功能', first) + pad('调用', 6) + COLUMNS.map(([, head]) => pad(head, 12)).join('')];
  for (const [label, calls] of groups) {
    const count = (column: Status | 'exists') =>
      calls.filter((c) => (column === 'exists' ? EXISTS.has(c.status) : c.status === column)).length;
    lines.push(
      pad(label, first) +
        pad(String(calls.length), 6) +
        COLUMNS.map(([col]) => pad(String(count(col)), 12)).join(''),
    );
  }
  for (const [label, calls] of groups) {
    const failed = calls.filter((r) => FAILING.has(r.status));
    if (failed.length === 0) continue;
    lines.push('', `${label}：没有通过的调用`);
    for (const r of failed)
      lines.push(
        `  ✗ ${r.key}  ${r.endpoint.method} ${r.endpoint.path} — ${STATUS_TEXT[r.status]}${r.detail ? `：${r.detail}` : ''}`,
      );
  }
  const off = featuresToSwitchOff(results);
  const core = coreFailures(results);
  lines.push('');
  if (core.length > 0)
    lines.push(`✗ 有 ${core.length} 个必需调用没有通过：网站不能在这个接口前运行，开关也帮不了。`);
  if (off.length > 0) lines.push(`建议在 BFF 的环境里关闭缺失的功能：`, `  ${featuresLine(off)}`);
  else if (core.length === 0) lines.push('✓ 所有探测的调用都符合约定。');
  return lines.join('\n');
}

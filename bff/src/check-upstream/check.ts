/**
 * Probes an API the site would run in front of, call by call of the contract (shared/endpoints.ts),
 * and says what each call does: answers in the contract's shape, is missing, answers in another shape
 * (with the zod path), or gets the sign-in rule wrong. What it sends never changes the API's data:
 * - a read (GET) gets a sample request whose ids come from the API's own lists (a work from
 *   works.lists, a shop from shop.lists …), its answer checked against the answer schema;
 * - a write (POST), and the two GETs that change something, get a request missing its required
 *   fields, which a server that has the call refuses (the envelope's failure) before doing anything;
 *   a member's write with no required field (logout, the tour's finish …) is sent only without the
 *   token, which must be refused with 401;
 * - a member call without a token must be refused with 401; with `token` (a test member's) its read
 *   is checked like a public one.
 * Required fields are read from the published contract (docs/openapi.json), answers checked with
 * the shared zod schemas, grouped by the features of shared/features.ts.
 */
import {
  ALL_ENDPOINTS,
  TOKEN_HEADER,
  featureOfCall,
  isEnvelope,
  type Endpoint,
  type Envelope,
  type FeatureName,
} from '@zaowu/shared';
import { responseSchemas, type EndpointKey } from '@zaowu/shared/schemas';
import { readBytesBounded } from '../first-paint/read-bounded.ts';
import { runWrites, type Samples, type Step } from './writes.ts';

export type Status =
  /** Answered the sample in the contract's shape. */
  | 'ok'
  /** Exists: refused the sample or the incomplete request with the envelope's failure. */
  | 'refused'
  /** A member call that refused a visitor with 401; its answer was not seen (no token given). */
  | 'auth-only'
  | 'missing'
  | 'wrong-shape'
  | 'auth-wrong'
  /** 5xx, a timeout, an answer that is not JSON. */
  | 'error'
  /** Not sent: it would change data, or its feature is switched off. */
  | 'unprobed';

export const FAILING: ReadonlySet<Status> = new Set(['missing', 'wrong-shape', 'auth-wrong', 'error']);

export interface CallResult {
  key: string;
  endpoint: Endpoint;
  feature: FeatureName | null;
  status: Status;
  /** HTTP status, the refusal's msg, the zod path …; '' when there is nothing to add. */
  detail: string;
}

export interface CheckOptions {
  /** The API's base URL (no trailing slash): the upstream itself, or a site that proxies /api. */
  baseUrl: string;
  /** A test member's token: member reads are then checked too. */
  token?: string;
  /** Features switched off: their calls are not probed. */
  off?: readonly FeatureName[];
  /** Required fields per call key, from docs/openapi.json (contract.ts reads it). */
  required: ReadonlyMap<string, readonly string[]>;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** The origin share.getWxConfig is asked about; default baseUrl. */
  siteUrl?: string;
  /**
   * With `token`: also send writes for real, in sequences that undo themselves (writes.ts), their
   * answers checked against the schemas. For a test member on a test API.
   */
  write?: boolean;
}

/** The most of one answer read; a larger one is an error, not read further. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** Calls that change data although they are GETs: probed like writes. */
const GET_WRITES = new Set(['message.setRead', 'linkChecker.create']);

/** What a missing call may answer with HTTP 200: the envelope's failure saying the route is not there. */
const NOT_FOUND_MSG = /not found|no route|接口不存在|不存在的接口|未找到接口/i;

interface Answer {
  http: number;
  envelope: Envelope<unknown> | null;
  problem: string;
}

/** Where each sample comes from: these reads go first. */
const SOURCES: Record<string, (data: unknown, s: Samples) => void> = {
  'works.lists': (d, s) => {
    const first = (d as { data?: { id: number; author?: { id: number } }[] }).data?.[0];
    s.work = first?.id;
    s.user = first?.author?.id;
  },
  'community.lists': (d, s) => {
    s.topic = (d as { data?: { id: number }[] }).data?.[0]?.id;
  },
  'designer.lists': (d, s) => {
    s.designer = (d as { data?: { id: number }[] }).data?.[0]?.id;
    s.user ??= s.designer;
  },
  'shop.lists': (d, s) => {
    s.shop = (d as { data?: { id: number }[] }).data?.[0]?.id;
  },
  'shop.goodsList': (d, s) => {
    s.goods = (d as { data?: { id: number }[] }).data?.[0]?.id;
  },
  'favorite.folders': (d, s) => {
    s.favoriteFolder = (d as { id: number }[])[0]?.id;
  },
  'user.getTradeList': (d, s) => {
    // order.detail is the buyer's: a trade the member paid.
    const rows = (d as { data?: { id: number; order_no: string; direction: string }[] }).data ?? [];
    s.trade = rows.find((t) => t.direction === 'buy') ?? rows[0];
  },
  'folder.lists': (d, s) => {
    s.diskFile = (d as { files?: { id: number }[] }).files?.[0]?.id;
  },
};

/** Fields a read is asked with although the contract does not require them (a useful first page). */
const OPTIONAL_SAMPLES: Record<string, Record<string, string>> = {
  'message.byType': { messageType: '1' },
};

/** A required query field's sample value for this call; 1 where no list offered one. */
function sampleValue(key: string, field: string, s: Samples, siteUrl: string): string {
  const id = (value: number | undefined) => String(value ?? 1);
  switch (field) {
    case 'id': {
      const byKey: Record<string, number | undefined> = {
        'works.detail': s.work,
        'works.related': s.work,
        'works.relation': s.work,
        'community.detail': s.topic,
        'designer.detail': s.designer,
        'shop.detail': s.shop,
        'shop.goodsDetail': s.goods,
        'favorite.detail': s.favoriteFolder,
        'user.getTrade': s.trade?.id,
        'order.detail': s.trade?.id,
        'folder.downFile': s.diskFile,
      };
      return id(byKey[key]);
    }
    case 'user_id':
      return id(s.user);
    case 'work_id':
      return id(s.work);
    case 'target':
      return 'work';
    case 'target_id':
      return id(s.work);
    case 'order_no':
      return s.trade?.order_no ?? 'ZW-CHECK-UPSTREAM';
    case 'range':
      return '7';
    case 'keyword':
      return '模型';
    case 'url':
      return `${siteUrl}/`;
    case 'messageType':
      return '1';
    default:
      return '1';
  }
}

/** Sends `input` as the call's query (GET) or JSON body (POST; `{}` without one). */
async function ask(
  options: CheckOptions,
  endpoint: Endpoint,
  input: Record<string, unknown> | null,
  withToken: boolean,
): Promise<Answer> {
  const query =
    endpoint.method === 'GET' && input
      ? new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]))
      : null;
  const url = `${options.baseUrl}${endpoint.path}${query && query.size > 0 ? `?${query}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (withToken && options.token) headers[TOKEN_HEADER] = options.token;
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  };
  if (endpoint.method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input ?? {});
  }
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, init);
    text = (await readBytesBounded(res, MAX_ANSWER_BYTES)).toString('utf8');
  } catch (err) {
    return { http: 0, envelope: null, problem: (err as Error).message };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { http: res.status, envelope: null, problem: `HTTP ${res.status}，回答不是 JSON` };
  }
  return isEnvelope(parsed)
    ? { http: res.status, envelope: parsed, problem: '' }
    : { http: res.status, envelope: null, problem: `HTTP ${res.status}，回答不是 {code, msg, data}` };
}

function judge(
  key: string,
  endpoint: Endpoint,
  answer: Answer,
  kind: 'read' | 'incomplete' | 'visitor',
): { status: Status; detail: string } {
  const { http, envelope } = answer;
  if (http === 404 || (envelope?.code === 0 && NOT_FOUND_MSG.test(envelope.msg)))
    return { status: 'missing', detail: `HTTP ${http}${envelope ? `，${envelope.msg}` : ''}` };
  if (kind === 'visitor')
    return http === 401
      ? { status: 'auth-only', detail: '' }
      : { status: 'auth-wrong', detail: `会员调用没带 token 却得到 HTTP ${http}（应为 401）` };
  if (http === 401)
    return endpoint.auth
      ? { status: 'auth-wrong', detail: 'token 被拒（401）：它是有效的测试会员吗？' }
      : { status: 'auth-wrong', detail: '公开调用要求登录（401）' };
  if (http === 0 || http >= 500) return { status: 'error', detail: answer.problem || `HTTP ${http}` };
  if (!envelope) return { status: 'wrong-shape', detail: answer.problem };
  if (envelope.code === 0) return { status: 'refused', detail: envelope.msg };
  if (kind === 'incomplete') return { status: 'wrong-shape', detail: '收下了缺少必填字段的请求（code 1）' };
  const parsed = responseSchemas[key as EndpointKey].safeParse(envelope.data);
  if (parsed.success) return { status: 'ok', detail: '' };
  const issue = parsed.error.issues[0]!;
  return {
    status: 'wrong-shape',
    detail: `data${issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${issue.message}`,
  };
}

/** Probes every call of the contract; the lists that give samples first. */
export async function checkUpstream(options: CheckOptions): Promise<CallResult[]> {
  const samples: Samples = {};
  const siteUrl = options.siteUrl ?? options.baseUrl;
  const off = new Set(options.off ?? []);
  const byKey = new Map<string, CallResult>();
  const order = [
    ...ALL_ENDPOINTS.filter((e) => e.key in SOURCES),
    ...ALL_ENDPOINTS.filter((e) => !(e.key in SOURCES)),
  ];
  for (const { key, endpoint } of order) {
    const feature = featureOfCall(key);
    const result = (status: Status, detail = '') =>
      byKey.set(key, { key, endpoint, feature, status, detail });
    if (feature && off.has(feature)) {
      result('unprobed', '功能已关闭');
      continue;
    }
    const required = options.required.get(key) ?? [];
    const isWrite = endpoint.method === 'POST' || GET_WRITES.has(key);
    const incomplete = isWrite && required.length > 0;
    // A write that nothing can be left out of is sent only as a visitor's, which must be refused.
    if (endpoint.auth && (!options.token || (isWrite && !incomplete))) {
      // A visitor's request changes nothing: a server must refuse it before reading further.
      const answer = await ask(options, endpoint, null, false);
      const { status, detail } = judge(key, endpoint, answer, 'visitor');
      result(status, detail);
      continue;
    }
    if (isWrite) {
      if (!incomplete) {
        result('unprobed', '写操作，没有必填字段可省略，不发送');
        continue;
      }
      const answer = await ask(options, endpoint, null, true);
      const { status, detail } = judge(key, endpoint, answer, 'incomplete');
      result(status, detail);
      continue;
    }
    const query: Record<string, string> = { ...OPTIONAL_SAMPLES[key] };
    for (const field of required) query[field] = sampleValue(key, field, samples, siteUrl);
    const answer = await ask(options, endpoint, query, true);
    const { status, detail } = judge(key, endpoint, answer, 'read');
    if (status === 'ok') SOURCES[key]?.(answer.envelope!.data, samples);
    result(status, detail);
  }
  if (options.write && options.token) {
    const endpointOf = new Map(ALL_ENDPOINTS.map((e) => [e.key, e.endpoint]));
    // A write sent for real: its answer checked like a read's, its result replacing the probe's.
    const step: Step = async (key, input) => {
      const endpoint = endpointOf.get(key)!;
      const feature = featureOfCall(key);
      if (feature && off.has(feature)) return null;
      const answer = await ask(options, endpoint, input, true);
      const { status, detail } = judge(key, endpoint, answer, 'read');
      if (endpoint.method === 'POST' || GET_WRITES.has(key))
        byKey.set(key, { key, endpoint, feature, status, detail: detail || '已实际写入并清理' });
      return status === 'ok' ? answer.envelope!.data : null;
    };
    await runWrites(step, samples);
  }
  return ALL_ENDPOINTS.map((e) => byKey.get(e.key)!);
}

/**
 * The contract as OpenAPI 3.1 (docs/openapi.json), for a team that implements the API Zaowu runs in
 * front of. Made from the one source the site and the demo are checked against: every call of
 * `endpoints` (method, path, auth, body limit, `assumed`), the answer schemas of `responseSchemas`
 * (shared/schemas.ts) and the input schemas of `requestSchemas` (shared/requests.ts), which the demo's
 * handlers validate with (handlers/route.ts), turned
 * into JSON Schema 2020-12 by zod. `node scripts/openapi.ts` writes the file; openapi.test.ts fails
 * when the file is not what this makes.
 */
import { ALL_ENDPOINTS, TOKEN_HEADER, bodyLimitOf, type Endpoint } from '@zaowu/shared';
import * as answers from '@zaowu/shared/schemas';
import { responseSchemas, type EndpointKey } from '@zaowu/shared/schemas';
import * as z from '@zaowu/shared/zod';
import { requestSchemas } from '@zaowu/shared/requests';

type Json = Record<string, unknown>;

/** What each group of calls is for, in the tags' order (the first part of a call's key). */
const TAGS: Record<string, string> = {
  user: '会员：登录注册、资料、余额与提现、店铺商品、私信、引导',
  sms: '短信验证码',
  works: '作品：列表、详情、发布、点赞与下载、发现',
  favorite: '收藏夹',
  collection: '合集',
  community: '社区话题',
  comment: '评论',
  note: '笔记',
  review: '评价',
  designer: '设计师',
  shop: '店铺与商品、下单',
  order: '订单',
  address: '收货地址',
  feedback: '意见反馈',
  publicUser: '公开的会员主页',
  folder: '云盘',
  message: '通知',
  certification: '实名认证',
  upload: '分片上传',
  share: '微信分享',
  linkChecker: '404 链接检查',
};

/**
 * The answer schemas by their names in shared/schemas.ts: each is written once under
 * components/schemas and referred to wherever a call's input or answer holds it.
 */
const named = z.registry<{ id: string }>();
for (const [name, value] of Object.entries(answers))
  if (value instanceof z.ZodType && name !== 'responseSchemas') named.add(value, { id: name });

/** JSON Schema of a zod schema; the named schemas it holds go into `components`. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  const json = z.toJSONSchema(schema, {
    io,
    metadata: named,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  delete json.$schema;
  // A named schema read as input may differ from the answer (defaults, transforms): kept apart.
  const idOf = (name: string) => (io === 'input' ? `${name}Input` : name);
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? `#/components/schemas/${idOf(v.slice('#/$defs/'.length))}`
          : rewrite(v);
    }
    return out;
  };
  for (const [name, def] of Object.entries(defs)) components[idOf(name)] ??= rewrite(def) as Json;
  return rewrite(json) as Json;
}

/**
 * zod leaves a field out of `required` when its input passes through a transform after a preprocess
 * (messageType, a goods status), though the handler refuses a request without it: a field is
 * required when its own schema refuses `undefined`, which is what the handler does.
 */
function withRequired(input: z.ZodType, json: Json): Json {
  if (!(input instanceof z.ZodObject)) return json;
  const shape = input.shape as Record<string, z.ZodType>;
  const listed = new Set((json.required ?? []) as string[]);
  for (const [field, schema] of Object.entries(shape))
    if (!schema.safeParse(undefined).success) listed.add(field);
  const order = Object.keys(shape);
  return listed.size === 0 ? json : { ...json, required: order.filter((f) => listed.has(f)) };
}

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: {
    code: {
      type: 'integer',
      enum: [0, 1],
      description: '1 成功；0 失败（data 为 null，msg 为给用户看的中文原因）',
    },
    msg: { type: 'string' },
    data: { anyOf: [data, { type: 'null' }] },
  },
});

const refusal = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

/** GET input as query parameters: one per property of its object schema. */
function queryParameters(input: Json): Json[] {
  const properties = (input.properties ?? {}) as Record<string, Json>;
  const required = new Set((input.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function operation(
  key: string,
  endpoint: Endpoint,
  input: z.ZodType,
  components: Record<string, Json>,
): Json {
  const [tag, name] = key.split('.') as [string, string];
  const request = withRequired(input, schemaOf(input, 'input', components));
  const responses: Json = {
    200: {
      description: '信封 {code, msg, data}：业务上的成功与失败都以 HTTP 200 回答',
      content: {
        'application/json': {
          schema: envelope(schemaOf(responseSchemas[key as EndpointKey], 'output', components)),
        },
      },
    },
  };
  if (endpoint.auth) responses[401] = refusal('没有或无效的 token：需要登录');
  if (endpoint.method === 'POST') {
    responses[400] = refusal('请求体不是合法的 JSON，或嵌套过深');
    responses[413] = refusal(`请求体超过 ${bodyLimitOf(endpoint)} 字节，未读完即拒绝`);
    responses[429] = refusal('这个客户端同时在传的请求体太多，稍后再试');
  }
  const op: Json = {
    operationId: key.replace('.', '_'),
    tags: [tag],
    summary: name,
    ...(endpoint.auth ? { security: [{ token: [] }] } : { security: [] }),
    responses,
    'x-zaowu-assumed': endpoint.assumed === true,
    ...(endpoint.bodyLimit ? { 'x-zaowu-body-limit': endpoint.bodyLimit } : {}),
  };
  if (endpoint.method === 'GET') {
    const parameters = queryParameters(request);
    if (parameters.length > 0) op.parameters = parameters;
  } else {
    const type = endpoint.multipart ? 'multipart/form-data' : 'application/json';
    op.requestBody = { required: true, content: { [type]: { schema: request } } };
  }
  return op;
}

export function buildOpenApi(): Json {
  const components: Record<string, Json> = {};
  const paths: Record<string, Record<string, Json>> = {};
  for (const { key, endpoint } of ALL_ENDPOINTS) {
    const input = requestSchemas[key as EndpointKey];
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(
      key,
      endpoint,
      input,
      components,
    );
  }
  return {
    openapi: '3.1.1',
    info: {
      title: '造物 Zaowu API',
      version: '1',
      description:
        '造物的网站（BFF 与单页应用）在它前面运行的接口。每个调用以信封 {code, msg, data} 回答；' +
        '会员调用在 `token` 请求头里带登录令牌。`x-zaowu-assumed: true` 的调用不在最初的产品规格里，' +
        '是页面需要而补上的（评论、私信、拉黑、话题、商品页、卖家资金、提现……）。',
    },
    servers: [{ url: '/', description: '与网站同源（BFF 把 /api 与 /webApi 转发给它）' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER, description: '登录得到的令牌' },
      },
      schemas: {
        Refusal: envelope({ type: 'null' }),
        ...Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      },
    },
  };
}

/** Where the document is kept, in the repository's docs/. */
export const OPENAPI_FILE = new URL('../../docs/openapi.json', import.meta.url);

/** The document as the file holds it. */
export const openApiText = (doc: Json) => `${JSON.stringify(doc, null, 2)}\n`;

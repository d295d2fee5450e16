/** Contract ⇄ mocks: every call is served, answers code 1 with data that fits its schema, and guards auth. */
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, TOKEN_HEADER, type Endpoint } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import { responseSchemas, type EndpointKey } from '@zaowu/shared/schemas';
import { contractInputs } from './handlers/index.ts';
import { demoForFile, type Answer } from './testing/harness.ts';
import { SAMPLE_HEADERS, SAMPLES } from './testing/samples.ts';

const demo = demoForFile();

async function send(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<Answer> {
  if (!endpoint.multipart) return demo.call(endpoint, input, token, headers);
  const form = new FormData();
  for (const [k, v] of Object.entries(input)) form.append(k, v instanceof Blob ? v : String(v));
  const res = await fetch(`${demo.base}${endpoint.path}`, {
    method: 'POST',
    body: form,
    headers: token ? { [TOKEN_HEADER]: token } : {},
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const entries = ALL_ENDPOINTS.map(({ key, endpoint }) => ({ key: key as EndpointKey, endpoint }));
const memberCalls = entries.filter((e) => e.endpoint.auth);

describe('every contract call', () => {
  it('has a sample and a schema for each key, and nothing extra', () => {
    const keys = entries.map((e) => e.key).sort();
    expect(Object.keys(SAMPLES).sort()).toEqual(keys);
    expect(Object.keys(responseSchemas).sort()).toEqual(keys);
    expect(Object.keys(requestSchemas).sort()).toEqual(keys);
  });

  it("validates each call's input with the call's own request schema (shared requests.ts)", () => {
    const inputs = contractInputs();
    for (const { key } of entries) expect(inputs.get(key), key).toBe(requestSchemas[key]);
  });

  it.each(entries)('$key is handled (never "接口不存在")', async ({ endpoint }) => {
    const token = await demo.login();
    const res = await send(endpoint, {}, token);
    expect(res.status).not.toBe(404);
    expect(res.body.msg).not.toBe('接口不存在');
    expect([0, 1]).toContain(res.body.code);
  });

  it.each(entries)('$key answers code 1 with data matching its schema', async ({ key, endpoint }) => {
    const token = endpoint.auth ? await demo.login() : null;
    const context = { db: demo.upstream.db, demo, token };
    const input = await SAMPLES[key](context);
    const res = await send(endpoint, input, token, await SAMPLE_HEADERS[key]?.(context));
    expect(res.status).toBe(200);
    expect(res.body, res.body.msg).toMatchObject({ code: 1 });
    const parsed = responseSchemas[key].safeParse(res.body.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe('member calls', () => {
  it.each(memberCalls)('$key answers 401 without a token', async ({ key, endpoint }) => {
    const res = await send(endpoint, await SAMPLES[key]({ db: demo.upstream.db, demo, token: null }), null);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 0, msg: '请先登录', data: null });
  });

  it.each(memberCalls)('$key answers 401 with a wrong token', async ({ key, endpoint }) => {
    const res = await send(
      endpoint,
      await SAMPLES[key]({ db: demo.upstream.db, demo, token: null }),
      'not-a-real-token',
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 0, msg: '请先登录', data: null });
  });
});

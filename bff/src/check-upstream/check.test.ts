/**
 * check-upstream as an operator uses it: pointed at the demo upstream every call is implemented;
 * pointed at an upstream that serves only the product spec's calls, exactly the assumed calls are
 * missing, grouped by feature, with the FEATURES line to use; a wrong answer is named by its zod path,
 * a wrong sign-in rule as such; and probing changes nothing.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, FEATURE_NAMES, endpoints, featuresLine } from '@zaowu/shared';
import { upstreamHandler } from '@zaowu/mocks/serve';
import { OPENAPI_FILE } from '../routes/contract.ts';
import { FAILING, checkUpstream, type CallResult } from './check.ts';
import { requiredFields } from './contract.ts';
import { featuresToSwitchOff, report } from './report.ts';

const required = requiredFields(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')));

async function listen(handler: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const servers: Server[] = [];
let demoUrl = '';
let specOnlyUrl = '';
beforeAll(async () => {
  const demo = await listen(upstreamHandler({ specOnly: false, testMembers: false }));
  const specOnly = await listen(upstreamHandler({ specOnly: true, testMembers: false }));
  servers.push(demo.server, specOnly.server);
  demoUrl = demo.url;
  specOnlyUrl = specOnly.url;
});
afterAll(() => servers.forEach((s) => s.close()));

async function tokenAt(url: string): Promise<string> {
  const res = await fetch(`${url}${endpoints.user.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '13800138000', password: 'zaowu123' }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

const failing = (results: CallResult[]) => results.filter((r) => FAILING.has(r.status));

describe('check-upstream', () => {
  it('finds every call of the demo upstream implemented, as a visitor and as a member', async () => {
    const visitor = await checkUpstream({ baseUrl: demoUrl, required });
    expect(failing(visitor)).toEqual([]);
    expect(visitor).toHaveLength(ALL_ENDPOINTS.length);
    // A member call refuses a visitor; a public read is checked against its schema.
    expect(visitor.find((r) => r.key === 'user.index')!.status).toBe('auth-only');
    expect(visitor.find((r) => r.key === 'works.detail')!.status).toBe('ok');

    const member = await checkUpstream({ baseUrl: demoUrl, required, token: await tokenAt(demoUrl) });
    expect(failing(member)).toEqual([]);
    for (const key of [
      'user.index',
      'user.getTradeList',
      'order.detail',
      'folder.downFile',
      'favorite.detail',
    ])
      expect(member.find((r) => r.key === key)!.status, key).toBe('ok');
    expect(report(member)).toContain('所有探测的调用都符合约定');
  });

  it('lists exactly the assumed calls as missing on a spec-only upstream, with the FEATURES line', async () => {
    const results = await checkUpstream({
      baseUrl: specOnlyUrl,
      required,
      token: await tokenAt(specOnlyUrl),
    });
    const missing = results.filter((r) => r.status === 'missing').map((r) => r.key);
    expect(missing.sort()).toEqual(
      ALL_ENDPOINTS.filter((e) => e.endpoint.assumed)
        .map((e) => e.key)
        .sort(),
    );
    expect(failing(results).every((r) => r.status === 'missing')).toBe(true);
    expect(featuresToSwitchOff(results)).toEqual(FEATURE_NAMES);
    const text = report(results);
    expect(text).toContain(`  ${featuresLine(FEATURE_NAMES)}`);
    expect(text).toMatch(/comments 评论：没有通过的调用\n {2}✗ comment\.lists/);
    expect(text).not.toContain('必需调用没有通过');

    // With those features off, the same upstream passes.
    const again = await checkUpstream({ baseUrl: specOnlyUrl, required, off: FEATURE_NAMES });
    expect(failing(again)).toEqual([]);
  });

  it('names a wrong answer by its path and a wrong sign-in rule', async () => {
    const lists = endpoints.works.lists.path;
    const member = endpoints.user.index.path;
    const login = endpoints.user.login.path;
    const { server, url } = await listen((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname;
      res.setHeader('content-type', 'application/json');
      if (path === lists)
        return void res.end(
          JSON.stringify({
            code: 1,
            msg: 'ok',
            data: { total: 1, per_page: 20, current_page: 1, last_page: 1, data: [{ id: 'seven' }] },
          }),
        );
      if (path === member) return void res.end(JSON.stringify({ code: 1, msg: 'ok', data: {} }));
      if (path === login)
        return void res.writeHead(401).end(JSON.stringify({ code: 0, msg: '请登录', data: null }));
      res.writeHead(404).end('{}');
    });
    servers.push(server);
    const results = await checkUpstream({ baseUrl: url, required });
    const of = (key: string) => results.find((r) => r.key === key)!;
    expect(of('works.lists')).toMatchObject({
      status: 'wrong-shape',
      detail: expect.stringMatching(/^data\.data\[0\]\.id: /),
    });
    expect(of('user.index')).toMatchObject({
      status: 'auth-wrong',
      detail: expect.stringContaining('应为 401'),
    });
    expect(of('user.login')).toMatchObject({ status: 'auth-wrong', detail: '公开调用要求登录（401）' });
    expect(report(results)).toContain('必需调用没有通过');
  });

  it("with --write, makes and undoes a test member's writes, their answers checked, and leaves the data as it was", async () => {
    const token = await tokenAt(demoUrl);
    const read = async (path: string, query = '') => {
      const res = await fetch(`${demoUrl}${path}${query}`, { headers: { token } });
      return ((await res.json()) as { data: unknown }).data;
    };
    const work = ((await read(endpoints.works.lists.path)) as { data: { id: number }[] }).data[0]!.id;
    const state = async () => ({
      addresses: await read(endpoints.address.lists.path),
      // By name (a file's address is signed afresh on each read).
      drive: JSON.stringify(await read(endpoints.folder.lists.path)).match(/"name":"[^"]*"/g),
      relation: await read(endpoints.works.relation.path, `?id=${work}`),
      comments: ((await read(endpoints.comment.lists.path, `?work_id=${work}`)) as { total: number }).total,
      topics: ((await read(endpoints.community.lists.path)) as { total: number }).total,
    });
    const before = await state();
    const results = await checkUpstream({ baseUrl: demoUrl, required, token, write: true });
    expect(failing(results)).toEqual([]);
    for (const key of [
      'address.add',
      'address.del',
      'folder.add',
      'folder.del',
      'community.add',
      'community.del',
      'comment.add',
      'comment.del',
      'works.like',
      'user.blockUser',
    ])
      expect(
        results.find((r) => r.key === key),
        key,
      ).toMatchObject({ status: 'ok', detail: '已实际写入并清理' });
    expect(await state()).toEqual(before);
  });

  it('changes nothing on the upstream it probes', async () => {
    const token = await tokenAt(demoUrl);
    const read = async () => {
      const res = await fetch(`${demoUrl}${endpoints.user.index.path}`, { headers: { token } });
      return ((await res.json()) as { data: unknown }).data;
    };
    const before = await read();
    await checkUpstream({ baseUrl: demoUrl, required, token });
    expect(await read()).toEqual(before);
  });
});

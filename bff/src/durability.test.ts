/**
 * The demo keeps its data (issue 21): the real server process, started, restarted and killed with
 * SIGKILL in the middle of a burst of payments, over one DATA_DIR. What was answered is there after
 * the restart; what was not answered is either wholly there or not at all; DEMO_FRESH=1 is the seed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO_MEMBER_PATH,
  DEMO_PAY_PATH,
  endpoints,
  TOKEN_HEADER,
  type AccountOverview,
  type BalanceLogRow,
  type CommentPage,
  type Endpoint,
  type Envelope,
  type Goods,
  type Order,
  type Paginated,
  type RechargeData,
  type Shop,
  type TestMember,
  type UploadResult,
  type WorkDetail,
  type WorkDownload,
} from '@zaowu/shared';
import { fakeDist } from './testing/fixtures.ts';
import { startServer, type ServerProcess } from './testing/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'zaowu-durability-'));
const dist = fakeDist();
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(extra: Record<string, string> = {}): Promise<ServerProcess> {
  server = await startServer({
    WEB_DIST: dist,
    UPSTREAM_URL: '',
    DATA_DIR: dataDir,
    DEMO_TEST_MEMBERS: '1',
    ...extra,
  });
  return server;
}

async function stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  server!.child.kill(signal);
  await server!.exited;
}

async function call<T>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  input: Record<string, unknown>,
  token?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = token ? { [TOKEN_HEADER]: token } : {};
  let url = `${server!.base}${endpoint.path}`;
  let init: RequestInit = { headers };
  if (endpoint.method === 'GET') url += `?${new URLSearchParams(input as Record<string, string>)}`;
  else
    init = {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    };
  const res = await fetch(url, init);
  return (await res.json()) as Envelope<T>;
}

async function ok<T>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  input: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const answer = await call<T>(endpoint, input, token);
  expect(answer.code, `${endpoint.path}: ${answer.msg}`).toBe(1);
  return answer.data;
}

/** 余额支付 needs a 支付密码: each member here has this one. */
const PAY_PASSWORD = '258036';
const newMember = () =>
  ok<TestMember>({ method: 'POST', path: DEMO_MEMBER_PATH }, { pay_password: PAY_PASSWORD });

async function recharge(token: string, amount: string): Promise<void> {
  const { order_no } = await ok<RechargeData>(endpoints.user.getRechargeData, { amount }, token);
  await ok({ method: 'POST', path: DEMO_PAY_PATH }, { order_no }, token);
}

/** Goods on sale with at least `stock` left, priced at most `maxPrice` yuan. */
async function cheapGoods(stock: number, maxPrice: number): Promise<Goods> {
  for (const shop of (await ok<Paginated<Shop>>(endpoints.shop.lists, { per_page: '50' })).data) {
    const goods = await ok<Paginated<Goods>>(endpoints.shop.goodsList, {
      id: String(shop.id),
      per_page: '50',
    });
    const found = goods.data.find((g) => g.stock >= stock && Number(g.price) <= maxPrice);
    if (found) return found;
  }
  throw new Error('no goods fit');
}

const balanceOf = async (token: string) =>
  (await ok<AccountOverview>(endpoints.user.index, {}, token)).userinfo.balance;
const worksTotal = async () => (await ok<Paginated<unknown>>(endpoints.works.lists, {})).total;
/** The seed's number of works, as the first start had it. */
let seedWorks = 0;

const FILE_BYTES = new TextEncoder().encode('造物 durability: the source file of a published work.\n');

describe('the demo keeps its data across a restart and a crash', () => {
  it('keeps a member, a published work with its file, a comment, a paid order and a balance', async () => {
    await start({ DEMO_FRESH: '1' });
    seedWorks = await worksTotal();
    const { token } = await newMember();

    // A file, published with a work.
    const form = new FormData();
    form.append('file', new Blob([FILE_BYTES]));
    form.append('filename', '源文件.txt');
    form.append('chunkindex', '0');
    form.append('chunkcount', '1');
    form.append('action', 'merge');
    const uploaded = (await (
      await fetch(`${server!.base}${endpoints.upload.chunkUpload.path}`, {
        method: 'POST',
        body: form,
        headers: { [TOKEN_HEADER]: token },
      })
    ).json()) as Envelope<UploadResult>;
    expect(uploaded.code, uploaded.msg).toBe(1);
    const work = await ok<WorkDetail>(
      endpoints.works.add,
      {
        type: 'model',
        title: '重启之后还在的茶盏',
        description: '带源文件。',
        cover: '/api/storage/gen/model/11.svg',
        tags: ['国风'],
        tools: [3],
        license: 'BY',
        price: null,
        model_url: '/api/storage/models/vase.glb',
        files: [{ name: '源文件.txt', url: uploaded.data.fullurl, size: FILE_BYTES.length }],
      },
      token,
    );
    const comment = await ok<{ comment: { id: number } }>(
      endpoints.comment.add,
      { work_id: work.id, content: '重启以后这条评论也在。' },
      token,
    );
    await recharge(token, '300.00');
    const goods = await cheapGoods(1, 100);
    const order = await ok<Order>(
      endpoints.order.addOrder,
      { lines: [{ goods_id: goods.id, quantity: 1 }] },
      token,
    );
    const payment = await ok<Order>(
      endpoints.order.payByBalance,
      { order_id: order.id, pay_password: PAY_PASSWORD },
      token,
    );
    // Paid: waiting to ship (physical goods) or completed with the payment (a file).
    expect(['paid', 'completed']).toContain(payment.status);
    const balance = await balanceOf(token);

    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      await stop(signal);
      await start();
      // The same token still logs the member in: sessions are kept too.
      expect(await balanceOf(token), `balance after ${signal}`).toBe(balance);
      const kept = await ok<WorkDetail>(endpoints.works.detail, { id: String(work.id) }, token);
      expect(kept.title).toBe('重启之后还在的茶盏');
      const link = await ok<WorkDownload>(endpoints.works.download, { id: work.id, index: 0 }, token);
      const bytes = new Uint8Array(await (await fetch(new URL(link.url, server!.base))).arrayBuffer());
      expect(bytes, `the file after ${signal}`).toEqual(FILE_BYTES);
      const comments = await ok<CommentPage>(endpoints.comment.lists, { work_id: String(work.id) });
      expect(comments.data.map((c) => c.id)).toContain(comment.comment.id);
      const paid = await ok<Order>(endpoints.order.detail, { id: String(order.id) }, token);
      expect(paid.status, `the order after ${signal}`).toBe(payment.status);
    }
  }, 90_000);

  it('after SIGKILL in a burst of payments, every answered one is kept and none is half kept', async () => {
    const { token } = await newMember();
    await recharge(token, '5000.00');
    const goods = await cheapGoods(40, 100);
    const orders: Order[] = [];
    for (let i = 0; i < 30; i++)
      orders.push(
        await ok<Order>(endpoints.order.addOrder, { lines: [{ goods_id: goods.id, quantity: 1 }] }, token),
      );

    // Every payment at once, and new orders beside them; the process dies once a third are answered.
    const answered = new Map<number, boolean>();
    let answers = 0;
    const died = server!.exited;
    const attempts = orders.map((o) =>
      call<Order>(endpoints.order.payByBalance, { order_id: o.id, pay_password: PAY_PASSWORD }, token)
        .then((a) => {
          answered.set(o.id, a.code === 1);
          if (++answers === 10) server!.child.kill('SIGKILL');
        })
        .catch(() => undefined),
    );
    await Promise.all(attempts);
    await died;
    expect(answers, 'some payments were answered before the kill').toBeGreaterThanOrEqual(10);

    await start();
    const log = await ok<Paginated<BalanceLogRow>>(endpoints.user.getBalanceLog, { per_page: '100' }, token);
    const purchases = new Set(log.data.filter((r) => r.kind === 'purchase').map((r) => r.ref_no));
    let kept = 0;
    for (const o of orders) {
      const now = await ok<Order>(endpoints.order.detail, { id: String(o.id) }, token);
      // Paid: waiting to ship, or completed with the payment (goods with a file).
      const paid = now.status === 'paid' || now.status === 'completed';
      // Answered "支付成功" → paid; and paid exactly when the ledger has its purchase: never one alone.
      if (answered.get(o.id) === true) expect(paid, `order ${o.order_no} was answered paid`).toBe(true);
      expect(purchases.has(o.order_no), `ledger of ${o.order_no}`).toBe(paid);
      if (paid) kept += 1;
    }
    expect(kept).toBeGreaterThanOrEqual(10);
    // The balance is the ledger's last word.
    expect(await balanceOf(token)).toBe(log.data[0]!.balance_after);
  }, 90_000);

  it('DEMO_FRESH=1 starts from the seed again', async () => {
    const { token } = await newMember();
    expect(await worksTotal()).toBe(seedWorks + 1);
    await stop('SIGTERM');
    await start({ DEMO_FRESH: '1' });
    expect((await call(endpoints.user.index, {}, token)).code, 'the token is gone with the data').toBe(0);
    expect(await worksTotal()).toBe(seedWorks);
    await stop('SIGTERM');
  }, 60_000);
});

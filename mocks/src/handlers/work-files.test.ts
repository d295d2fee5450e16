/**
 * Getting a work's files (issue 12): downloads through signed, expiring addresses with the exact
 * stored bytes, counted and kept in the member's list; works for sale bought through an order of
 * their own kind, paid, and then in both members' items, trades and income.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_PAY_PATH,
  endpoints,
  type DownloadRecord,
  type IncomeRow,
  type Item,
  type Message,
  type Order,
  type Paginated,
  type Trade,
  type WorkDetail,
  type WorkRelation,
} from '@zaowu/shared';
import { getModelBytes } from '../media/models.ts';
import { parseStoragePath, type ModelKey } from '../media/urls.ts';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { SIGNED_URL_TTL_MS } from '../store/signing.ts';
import { DAY } from '../store/time.ts';
import type { WorkRow } from '../store/types.ts';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();
/** Member 1 (MEMBER_1) and member 2 (MEMBER_2). */
let one: string;
let two: string;
beforeEach(async () => {
  one = await demo.login(0);
  two = await demo.login(1);
});

const { works, order, user, message } = endpoints;
const db = () => demo.upstream.db;

type Download = { url: string; name: string; downloads: number };
const download = (id: number, index: number, token: string | null) =>
  demo.call<Download>(works.download, { id, index }, token);
const detail = async (id: number, token: string | null = null) =>
  (await demo.call<WorkDetail>(works.detail, { id }, token)).body.data;
const relation = async (id: number, token: string) =>
  (await demo.call<WorkRelation>(works.relation, { id }, token)).body.data;
const list = async <T>(endpoint: (typeof user)[keyof typeof user], token: string, input = {}) =>
  (await demo.call<Paginated<T>>(endpoint, { per_page: 100, ...input }, token)).body.data;

const bytesAt = async (url: string) => {
  const res = await fetch(`${demo.base}${url}`);
  return { status: res.status, res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

/** A free model by a designer (not either member), with its seeded GLB. */
const freeModel = (): WorkRow =>
  [...db().works.values()].find(
    (w) =>
      w.type === 'model' &&
      w.price === null &&
      w.files.length > 0 &&
      w.author_id !== MEMBER_1 &&
      w.author_id !== MEMBER_2,
  )!;

/** Member 2 publishes a work with an uploaded file of its own (kept private), free or for sale. */
async function publishWithUpload(price: string | null, content = '模型源文件：青瓷茶盏 v2\n') {
  const up = (await demo.upload(two, '茶盏源文件.blend', content)).body.data;
  const res = await demo.call<WorkDetail>(
    works.add,
    {
      type: 'model',
      title: price ? '青瓷茶盏（付费）' : '青瓷茶盏（免费）',
      description: '带源文件。',
      cover: '/api/storage/gen/model/11.svg',
      tags: ['国风'],
      tools: [3],
      license: 'BY-NC',
      price,
      model_url: '/api/storage/models/vase.glb',
      files: [{ name: '茶盏源文件.blend', url: up.path, size: new TextEncoder().encode(content).length }],
    },
    two,
  );
  expect(res.body.code, res.body.msg).toBe(1);
  // Where the work keeps it: the upload's bare address (the upload answered a signed one).
  const path = db().works.get(res.body.data.id)!.files[0]!.url;
  return { work: res.body.data, content, path };
}

async function buyAndPay(workId: number, token: string): Promise<Order> {
  const placed = await demo.call<Order>(order.addWorkOrder, { work_ids: [workId] }, token);
  expect(placed.body.code, placed.body.msg).toBe(1);
  const code = await demo.call(order.addOrderByWeixin, { order_id: placed.body.data.id }, token);
  expect(code.body.code, code.body.msg).toBe(1);
  const paid = await demo.post(DEMO_PAY_PATH, { order_no: placed.body.data.order_no }, token);
  expect(paid.body.code, paid.body.msg).toBe(1);
  return placed.body.data;
}

describe('works.download: free works', () => {
  it('answers a signed address whose bytes are exactly the stored GLB, saved as an attachment', async () => {
    const w = freeModel();
    const res = await download(w.id, 0, one);
    expect(res.body).toMatchObject({ code: 1, data: { name: w.files[0]!.name } });
    const url = new URL(res.body.data.url, demo.base);
    expect(url.pathname).toBe(w.files[0]!.url);
    expect(url.searchParams.get('download')).toBe('1');
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(url.searchParams.get('expires')) * 1000).toBeGreaterThan(Date.now());

    const got = await bytesAt(res.body.data.url);
    expect(got.status).toBe(200);
    expect(got.res.headers.get('content-disposition')).toBe('attachment');
    const key = parseStoragePath(w.files[0]!.url);
    expect(key).toMatchObject({ kind: 'model', level: 'full' });
    expect(got.bytes).toEqual(new Uint8Array(await getModelBytes((key as { key: ModelKey }).key)));
    // Only through the signature: the bare address gives nothing, and the viewer streams a lighter preview.
    expect((await bytesAt(w.files[0]!.url)).status).toBe(403);
    const viewer = await bytesAt((await detail(w.id)).model_url!);
    expect(viewer.status).toBe(200);
    expect(viewer.bytes.byteLength).toBeLessThan(got.bytes.byteLength);
  });

  it('counts a member’s download of a file once a day and keeps it in their 下载 list, newest first', async () => {
    const w = freeModel();
    const before = (await detail(w.id)).downloads;
    const listed = (await list<DownloadRecord>(user.download, one)).total;

    expect((await download(w.id, 0, one)).body.data.downloads).toBe(before + 1);
    // Clicked again the same day: the same download, neither counted nor listed twice.
    expect((await download(w.id, 0, one)).body.data.downloads).toBe(before + 1);
    expect((await list<DownloadRecord>(user.download, one)).total).toBe(listed + 1);
    // Another member's download counts.
    expect((await download(w.id, 0, two)).body.data.downloads).toBe(before + 2);
    // A day later it is a new download.
    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + DAY + 1000);
    expect((await download(w.id, 0, one)).body.data.downloads).toBe(before + 3);
    expect((await detail(w.id)).downloads).toBe(before + 3);

    const mine = await list<DownloadRecord>(user.download, one);
    expect(mine.total).toBe(listed + 2);
    expect(mine.data[0]).toMatchObject({
      work: { id: w.id, title: w.title, type: 'model', cover: w.cover },
      file: { name: w.files[0]!.name, size: w.files[0]!.size },
    });
    // Its 再次下载 address is a fresh signed one that serves the file.
    const again = await bytesAt(mine.data[0]!.file.url!);
    expect(again.status).toBe(200);
    expect(again.bytes.byteLength).toBe(w.files[0]!.size);
    // The other member's list has their one download.
    expect(
      (await list<DownloadRecord>(user.download, two)).data.filter((d) => d.work.id === w.id),
    ).toHaveLength(1);
  });

  it('is a member call: a visitor gets 401 and nothing is counted', async () => {
    const w = freeModel();
    const before = w.downloads;
    const res = await download(w.id, 0, null);
    expect(res.status).toBe(401);
    expect(w.downloads).toBe(before);
  });

  it('serves an uploaded private file only through its signature, until it expires', async () => {
    const { work, content, path } = await publishWithUpload(null);
    expect((await bytesAt(path)).status).toBe(403);

    const res = await download(work.id, 0, one);
    const got = await bytesAt(res.body.data.url);
    expect(got.status).toBe(200);
    expect(new TextDecoder().decode(got.bytes)).toBe(content);
    expect(got.res.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('茶盏源文件.blend')}`,
    );

    // The same address without download=1, or with another signature, is refused.
    const url = new URL(res.body.data.url, demo.base);
    url.searchParams.delete('download');
    expect((await bytesAt(url.pathname + url.search)).status).toBe(403);
    const forged = new URL(res.body.data.url, demo.base);
    forged.searchParams.set('sig', '0'.repeat(64));
    expect((await bytesAt(forged.pathname + forged.search)).status).toBe(403);

    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + SIGNED_URL_TTL_MS + 2000);
    expect((await bytesAt(res.body.data.url)).status).toBe(403);
  });

  it('does not count the author’s own download, nor list it', async () => {
    const { work } = await publishWithUpload(null);
    const res = await download(work.id, 0, two);
    expect(res.body).toMatchObject({ code: 1, data: { downloads: 0 } });
    expect((await list<DownloadRecord>(user.download, two)).data.some((d) => d.work.id === work.id)).toBe(
      false,
    );
  });

  it('refuses a file the work does not have, an unknown work, and too many downloads a minute', async () => {
    const w = freeModel();
    expect((await download(w.id, w.files.length, one)).body).toEqual({
      code: 0,
      msg: '文件不存在',
      data: null,
    });
    expect((await demo.call(works.download, { id: w.id }, one)).body.msg).toBe('请选择要下载的文件');
    expect((await download(999_999, 0, one)).body.msg).toBe('作品不存在或已删除');

    const before = w.downloads;
    for (let i = 0; i < 30; i++) expect((await download(w.id, 0, one)).body.code).toBe(1);
    expect((await download(w.id, 0, one)).body).toMatchObject({ code: 0, msg: '下载太频繁了，请稍后再试' });
    expect(w.downloads).toBe(before + 1);
  });
});

describe('works.detail: file addresses only for the author', () => {
  const seededPaid = (): WorkRow =>
    [...db().works.values()].find(
      (w) =>
        w.type === 'model' &&
        w.price !== null &&
        w.files.length > 0 &&
        w.author_id !== MEMBER_1 &&
        w.author_id !== MEMBER_2,
    )!;

  it('a visitor and another member see names and sizes, no address, of paid and free works', async () => {
    const { work: published, path } = await publishWithUpload('12.50');
    const { work: publishedFree } = await publishWithUpload(null);
    for (const w of [
      seededPaid(),
      freeModel(),
      db().works.get(published.id)!,
      db().works.get(publishedFree.id)!,
    ]) {
      const shown = w.files.map((f) => ({ name: f.name, url: null, size: f.size }));
      expect(shown.length).toBeGreaterThan(0);
      expect((await detail(w.id)).files).toEqual(shown);
      expect((await detail(w.id, one)).files).toEqual(shown);
    }
    // The author's own answers (publishing, the detail) carry it: the edit form sends it back.
    expect(published.files).toEqual([
      { name: '茶盏源文件.blend', url: path, size: published.files[0]!.size },
    ]);
    expect((await detail(published.id, two)).files).toEqual(published.files);
    expect((await detail(publishedFree.id, two)).files[0]!.url).toMatch(/^\/api\/storage\//);
    // Nor does the address show anywhere else in another member's answer.
    expect(JSON.stringify(await detail(published.id, one))).not.toContain(path);
  });

  it('a buyer sees no address either, and downloads through works.download', async () => {
    const { work, content } = await publishWithUpload('12.50');
    await buyAndPay(work.id, one);
    expect((await detail(work.id, one)).files[0]!.url).toBeNull();
    const res = await download(work.id, 0, one);
    expect(res.body.code, res.body.msg).toBe(1);
    const got = await bytesAt(res.body.data.url);
    expect(got.status).toBe(200);
    expect(new TextDecoder().decode(got.bytes)).toBe(content);

    // A seeded paid work: bought (member 1's seeded purchase), still no address, and downloadable.
    const bought = [...db().items.values()]
      .filter((i) => i.user_id === MEMBER_1 && i.kind === 'work')
      .map((i) => db().works.get(i.ref_id))
      .find((w) => w !== undefined && w.price !== null && w.files.length > 0)!;
    expect((await detail(bought.id, one)).files).toEqual(
      bought.files.map((f) => ({ name: f.name, url: null, size: f.size })),
    );
    const seededRes = await download(bought.id, 0, one);
    expect(seededRes.body.code, seededRes.body.msg).toBe(1);
    expect((await bytesAt(seededRes.body.data.url)).bytes.byteLength).toBe(bought.files[0]!.size);
  });
});

describe('works for sale', () => {
  it('refuses a download until bought; the author may always download', async () => {
    const { work } = await publishWithUpload('12.50');
    expect((await download(work.id, 0, one)).body).toEqual({ code: 0, msg: '购买后才能下载', data: null });
    expect((await relation(work.id, one)).purchased).toBe(false);
    expect((await download(work.id, 0, two)).body.code).toBe(1);
    expect((await detail(work.id)).downloads).toBe(0);
  });

  it('buy → pay: 已购买, the exact bytes, and the order on both sides', async () => {
    const { work, content } = await publishWithUpload('12.50');
    const sellerBalance = db().users.get(MEMBER_2)!.balance;
    const sellerInbox = [...db().messages.values()].filter((m) => m.user_id === MEMBER_2).length;

    const placed = await demo.call<Order>(order.addWorkOrder, { work_ids: [work.id] }, one);
    expect(placed.body).toMatchObject({
      code: 1,
      msg: '下单成功',
      data: {
        status: 'unpaid',
        total: '12.50',
        shop_id: null,
        lines: [
          {
            kind: 'work',
            work_id: work.id,
            work_type: 'model',
            title: work.title,
            price: '12.50',
            quantity: 1,
          },
        ],
      },
    });
    // Pressed again before paying: the same order, not a second one.
    const again = await demo.call<Order>(order.addWorkOrder, { work_ids: [work.id] }, one);
    expect(again.body.data.id).toBe(placed.body.data.id);
    expect((await download(work.id, 0, one)).body.msg).toBe('购买后才能下载');

    const o = placed.body.data;
    await demo.call(order.addOrderByWeixin, { order_id: o.id }, one);
    expect((await demo.post(DEMO_PAY_PATH, { order_no: o.order_no }, one)).body.code).toBe(1);
    // Works are delivered when paid: the order is complete at once.
    expect((await demo.call<Order>(order.detail, { id: o.id }, one)).body.data.status).toBe('completed');

    expect((await relation(work.id, one)).purchased).toBe(true);
    const res = await download(work.id, 0, one);
    expect(res.body.code, res.body.msg).toBe(1);
    expect(new TextDecoder().decode((await bytesAt(res.body.data.url)).bytes)).toBe(content);
    expect((await detail(work.id)).downloads).toBe(1);

    // Buyer: 物品 (a work, with where to download it) and 交易.
    const items = await list<Item>(user.getItemList, one, { kind: 'work' });
    expect(items.data[0]).toMatchObject({
      kind: 'work',
      title: work.title,
      price: '12.50',
      download_url: null,
      work: { id: work.id, type: 'model', files: 1 },
    });
    const bought = await list<Trade>(user.getTradeList, one, { direction: 'buy' });
    expect(bought.data.find((t) => t.order_no === o.order_no)).toMatchObject({
      direction: 'buy',
      status: 'completed',
      amount: '12.50',
      title: work.title,
      counterpart: { id: MEMBER_2 },
    });

    // Seller: 交易, 收入, balance, and an 订单 message that links to the sale.
    const sold = await list<Trade>(user.getTradeList, two, { direction: 'sell' });
    expect(sold.data.find((t) => t.order_no === o.order_no)).toMatchObject({
      direction: 'sell',
      status: 'completed',
      counterpart: { id: MEMBER_1 },
    });
    const income = await list<IncomeRow>(user.getIncomeList, two);
    expect(income.data[0]).toMatchObject({
      order_no: o.order_no,
      source: 'sale',
      amount: '12.50',
      title: `作品《${work.title}》售出`,
    });
    expect(db().users.get(MEMBER_2)!.balance).toBe(sellerBalance + 1250);
    expect([...db().messages.values()].filter((m) => m.user_id === MEMBER_2).length).toBe(sellerInbox + 2);
    const orders = (await demo.call<Paginated<Message>>(message.byType, { messageType: 8, per_page: 5 }, two))
      .body.data.data;
    expect(orders[0]).toMatchObject({
      title: '作品售出',
      read: false,
      from: { id: MEMBER_1 },
      // The sale itself, opened in 交易.
      link: `/account?tab=trades&dir=sell&order=${o.id}`,
    });
    expect(orders[0]!.content).toContain(o.order_no);
    // Nobody else owns it.
    const third = [...db().users.values()].find((u) => u.id !== MEMBER_1 && u.id !== MEMBER_2)!;
    expect([...db().items.values()].some((i) => i.user_id === third.id && i.ref_id === work.id)).toBe(false);
  });

  it('refuses buying one’s own work, a free work, a work bought already, and works of two authors', async () => {
    const { work } = await publishWithUpload('12.50');
    const buy = (ids: number[], token: string) =>
      demo.call<Order>(order.addWorkOrder, { work_ids: ids }, token);
    expect((await buy([work.id], two)).body).toEqual({ code: 0, msg: '不能购买自己的作品', data: null });
    expect((await buy([freeModel().id], one)).body.msg).toBe('该作品免费，无需购买，可直接下载');

    await buyAndPay(work.id, one);
    expect((await buy([work.id], one)).body).toEqual({ code: 0, msg: '你已购买该作品', data: null });

    // Seeded purchases count too.
    const seeded = [...db().items.values()].find((i) => i.user_id === MEMBER_1 && i.kind === 'work')!;
    expect((await buy([seeded.ref_id], one)).body.msg).toBe('你已购买该作品');
    expect((await relation(seeded.ref_id, one)).purchased).toBe(true);

    const forSale = [...db().works.values()].filter(
      (w) => w.price !== null && w.author_id !== MEMBER_1 && w.author_id !== MEMBER_2,
    );
    const a = forSale[0]!;
    const b = forSale.find((w) => w.author_id !== a.author_id)!;
    expect((await buy([a.id, b.id], one)).body.msg).toBe('一次只能购买同一位作者的作品');
    expect((await buy([], one)).body.msg).toBe('请选择要购买的作品');
    expect((await demo.call(order.addWorkOrder, {}, null)).status).toBe(401);
  });

  it('a work waits in one unpaid order at most: a new order replaces the old, which cannot be paid', async () => {
    const { work } = await publishWithUpload('12.50');
    const seller = db().users.get(MEMBER_2)!;
    const first = (await demo.call<Order>(order.addWorkOrder, { work_ids: [work.id] }, one)).body.data;
    // Its price changed: a new order at the new price, and the first is closed.
    db().works.get(work.id)!.price = 1500;
    const second = (await demo.call<Order>(order.addWorkOrder, { work_ids: [work.id] }, one)).body.data;
    expect(second.id).not.toBe(first.id);
    expect(second.total).toBe('15.00');
    expect(db().orders.get(first.id)!.status).toBe('cancelled');
    expect((await demo.call(order.addOrderByWeixin, { order_id: first.id }, one)).body.msg).toBe(
      '订单已关闭，无法支付',
    );

    const balance = seller.balance;
    expect((await demo.post(DEMO_PAY_PATH, { order_no: second.order_no }, one)).body.code).toBe(1);
    // The first paid anyway (a late notification): refused, nothing charged or credited twice.
    expect((await demo.post(DEMO_PAY_PATH, { order_no: first.order_no }, one)).body.code).toBe(0);
    expect(seller.balance).toBe(balance + 1500);
    expect(
      [...db().items.values()].filter(
        (i) => i.user_id === MEMBER_1 && i.kind === 'work' && i.ref_id === work.id,
      ),
    ).toHaveLength(1);
  });

  it('an order whose price is no longer the work’s is not paid at the old price', async () => {
    const { work } = await publishWithUpload('1.00');
    const placed = (await demo.call<Order>(order.addWorkOrder, { work_ids: [work.id] }, one)).body.data;
    expect((await demo.call(order.addOrderByWeixin, { order_id: placed.id }, one)).body.code).toBe(1);
    db().works.get(work.id)!.price = 10_000;
    const refused = { code: 0, msg: `作品《${work.title}》的价格已变化，请重新下单`, data: null };
    expect((await demo.call(order.addOrderByWeixin, { order_id: placed.id }, one)).body).toEqual(refused);
    expect((await demo.post(DEMO_PAY_PATH, { order_no: placed.order_no }, one)).body).toEqual(refused);
    expect((await relation(work.id, one)).purchased).toBe(false);
  });

  it('a deleted work: no download, no order, no pay code; bought items and downloads keep their title', async () => {
    const { work } = await publishWithUpload('12.50');
    await buyAndPay(work.id, one);
    await download(work.id, 0, one);

    expect((await demo.call(works.del, { id: work.id }, two)).body.code).toBe(1);
    expect((await download(work.id, 0, one)).body.msg).toBe('作品不存在或已删除');
    expect((await demo.call(order.addWorkOrder, { work_ids: [work.id] }, one)).body.msg).toBe(
      '作品不存在或已删除',
    );
    const item = (await list<Item>(user.getItemList, one, { kind: 'work' })).data[0]!;
    expect(item).toMatchObject({ title: work.title, work: null, download_url: null });
    const record = (await list<DownloadRecord>(user.download, one)).data[0]!;
    expect(record.work).toMatchObject({ id: work.id, title: '作品已删除' });
    // Nothing to fetch again: the work and its file are gone.
    expect(record.file).toEqual({ name: '茶盏源文件.blend', url: null, size: work.files[0]!.size });
  });

  it('a file taken off its work is not signed again from the 下载 list', async () => {
    const { work } = await publishWithUpload('12.50');
    await buyAndPay(work.id, one);
    await download(work.id, 0, one);
    const mine = async () => (await list<DownloadRecord>(user.download, one)).data[0]!.file.url;
    expect(await mine()).toMatch(/[?&]sig=[0-9a-f]{64}/);
    // The author keeps the upload (a private file of theirs) but takes it off the work.
    db().works.get(work.id)!.files = [];
    expect(await mine()).toBeNull();
  });

  it('an unpaid order for a work deleted before payment gets no pay code', async () => {
    const { work } = await publishWithUpload('12.50');
    const o = (await demo.call<Order>(order.addWorkOrder, { work_ids: [work.id] }, one)).body.data;
    await demo.call(works.del, { id: work.id }, two);
    expect((await demo.call(order.addOrderByWeixin, { order_id: o.id }, one)).body).toEqual({
      code: 0,
      msg: `作品《${work.title}》已删除，无法支付`,
      data: null,
    });
  });
});

describe('bought goods', () => {
  it('come with a signed download address that serves the file', async () => {
    const row = [...db().items.values()].find((i) => i.user_id === MEMBER_1 && i.kind === 'goods')!;
    row.download_url ??= '/api/storage/models/knot.glb';
    const items = await list<Item>(user.getItemList, one, { kind: 'goods' });
    const digital = items.data.find((i) => i.id === row.id)!;
    const url = new URL(digital.download_url!, demo.base);
    expect(url.pathname).toBe(row.download_url);
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect((await bytesAt(digital.download_url!)).status).toBe(200);
    expect(digital.work).toBeNull();
  });
});

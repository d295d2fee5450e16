/**
 * What a buyer gets and knows (issue 22): an uploaded model file is read at upload (refused when it is
 * not one) and is a file of the work unless kept for the viewer; a work for sale must deliver
 * something; an animation for sale plays only its preview to those who have not bought it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PAY_PATH, endpoints, type Order, type WorkDetail } from '@zaowu/shared';
import { nothingToDeliver } from '@zaowu/shared/work-input';
import { readModelFacts } from '../media/model-facts.ts';
import { getModelBytes } from '../media/models.ts';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { hasBought } from '../store/work-files.ts';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();
let one: string;
let two: string;
beforeEach(async () => {
  one = await demo.login(0);
  two = await demo.login(1);
});

const { works, order } = endpoints;
const db = () => demo.upstream.db;

const base = {
  type: 'model',
  title: '青瓷椅',
  description: '一把椅子。',
  cover: '/api/storage/gen/model/11.svg',
  tags: ['家具'],
  tools: [3],
  license: 'BY-NC',
};

const detail = async (id: number, token: string | null = null) =>
  (await demo.call<WorkDetail>(works.detail, { id }, token)).body.data;

async function uploadModel(token: string, name = '青瓷椅.glb') {
  const bytes = new Uint8Array(await getModelBytes('chair', 'full'));
  const res = await demo.upload(token, name, bytes);
  expect(res.body.code, res.body.msg).toBe(1);
  return { bytes, path: res.body.data.path };
}

async function buyAndPay(workId: number, token: string) {
  const placed = await demo.call<Order>(order.addWorkOrder, { work_ids: [workId] }, token);
  expect(placed.body.code, placed.body.msg).toBe(1);
  const code = await demo.call(order.addOrderByWeixin, { order_id: placed.body.data.id }, token);
  expect(code.body.code, code.body.msg).toBe(1);
  const paid = await demo.post(DEMO_PAY_PATH, { order_no: placed.body.data.order_no }, token);
  expect(paid.body.code, paid.body.msg).toBe(1);
}

describe('the seed', () => {
  it('has something to deliver for every work for sale (a file, or an animation’s whole video)', () => {
    const forSale = [...db().works.values()].filter((w) => w.price !== null && w.price > 0);
    expect(forSale.length).toBeGreaterThan(10);
    // The files a work keeps are what it delivers; the viewer's model counts only as one of them.
    const empty = forSale.filter((w) => nothingToDeliver({ ...w, model_download: false }) !== null);
    expect(empty.map((w) => `${w.id} ${w.title}`)).toEqual([]);
  });
});

describe('a model file at upload', () => {
  it.each([
    ['坏模型.glb', new TextEncoder().encode('not a model at all, just text')],
    ['截断.glb', new Uint8Array(2000).fill(7)],
  ])('refuses %s that is not glTF, keeping nothing', async (name, bytes) => {
    const blobs = db().blobs.size;
    const res = await demo.upload(two, name, new Uint8Array(bytes));
    expect(res.body).toEqual({ code: 0, msg: '模型文件无法读取：不是有效的 GLB 文件', data: null });
    expect(db().blobs.size).toBe(blobs);
  });

  it('takes any other file as it is (a .fbx is not read)', async () => {
    const res = await demo.upload(two, '椅子.fbx', new TextEncoder().encode('Kaydara FBX Binary'));
    expect(res.body.code, res.body.msg).toBe(1);
  });
});

describe('a paid model with its GLB and nothing else', () => {
  it('is published with the GLB as its file; its facts are the file’s; a buyer downloads those bytes', async () => {
    const { bytes, path } = await uploadModel(two);
    const res = await demo.call<WorkDetail>(
      works.add,
      { ...base, price: '18.00', model_url: path, files: [] },
      two,
    );
    expect(res.body.code, res.body.msg).toBe(1);
    const work = res.body.data;

    const seen = await detail(work.id);
    expect(seen.files).toEqual([{ name: '青瓷椅.glb', size: bytes.byteLength, url: null }]);
    expect(seen.model_facts).toEqual(await readModelFacts(bytes, 'chair.glb'));
    expect(seen.model_facts!.file_size).toBe(bytes.byteLength);

    const refused = await demo.call(works.download, { id: work.id, index: 0 }, one);
    expect(refused.body).toEqual({ code: 0, msg: '购买后才能下载', data: null });
    await buyAndPay(work.id, one);
    const link = await demo.call<{ url: string; name: string }>(
      works.download,
      { id: work.id, index: 0 },
      one,
    );
    expect(link.body.code, link.body.msg).toBe(1);
    expect(link.body.data.name).toBe('青瓷椅.glb');
    const got = await fetch(`${demo.base}${link.body.data.url}`);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses the sale when the model is kept for the viewer and there is no attachment', async () => {
    const { path } = await uploadModel(two);
    const before = db().works.size;
    const res = await demo.call(
      works.add,
      { ...base, price: '18.00', model_url: path, model_download: false, files: [] },
      two,
    );
    expect(res.body).toEqual({
      code: 0,
      msg: '出售的模型须有可下载的文件：请把模型文件设为可下载，或添加附件',
      data: null,
    });
    expect(db().works.size).toBe(before);
  });

  it('kept for the viewer, free: published with no file to download, facts still shown', async () => {
    const { path } = await uploadModel(two);
    const res = await demo.call<WorkDetail>(
      works.add,
      { ...base, price: null, model_url: path, model_download: false, files: [] },
      two,
    );
    expect(res.body.code, res.body.msg).toBe(1);
    const seen = await detail(res.body.data.id);
    expect(seen.files).toEqual([]);
    expect(seen.model_facts?.triangles).toBeGreaterThan(0);
  });

  it('refuses a work of another type for sale with no file', async () => {
    const res = await demo.call(
      works.add,
      { ...base, type: 'art', price: '5.00', model_url: null, images: [], files: [] },
      two,
    );
    expect(res.body).toEqual({
      code: 0,
      msg: '出售的作品须有可下载的文件，请添加附件后再设置价格',
      data: null,
    });
  });

  it('refuses a model upload that is not a model file', async () => {
    const up = await demo.upload(two, '椅子.fbx', new TextEncoder().encode('Kaydara FBX Binary'));
    const res = await demo.call(
      works.add,
      { ...base, price: null, model_url: up.body.data.path, files: [] },
      two,
    );
    expect(res.body).toEqual({ code: 0, msg: '模型文件须为 .glb 或 .gltf 格式', data: null });
  });
});

describe('an animation for sale', () => {
  it('plays only its preview to visitors and non-buyers; the whole video to its author and buyers', async () => {
    const w = [...db().works.values()].find(
      (x) =>
        x.type === 'animation' &&
        x.price !== null &&
        x.video_url !== null &&
        x.author_id !== MEMBER_1 &&
        x.author_id !== MEMBER_2,
    )!;
    expect(w, 'a seeded animation for sale').toBeDefined();
    for (const token of [null, two]) {
      const seen = await detail(w.id, token);
      expect(seen.video_url).toBeNull();
      expect(seen.video_preview?.url).toBeTruthy();
      expect(seen.video_preview!.url).not.toBe(w.video_url);
    }
    // The preview address serves a video; the whole one is not given.
    const preview = await fetch(`${demo.base}${(await detail(w.id)).video_preview!.url}`);
    expect(preview.status).toBe(200);

    if (!hasBought(db(), MEMBER_1, w.id)) await buyAndPay(w.id, one);
    const bought = await detail(w.id, one);
    expect(bought.video_url).toBeTruthy();
  });
});

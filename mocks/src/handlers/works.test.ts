import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type Paginated, type WorkDetail, type WorkSummary } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { works, user } = endpoints;
const list = async (q: Record<string, unknown>) =>
  (await demo.call<Paginated<WorkSummary>>(works.lists, q)).body.data;

const input = {
  type: 'model',
  title: '青花瓷茶杯',
  description: '一只带青花纹样的茶杯。',
  cover: '/api/storage/gen/model/7.svg',
  tags: ['国风', '新标签'],
  tools: [3],
  license: 'BY',
  price: '29.00',
  model_url: '/api/storage/models/vase.glb',
  // What a buyer gets: a work for sale must deliver something.
  files: [{ name: '青花瓷茶杯.glb', url: '/api/storage/models/vase.glb', size: 232_324 }],
};

describe('publishing', () => {
  it('puts the new work first in its type list (latest) and in my works', async () => {
    const res = await demo.call<WorkDetail>(works.add, input, token);
    expect(res.body).toMatchObject({ code: 1, msg: '发布成功' });
    const work = res.body.data;
    expect(work).toMatchObject({ title: '青花瓷茶杯', price: '29.00', author: { id: 1 }, likes: 0 });
    expect((await list({ type: 'model', sort: 'latest' })).data[0]!.id).toBe(work.id);
    expect((await list({ type: 'model' })).data[0]!.id).toBe(work.id);
    const mine = (await demo.call<Paginated<WorkSummary>>(user.getMyWorks, {}, token)).body.data;
    expect(mine.data[0]!.id).toBe(work.id);
    const tags = (await demo.call<{ name: string }[]>(works.getWorksTags, { type: 'model' })).body.data;
    expect(tags.map((t) => t.name)).toContain('新标签');
  });

  it.each([
    [{ title: '' }, '作品标题不能为空'],
    [{ title: '   ' }, '作品标题不能为空'],
    [{ title: '长'.repeat(51) }, '作品标题不能超过 50 个字'],
    [{ cover: undefined }, '请上传作品封面'],
    [{ cover: 'javascript:alert(1)' }, '请上传作品封面'],
    [{ license: 'GPL' }, '请选择版权协议'],
    [{ tools: [30] }, '渲染工具不存在'],
    [{ price: '12.345' }, '价格须在 0–99999.99 元之间，最多两位小数'],
    [{ model_url: null }, '请上传模型文件'],
    [{ type: 'blog', content: '<p> </p>' }, '博客正文不能为空'],
    [{ type: 'poem' }, '作品类型不正确'],
  ])('rejects %o', async (patch, msg) => {
    const res = await demo.call(works.add, { ...input, ...patch }, token);
    expect(res.body).toEqual({ code: 0, msg, data: null });
  });

  it.each([
    [{ cover_alt: '长'.repeat(101) }, '封面的替代文字不能超过 100 个字'],
    [{ cover_alt: 42 }, '替代文字格式不正确'],
    [
      { type: 'art', images: ['/api/storage/gen/art/1.svg'], image_alts: ['a', 'b'] },
      '图片的替代文字比图片还多',
    ],
    [
      { type: 'art', images: ['/api/storage/gen/art/1.svg'], image_alts: ['长'.repeat(101)] },
      '图片的替代文字不能超过 100 个字',
    ],
  ])('refuses alternative text that is not a short line: %o', async (patch, msg) => {
    const res = await demo.call(works.add, { ...input, ...patch }, token);
    expect(res.body).toEqual({ code: 0, msg, data: null });
  });

  it('keeps the cover’s and each image’s alternative text as one line of plain text', async () => {
    const images = ['/api/storage/gen/art/1.svg', '/api/storage/gen/art/2.svg', '/api/storage/gen/art/3.svg'];
    const res = await demo.call<WorkDetail>(
      works.add,
      {
        ...input,
        type: 'art',
        cover_alt: '  青花茶杯，\n放在木桌上\u202e  ',
        images,
        // 100 characters as people count them: an emoji is one.
        image_alts: ['杯口的特写', '😀'.repeat(100)],
      },
      token,
    );
    expect(res.body.code, res.body.msg).toBe(1);
    const detail = (await demo.call<WorkDetail>(works.detail, { id: res.body.data.id })).body.data;
    expect(detail.cover_alt).toBe('青花茶杯， 放在木桌上');
    // One per image, '' for the one without.
    expect(detail.image_alts).toEqual(['杯口的特写', '😀'.repeat(100), '']);
    const card = (await list({ type: 'art', sort: 'latest' })).data[0]!;
    expect(card).toMatchObject({ id: detail.id, cover_alt: '青花茶杯， 放在木桌上' });
    // Without: '' (the pages then use the title).
    const plain = (await demo.call<WorkDetail>(works.add, input, token)).body.data;
    expect(plain.cover_alt).toBe('');
    expect(plain.image_alts).toEqual([]);
  });

  it('treats a zero price as free', async () => {
    const res = await demo.call<WorkDetail>(works.add, { ...input, price: '0.00' }, token);
    expect(res.body.data.price).toBeNull();
  });
});

describe('editing', () => {
  const publish = async () => (await demo.call<WorkDetail>(works.add, input, token)).body.data;

  it('lets the author change their work and bumps updated_at', async () => {
    const work = await publish();
    const res = await demo.call<WorkDetail>(
      works.edit,
      {
        ...input,
        id: work.id,
        title: '青花瓷茶杯（修订）',
        tags: ['国风', '改后标签'],
        tools: [5, 3, 5],
        price: null,
        license: 'BY-NC',
        is_mature: true,
      },
      token,
    );
    expect(res.body).toMatchObject({ code: 1, msg: '保存成功' });
    const saved = res.body.data;
    expect(saved).toMatchObject({
      id: work.id,
      title: '青花瓷茶杯（修订）',
      tags: ['国风', '改后标签'],
      tools: [3, 5],
      price: null,
      license: 'BY-NC',
      is_mature: true,
      created_at: work.created_at,
      likes: 0,
    });
    expect(Date.parse(saved.updated_at)).toBeGreaterThanOrEqual(Date.parse(work.updated_at));
    const detail = (await demo.call<WorkDetail>(works.detail, { id: work.id })).body.data;
    expect(detail.title).toBe('青花瓷茶杯（修订）');
    const tags = (await demo.call<{ name: string }[]>(works.getWorksTags, { type: 'model' })).body.data;
    expect(tags.map((t) => t.name)).toContain('改后标签');
  });

  it('moves updated_at past a seeded work’s date', async () => {
    const seeded = (await list({ author_id: 1, type: 'art', per_page: 1 })).data[0]!;
    const detail = (await demo.call<WorkDetail>(works.detail, { id: seeded.id })).body.data;
    const res = await demo.call<WorkDetail>(
      works.edit,
      { ...detail, cover: detail.cover, description: '新的描述' },
      token,
    );
    expect(res.body.code).toBe(1);
    expect(res.body.data.description).toBe('新的描述');
    expect(Date.parse(res.body.data.updated_at)).toBeGreaterThan(Date.parse(detail.updated_at));
  });

  it('refuses a work of another member, leaving it as it was', async () => {
    const work = await publish();
    const other = await demo.login(1);
    const res = await demo.call(works.edit, { ...input, id: work.id, title: '被改了' }, other);
    expect(res.body).toEqual({ code: 0, msg: '无权编辑该作品', data: null });
    expect(demo.upstream.db.works.get(work.id)!.title).toBe('青花瓷茶杯');
  });

  it('answers 401 to a visitor', async () => {
    const work = await publish();
    const res = await demo.call(works.edit, { ...input, id: work.id }, null);
    expect(res.status).toBe(401);
  });

  it.each([
    [{ id: 999_999 }, '作品不存在或已删除'],
    [{ id: undefined }, '缺少作品 ID'],
    [{ type: 'art' }, '作品类型不能修改'],
    [{ title: '' }, '作品标题不能为空'],
    [{ title: '长'.repeat(51) }, '作品标题不能超过 50 个字'],
    [{ description: '字'.repeat(2001) }, '作品描述不能超过 2000 个字'],
    [{ cover: '' }, '请上传作品封面'],
    [{ tags: ['一二三四五六七八九十一二三'] }, '单个标签不能超过 12 个字'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `标签${i}`) }, '标签最多 10 个'],
    [{ license: 'GPL' }, '请选择版权协议'],
    [{ tools: [0] }, '渲染工具不存在'],
    [{ price: '1.005' }, '价格须在 0–99999.99 元之间，最多两位小数'],
    [{ price: '100000.00' }, '价格须在 0–99999.99 元之间，最多两位小数'],
    [{ model_url: null }, '请上传模型文件'],
  ])('rejects %o with the add rules', async (patch, msg) => {
    const work = await publish();
    const res = await demo.call(works.edit, { ...input, id: work.id, ...patch }, token);
    expect(res.body).toEqual({ code: 0, msg, data: null });
    expect(demo.upstream.db.works.get(work.id)!.title).toBe('青花瓷茶杯');
  });
});

describe('lists', () => {
  it('has well over 60 works per type and pages them', async () => {
    for (const type of ['model', 'art', 'animation', 'blog']) {
      const page = await list({ type, per_page: 20, page: 2 });
      expect(page.total).toBeGreaterThanOrEqual(60);
      expect(page).toMatchObject({ per_page: 20, current_page: 2, last_page: Math.ceil(page.total / 20) });
      expect(page.data.every((w) => w.type === type)).toBe(true);
    }
    expect((await list({ per_page: 500 })).per_page).toBe(100);
    expect((await list({ page: 999 })).data).toEqual([]);
  });

  it('filters by price, tool, licence, tag, keyword and author', async () => {
    const paid = await list({ price: 'paid', per_page: 100 });
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.data.every((w) => w.price !== null)).toBe(true);
    expect((await list({ price: 'free', per_page: 100 })).data.every((w) => w.price === null)).toBe(true);
    for (const w of (await list({ license: 'BY-NC', per_page: 100 })).data) expect(w.license).toBe('BY-NC');
    const byAuthor = await list({ author_id: 1, per_page: 100 });
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.data.every((w) => w.author.id === 1)).toBe(true);
    const tool = await list({ tool: 3, per_page: 5 });
    for (const w of tool.data) {
      expect((await demo.call<WorkDetail>(works.detail, { id: w.id })).body.data.tools).toContain(3);
    }
    const tagged = await list({ tag: '国风', per_page: 5 });
    for (const w of tagged.data)
      expect((await demo.call<WorkDetail>(works.detail, { id: w.id })).body.data.tags).toContain('国风');
    const kw = await list({ keyword: '青瓷' });
    expect(kw.total).toBeGreaterThan(0);
  });

  it('sorts hot by popularity', async () => {
    const hot = (await list({ sort: 'hot', per_page: 10 })).data;
    expect(hot[0]!.likes).toBeGreaterThanOrEqual(hot.at(-1)!.likes);
  });

  it('serves a model work’s viewer GLB: a preview lighter than the file it sells or shares', async () => {
    const first = (await list({ type: 'model', per_page: 1 })).data[0]!;
    const detail = (await demo.call<WorkDetail>(works.detail, { id: first.id })).body.data;
    expect(detail.model_url).toMatch(/^\/api\/storage\/models\/[a-z-]+\.preview\.glb$/);
    const res = await fetch(`${demo.base}${detail.model_url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('model/gltf-binary');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('glTF');
    expect(bytes.byteLength).toBeLessThan(detail.files[0]!.size);
  });

  it('keeps the hostile blog markup as authored (the SPA sanitizes)', async () => {
    const blog = (await list({ type: 'blog', per_page: 1 })).data[0]!;
    const detail = (await demo.call<WorkDetail>(works.detail, { id: blog.id })).body.data;
    expect(detail.content).toContain('<img src=x onerror=alert(1)>');
    expect(detail.content).toContain('<a href="javascript:alert(1)">');
  });

  it('cleans a published blog’s markup to the shared allow-list (the seeded hostile one is legacy data)', async () => {
    const content =
      '<h2 onclick="x()">标题</h2><script>alert(1)</script><p style="color:red">正文<img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">坏链接</a><a href="https://example.com/a">好链接</a></p>';
    // Free: a blog for sale would need a file to deliver.
    const res = await demo.call<WorkDetail>(
      works.add,
      { ...input, type: 'blog', content, price: null },
      token,
    );
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data.content).toBe(
      '<h2>标题</h2><p>正文<a>坏链接</a>' +
        '<a href="https://example.com/a" rel="noopener noreferrer nofollow">好链接</a></p>',
    );
    const gone = await demo.call(
      works.add,
      { ...input, type: 'blog', content: '<script>只有脚本</script>' },
      token,
    );
    expect(gone.body).toEqual({ code: 0, msg: '博客正文不能为空', data: null });
  });

  it('counts a view and records the visit of a logged-in member', async () => {
    const w = (await list({ author_id: 2, per_page: 1 })).data[0]!;
    const before = demo.upstream.db.workVisits.size;
    await demo.call(works.detail, { id: w.id }, token);
    expect(demo.upstream.db.works.get(w.id)!.views).toBe(w.views + 1);
    expect(demo.upstream.db.workVisits.size).toBe(before + 1);
  });
});

describe('deleting', () => {
  const publish = async () => (await demo.call<WorkDetail>(works.add, input, token)).body.data;
  const ids = (page: Paginated<WorkSummary>) => page.data.map((w) => w.id);

  it('lets the author delete their work: it leaves every list, favorites and the visit log', async () => {
    const work = await publish();
    const other = await demo.login(1);
    await demo.call(works.favorite, { id: work.id }, other);
    await demo.call(works.like, { id: work.id }, other);
    await demo.call(works.detail, { id: work.id }, other);
    const collected = async () =>
      ids((await demo.call<Paginated<WorkSummary>>(user.getCollectList, {}, other)).body.data);
    expect(await collected()).toContain(work.id);

    const res = await demo.call(works.del, { id: work.id }, token);
    expect(res.body).toEqual({ code: 1, msg: '作品已删除', data: null });

    expect(ids(await list({ type: 'model', per_page: 100 }))).not.toContain(work.id);
    const mine = (await demo.call<Paginated<WorkSummary>>(user.getMyWorks, { per_page: 100 }, token)).body
      .data;
    expect(ids(mine)).not.toContain(work.id);
    expect(await collected()).not.toContain(work.id);
    const visits = await demo.call<Paginated<{ work: { id: number } }>>(
      user.getWorkVisitor,
      { per_page: 100 },
      token,
    );
    expect(visits.body.code).toBe(1);
    expect(visits.body.data.data.map((v) => v.work.id)).not.toContain(work.id);
    expect(demo.upstream.db.likes.some((l) => l.work_id === work.id)).toBe(false);
    expect((await demo.call(works.detail, { id: work.id })).body).toEqual({
      code: 0,
      msg: '作品不存在或已删除',
      data: null,
    });
    // Deleting it again says it is gone.
    expect((await demo.call(works.del, { id: work.id }, token)).body).toEqual({
      code: 0,
      msg: '作品不存在或已删除',
      data: null,
    });
  });

  it('refuses a work of another member, leaving it in place', async () => {
    const work = await publish();
    const other = await demo.login(1);
    const res = await demo.call(works.del, { id: work.id }, other);
    expect(res.body).toEqual({ code: 0, msg: '无权删除该作品', data: null });
    expect(demo.upstream.db.works.has(work.id)).toBe(true);
  });

  it('answers 401 to a visitor and asks for the id', async () => {
    const work = await publish();
    expect((await demo.call(works.del, { id: work.id }, null)).status).toBe(401);
    expect((await demo.call(works.del, {}, token)).body).toEqual({ code: 0, msg: '缺少作品 ID', data: null });
    expect(demo.upstream.db.works.has(work.id)).toBe(true);
  });
});

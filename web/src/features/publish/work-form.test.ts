import { afterEach, describe, expect, it } from 'vitest';
import { yuanOf as fenToMoney, type WorkDetail } from '@zaowu/shared';
import { parseTagText } from './components/LegacyFields.tsx';
import { clearDraft, draftKey, isBlank, loadDraft, saveDraft } from './draft.ts';
import {
  emptyValues,
  fieldOfServerMessage,
  fromWorkDetail,
  moneyToText,
  MSG,
  ownWorkDetail,
  parsePrice,
  tagError,
  toWorkInput,
  workFormSchema,
  type WorkFormValues,
} from './work-form.ts';

/** What the form shows for these values (react-hook-form's zod resolver): each field's first message. */
function validateWork(v: WorkFormValues): Partial<Record<keyof WorkFormValues, string>> {
  const errors: Partial<Record<keyof WorkFormValues, string>> = {};
  for (const issue of workFormSchema.safeParse(v).error?.issues ?? []) {
    const key = issue.path[0] as keyof WorkFormValues;
    errors[key] ??= issue.message;
  }
  return errors;
}

const valid = (patch: Partial<WorkFormValues> = {}): WorkFormValues => ({
  ...emptyValues('model'),
  title: '青花瓷茶杯',
  cover: '/api/storage/gen/model/7.svg',
  model: { name: 'cup.glb', url: '/api/storage/uploads/cup.glb', size: 1024 },
  license: 'BY',
  ...patch,
});

describe('price', () => {
  it.each([
    ['29', 2900],
    ['29.9', 2990],
    ['29.90', 2990],
    ['0.29', 29],
    ['0.01', 1],
    ['1.10', 110],
    ['007.5', 750],
    ['99999.99', 9_999_999],
    [' ¥12 ', 1200],
    ['１２．５', 1250],
  ])('reads %s as %i fen, exactly', (text, fen) => {
    expect(parsePrice(text)).toEqual({ fen });
  });

  it.each([
    ['', MSG.priceEmpty],
    ['   ', MSG.priceEmpty],
    ['abc', MSG.priceFormat],
    ['-5', MSG.priceFormat],
    ['1e3', MSG.priceFormat],
    ['12.345', MSG.priceDecimals],
    ['1.005', MSG.priceDecimals],
    ['0', MSG.priceZero],
    ['0.00', MSG.priceZero],
    ['100000', MSG.priceMax],
    ['123456789', MSG.priceMax],
  ])('refuses %j: %s', (text, error) => {
    expect(parsePrice(text)).toEqual({ error });
  });

  it('writes fen as Money and Money back as text', () => {
    expect(fenToMoney(1)).toBe('0.01');
    expect(fenToMoney(2990)).toBe('29.90');
    expect(fenToMoney(9_999_999)).toBe('99999.99');
    expect(moneyToText('29.9')).toBe('29.90');
    expect(moneyToText(null)).toBe('');
  });

  it('is only checked when selling', () => {
    expect(validateWork(valid({ forSale: false, price: 'abc' })).price).toBeUndefined();
    expect(validateWork(valid({ forSale: true, price: '' })).price).toBe(MSG.priceEmpty);
    expect(toWorkInput(valid({ forSale: true, price: '0.29' })).price).toBe('0.29');
    expect(toWorkInput(valid({ forSale: false, price: '12' })).price).toBeNull();
  });
});

describe('the rules of every field', () => {
  it('passes a complete model work', () => {
    expect(validateWork(valid())).toEqual({});
  });

  // Which of them gets focus (the first on the page) is the forms' test (publish.test.tsx).
  it('names each problem', () => {
    const errors = validateWork({ ...emptyValues('model'), title: '  ' });
    expect(errors).toEqual({
      title: MSG.titleEmpty,
      cover: MSG.cover,
      model: MSG.model,
      license: MSG.license,
    });
  });

  it.each<[Partial<WorkFormValues>, keyof ReturnType<typeof validateWork>, string]>([
    [{ title: '长'.repeat(51) }, 'title', MSG.titleLong],
    [{ description: '字'.repeat(2001) }, 'description', MSG.descriptionLong],
    [{ type: 'blog', content: '<p> </p>' }, 'content', MSG.contentEmpty],
    [{ type: 'blog', content: '<p>' + 'x'.repeat(200_001) + '</p>' }, 'content', MSG.contentLong],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', MSG.tagsMany],
    [{ tools: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'tools', MSG.toolsMany],
    [{ cover: '' }, 'cover', MSG.cover],
    [{ license: '' }, 'license', MSG.license],
    [
      { files: Array.from({ length: 21 }, (_, i) => ({ name: `${i}`, url: `/f/${i}`, size: 1 })) },
      'files',
      MSG.filesMany,
    ],
  ])('%o → %s', (patch, field, message) => {
    expect(validateWork(valid(patch))[field]).toBe(message);
  });

  it('asks for the model only of a model work, and a body only of a blog', () => {
    expect(validateWork(valid({ type: 'art', model: null })).model).toBeUndefined();
    expect(
      validateWork(valid({ type: 'blog', content: '<p><img src="/a.png"></p>' })).content,
    ).toBeUndefined();
  });

  it('checks a new tag', () => {
    expect(tagError('  ', [])).toBe(MSG.tagEmpty);
    expect(tagError('一二三四五六七八九十一二三', [])).toBe(MSG.tagLong);
    expect(tagError('国风', ['国风'])).toBe(MSG.tagDuplicate);
    expect(
      tagError(
        '新',
        Array.from({ length: 10 }, (_, i) => `t${i}`),
      ),
    ).toBe(MSG.tagsMany);
    expect(tagError('国风', [])).toBeNull();
  });

  it('reads the legacy comma-separated tags', () => {
    expect(parseTagText('国风, 写实，角色  国风')).toEqual({ tags: ['国风', '写实', '角色'], error: null });
    expect(parseTagText('好, 一二三四五六七八九十一二三').error).toBe(MSG.tagLong);
  });

  it('puts a server message under its field', () => {
    expect(fieldOfServerMessage('作品标题不能超过 50 个字')).toBe('title');
    expect(fieldOfServerMessage('请上传模型文件')).toBe('model');
    expect(fieldOfServerMessage('价格须在 0–99999.99 元之间，最多两位小数')).toBe('price');
    expect(fieldOfServerMessage('无权编辑该作品')).toBeNull();
  });
});

describe('to and from the API', () => {
  it('sends only the media of the chosen type', () => {
    const v = valid({
      type: 'art',
      images: ['/a.png'],
      video: { name: 'v.mp4', url: '/v.mp4', size: 1 },
      tags: [' 国风 '],
      tools: [3, 99],
    });
    const input = toWorkInput(v);
    expect(input).toMatchObject({ type: 'art', images: ['/a.png'], model_url: null, video_url: null });
    expect(input.tags).toEqual(['国风']);
    expect(input.tools).toEqual([3]);
    expect('content' in input).toBe(false);
  });

  it('turns a saved work into form values and back', () => {
    const work = {
      id: 5,
      type: 'model',
      title: '茶杯',
      description: '描述',
      content: '',
      cover: '/c.png',
      tags: ['国风'],
      tools: [3],
      images: [],
      files: [{ name: 'cup.glb', url: '/m/cup.glb', size: 2048 }],
      model_url: '/m/cup.glb',
      video_url: null,
      price: '19.90',
      license: 'BY-NC',
      is_mature: true,
    } as unknown as WorkDetail;
    const own = ownWorkDetail(work)!;
    expect(own.files).toEqual(work.files);
    const v = fromWorkDetail(own);
    expect(v).toMatchObject({ forSale: true, price: '19.90', isMature: true, license: 'BY-NC' });
    expect(v.model).toEqual({ name: 'cup.glb', url: '/m/cup.glb', size: 2048 });
    // The model among the files is the model made downloadable: in its own slot, not twice.
    expect(v).toMatchObject({ modelDownload: true, files: [] });
    expect(toWorkInput(v)).toMatchObject({
      price: '19.90',
      model_url: '/m/cup.glb',
      model_download: true,
      files: [],
    });

    // Kept for the viewer (not among the files): the attachments are what is sold.
    const src = { name: 'cup.blend', url: '/f/cup.blend', size: 4096 };
    const viewerOnly = fromWorkDetail(ownWorkDetail({ ...work, files: [src] } as WorkDetail)!);
    expect(viewerOnly).toMatchObject({ modelDownload: false, files: [src] });
    expect(toWorkInput(viewerOnly)).toMatchObject({ model_download: false, files: [src] });
  });

  it('will not sell a work with nothing to download, and says where', () => {
    const base = {
      ...emptyValues('model'),
      title: '茶杯',
      cover: '/c.png',
      license: 'BY' as const,
      forSale: true,
      price: '19.90',
      model: { name: 'cup.glb', url: '/m/cup.glb', size: 2048 },
    };
    const problems = (v: WorkFormValues) => {
      const r = workFormSchema.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    // The model file itself is sold by default.
    expect(problems(base)).toEqual([]);
    expect(problems({ ...base, modelDownload: false })).toEqual([
      ['model', '出售的模型须有可下载的文件：请把模型文件设为可下载，或添加附件'],
    ]);
    const attachment = { name: 'cup.fbx', url: '/f/cup.fbx', size: 100 };
    expect(problems({ ...base, modelDownload: false, files: [attachment] })).toEqual([]);
    // Free: nothing needs delivering.
    expect(problems({ ...base, modelDownload: false, forSale: false })).toEqual([]);
    // An art work's pictures are on its page for everyone: for sale it needs an attachment.
    const art = { ...base, type: 'art' as const, model: null, images: ['/a.png'] };
    expect(problems(art)).toEqual([['files', '出售的作品须有可下载的文件，请添加附件后再设置价格']]);
    expect(problems({ ...art, files: [attachment] })).toEqual([]);
  });

  it('edits only from the author’s copy: files without addresses are not a work to edit', () => {
    const work = (files: WorkDetail['files']) => ({ id: 5, title: '茶杯', files }) as unknown as WorkDetail;
    const shown = { name: 'cup.glb', url: null, size: 2048 };
    expect(ownWorkDetail(work([shown, { ...shown, url: '/m/b.glb' }]))).toBeNull();
    expect(ownWorkDetail(work([]))).toMatchObject({ id: 5, files: [] });
    expect(ownWorkDetail(work([{ ...shown, url: '/m/cup.glb' }]))?.files).toEqual([
      { name: 'cup.glb', url: '/m/cup.glb', size: 2048 },
    ]);
  });
});

describe('the draft', () => {
  afterEach(() => localStorage.clear());

  it('is kept per member and read back', () => {
    const v = valid({ tags: ['国风'] });
    saveDraft(1, v, [{ key: 'u1', slot: 'model' }]);
    expect(loadDraft(2)).toBeNull();
    const d = loadDraft(1)!;
    expect(d.values).toEqual(v);
    expect(d.pending).toEqual([{ key: 'u1', slot: 'model' }]);
    clearDraft(1);
    expect(loadDraft(1)).toBeNull();
  });

  it('survives a broken or foreign entry', () => {
    localStorage.setItem(draftKey(1), '{not json');
    expect(loadDraft(1)).toBeNull();
    localStorage.setItem(
      draftKey(1),
      JSON.stringify({ values: { type: 'poem', title: 7, tags: ['a', 3], license: 'GPL', model: 'x' } }),
    );
    expect(loadDraft(1)!.values).toEqual({ ...emptyValues('model'), tags: ['a'] });
  });

  it('knows a blank form', () => {
    expect(isBlank(emptyValues('art'))).toBe(true);
    expect(isBlank({ ...emptyValues(), title: 'x' })).toBe(false);
    expect(isBlank(emptyValues(), [{ key: 'u', slot: 'cover' }])).toBe(false);
  });
});

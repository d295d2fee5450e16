import { describe, expect, it } from 'vitest';
import { endpoints, type CollectionDetail } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();

const { collection } = endpoints;
const db = () => demo.upstream.db;

describe('collections', () => {
  it('opens a collection with its works in order', async () => {
    const row = [...db().collections.values()][0]!;
    const detail = (await demo.call<CollectionDetail>(collection.detail, { id: row.id })).body.data;
    expect(detail).toMatchObject({ id: row.id, works_count: row.work_ids.length });
    expect(detail.works.map((w) => w.id)).toEqual(row.work_ids);
    expect(detail.cover).toBe(detail.works[0]!.cover);
    expect((await demo.call(collection.detail, { id: 999 })).body).toEqual({
      code: 0,
      msg: '合集不存在',
      data: null,
    });
  });
});

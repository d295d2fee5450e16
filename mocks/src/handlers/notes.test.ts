import { describe, expect, it } from 'vitest';
import { endpoints, type Note } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();

const { note } = endpoints;
const db = () => demo.upstream.db;

describe('notes', () => {
  it('shows a note, optionally about a work, and counts each view', async () => {
    const n = find.note(db());
    const first = (await demo.call<Note>(note.detail, { id: n.id })).body.data;
    expect(first.work).toMatchObject({ id: n.work_id });
    expect(first.content).toMatch(/^<p>/);
    const second = (await demo.call<Note>(note.detail, { id: n.id })).body.data;
    expect(second.views).toBe(first.views + 1);
    const plain = [...db().notes.values()].find((x) => x.work_id === null)!;
    expect((await demo.call<Note>(note.detail, { id: plain.id })).body.data.work).toBeNull();
    expect((await demo.call(note.detail, { id: 999 })).body.msg).toBe('笔记不存在或已删除');
  });
});

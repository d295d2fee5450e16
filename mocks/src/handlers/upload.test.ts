import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_SIZE, endpoints, TOKEN_HEADER, type Envelope, type UploadResult } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

async function sendChunk(fields: Record<string, string | Blob>): Promise<Envelope<UploadResult | null>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${demo.base}${endpoints.upload.chunkUpload.path}`, {
    method: 'POST',
    body: form,
    headers: { [TOKEN_HEADER]: token },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Envelope<UploadResult | null>;
}

function bytesOf(size: number): Uint8Array {
  const out = new Uint8Array(size);
  let x = 12345;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

function chunks(data: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let off = 0; off < data.length; off += CHUNK_SIZE) out.push(data.slice(off, off + CHUNK_SIZE));
  return out;
}

async function upload(data: Uint8Array, filename: string, chunkid: string, first = 0) {
  const parts = chunks(data);
  let last: Envelope<UploadResult | null> | undefined;
  for (const [i, part] of parts.entries()) {
    last = await sendChunk({
      file: new Blob([part]),
      filename,
      chunkindex: String(i + first),
      chunkcount: String(parts.length),
      action: i === parts.length - 1 ? 'merge' : 'chunk',
      chunkid,
    });
    expect(last.code, last.msg).toBe(1);
  }
  return last!.data!;
}

describe('chunkUpload', () => {
  it('merges a 12 MB file sent in 3 chunks into the same bytes', async () => {
    const data = bytesOf(12 * 1024 * 1024);
    expect(chunks(data).map((c) => c.length)).toEqual([CHUNK_SIZE, CHUNK_SIZE, data.length - 2 * CHUNK_SIZE]);
    const result = await upload(data, '毕业设计渲染.zip', `${md5(data)}.zip`);
    expect(result.path).toMatch(/^\/api\/storage\/uploads\/1\//);
    const res = await fetch(result.fullurl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(md5(new Uint8Array(await res.arrayBuffer()))).toBe(md5(data));
    // A byte range across the seam of two chunks comes back intact.
    const seam = await fetch(result.fullurl, {
      headers: { range: `bytes=${CHUNK_SIZE - 2}-${CHUNK_SIZE + 1}` },
    });
    expect(seam.status).toBe(206);
    expect([...new Uint8Array(await seam.arrayBuffer())]).toEqual([
      ...data.slice(CHUNK_SIZE - 2, CHUNK_SIZE + 2),
    ]);
  });

  it('accepts chunk indices counted from 1', async () => {
    const data = bytesOf(CHUNK_SIZE + 1000);
    const result = await upload(data, 'scene.blend', 'abc123lend', 1);
    expect(md5(new Uint8Array(await (await fetch(result.fullurl)).arrayBuffer()))).toBe(md5(data));
  });

  it('stores a one-chunk file directly', async () => {
    const data = new TextEncoder().encode('青瓷梅瓶建模笔记');
    const body = await sendChunk({
      file: new Blob([data]),
      filename: '笔记.txt',
      chunkindex: '0',
      chunkcount: '1',
      action: 'merge',
    });
    expect(body.code).toBe(1);
    const res = await fetch(body.data!.fullurl);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toBe('青瓷梅瓶建模笔记');
  });

  it('refuses to merge with a chunk missing, and completes once it arrives', async () => {
    const parts = chunks(bytesOf(2 * CHUNK_SIZE + 10));
    const base = { filename: 'big.bin', chunkcount: '3', chunkid: 'deadbeefbin' };
    expect(
      (await sendChunk({ ...base, file: new Blob([parts[0]!]), chunkindex: '0', action: 'chunk' })).code,
    ).toBe(1);
    const merge = await sendChunk({ ...base, file: new Blob([parts[2]!]), chunkindex: '2', action: 'merge' });
    expect(merge).toEqual({ code: 0, msg: '分片不完整，缺少第 2 片，请重新上传', data: null });
    await sendChunk({ ...base, file: new Blob([parts[1]!]), chunkindex: '1', action: 'chunk' });
    const done = await sendChunk({ ...base, file: new Blob([parts[2]!]), chunkindex: '2', action: 'merge' });
    expect(done.code).toBe(1);
  });

  it.each([
    [{ filename: 'a.txt', chunkindex: '0', chunkcount: '1', action: 'merge' }, '缺少文件内容'],
    [{ file: new Blob(['x']), chunkindex: '0', chunkcount: '1', action: 'merge' }, '文件名不能为空'],
    [
      { file: new Blob(['x']), filename: 'a.txt', chunkindex: '0', chunkcount: '1', action: 'upload' },
      'action 参数须为 chunk 或 merge',
    ],
    [
      { file: new Blob(['x']), filename: 'a.txt', chunkindex: '0', chunkcount: '2', action: 'chunk' },
      '缺少分片标识 chunkid',
    ],
    [
      { file: new Blob(['x']), filename: 'a.txt', chunkindex: '-1', chunkcount: '1', action: 'merge' },
      '分片序号 chunkindex 不正确',
    ],
    [
      { file: new Blob(['x']), filename: '../a.txt', chunkindex: '0', chunkcount: '1', action: 'merge' },
      '文件名不能包含 / \\ 等字符',
    ],
  ])('validates fields (%#)', async (fields, msg) => {
    expect(await sendChunk(fields as Record<string, string | Blob>)).toEqual({ code: 0, msg, data: null });
  });

  it('refuses a chunk larger than 5 MiB', async () => {
    const body = await sendChunk({
      file: new Blob([bytesOf(CHUNK_SIZE + 1)]),
      filename: 'x.bin',
      chunkindex: '0',
      chunkcount: '2',
      action: 'chunk',
      chunkid: 'x',
    });
    expect(body.msg).toBe('分片大小不能超过 5 MB');
  });
});

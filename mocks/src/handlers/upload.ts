/**
 * chunkUpload (SPEC §4, §7): one-chunk files arrive whole; larger ones in 5 MiB chunks, the last with
 * action=merge, which joins them in order into a stored file whose bytes GET fullurl returns.
 * chunkindex may count from 0 or from 1 (SPEC §3 starts uploadedChunks at 1); the merge tells which
 * by whether index `chunkcount` was sent.
 */
import * as z from 'zod';
import { CHUNK_SIZE, type UploadResult } from '@zaowu/shared';
import { mimeOf, uploadUrl } from '../media/urls.ts';
import type { Call } from './route.ts';
import { int } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';
import { hasUploadSpace } from '../store/uploads.ts';

const MAX_CHUNKS = 2_000;
// Control characters are refused in names, as on any real file system.
// eslint-disable-next-line no-control-regex
const BAD_NAME = /[\\/\u0000-\u001f]/;

const fields = z
  .object({
    file: z.instanceof(Blob, { error: '缺少文件内容' }),
    filename: z
      .string({ error: '文件名不能为空' })
      .trim()
      .min(1, '文件名不能为空')
      .max(200, '文件名不能超过 200 个字')
      .refine((v) => !BAD_NAME.test(v), '文件名不能包含 / \\ 等字符'),
    chunkindex: int('缺少分片序号 chunkindex', '分片序号 chunkindex 不正确', 0, MAX_CHUNKS),
    chunkcount: int(
      '缺少分片总数 chunkcount',
      `分片总数 chunkcount 须在 1–${MAX_CHUNKS} 之间`,
      1,
      MAX_CHUNKS,
    ),
    action: z.enum(['chunk', 'merge'], { error: 'action 参数须为 chunk 或 merge' }),
    chunkid: z
      .string({ error: '分片标识 chunkid 不正确' })
      .trim()
      .min(1, '分片标识 chunkid 不能为空')
      .max(200, '分片标识 chunkid 过长')
      .optional(),
  })
  .superRefine((f, ctx) => {
    if (f.chunkindex > f.chunkcount) ctx.addIssue({ code: 'custom', message: '分片序号超出分片总数' });
    if (f.chunkcount > 1 && !f.chunkid) ctx.addIssue({ code: 'custom', message: '缺少分片标识 chunkid' });
  });

function store(call: Call, filename: string, parts: Uint8Array[]): UploadResult {
  const key = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const path = uploadUrl(call.me.id, key, filename);
  const size = parts.reduce((n, p) => n + p.length, 0);
  call.db.blobs.set(path, {
    parts,
    size,
    seeded: false,
    mime: mimeOf(filename),
    name: filename,
    owner_id: call.me.id,
  });
  return { fullurl: new URL(path, call.origin).href, path };
}

export const uploadRoutes = {
  chunkUpload: route(
    fields,
    async (f, call): Promise<UploadResult> => {
      if (f.file.size > CHUNK_SIZE) reject('分片大小不能超过 5 MB');
      if (!hasUploadSpace(call.db, call.clock, f.file.size)) reject('演示环境的上传空间已满，请稍后再试');
      const bytes = new Uint8Array(await f.file.arrayBuffer());
      if (f.chunkcount === 1) return store(call, f.filename, [bytes]);

      const key = `${call.me.id}:${f.chunkid!}`;
      let session = call.db.chunkSessions.get(key);
      if (session && session.chunkcount !== f.chunkcount) {
        call.db.chunkSessions.delete(key);
        reject('分片总数与之前不一致，请重新上传');
      }
      if (!session) {
        session = {
          user_id: call.me.id,
          chunkid: f.chunkid!,
          filename: f.filename,
          chunkcount: f.chunkcount,
          chunks: new Map(),
          touched_at: 0,
        };
        call.db.chunkSessions.set(key, session);
      }
      session.filename = f.filename;
      session.touched_at = call.clock.now();
      session.chunks.set(f.chunkindex, bytes);
      if (f.action === 'chunk') return { fullurl: '' };

      const base = session.chunks.has(f.chunkcount) ? 1 : 0;
      if (base === 1 && session.chunks.has(0)) reject('分片序号不连续，请重新上传');
      const missing: number[] = [];
      for (let i = 0; i < f.chunkcount; i++) if (!session.chunks.has(base + i)) missing.push(i + 1);
      if (missing.length > 0) {
        const shown = missing.slice(0, 5).join('、') + (missing.length > 5 ? ' 等' : '');
        reject(`分片不完整，缺少第 ${shown} 片，请重新上传`);
      }
      const parts = Array.from({ length: f.chunkcount }, (_, i) => session.chunks.get(base + i)!);
      call.db.chunkSessions.delete(key);
      return store(call, session.filename, parts);
    },
    '上传成功',
  ),
} satisfies ModuleRoutes<'upload'>;

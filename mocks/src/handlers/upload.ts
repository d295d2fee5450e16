/**
 * chunkUpload (product.md §4, §7): one-chunk files arrive whole; larger ones in 5 MiB chunks, the last with
 * action=merge, which joins them in order into a stored file whose bytes GET fullurl returns.
 * chunkindex may count from 0 or from 1 (product.md §3 starts uploadedChunks at 1); the merge tells which
 * by whether index `chunkcount` was sent.
 */
import { CHUNK_SIZE, type ModelFacts, type UploadResult } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import { newByteKey, readParts, type ByteStore } from '../store/bytes.ts';
import {
  isModelFileName,
  MODEL_FACTS_MAX_BYTES,
  ModelFileError,
  readModelFacts,
} from '../media/model-facts.ts';
import { dropStaleUploads, MAX_OPEN_UPLOADS, storeUpload, uploadSpaceRefusal } from '../store/blobs.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

/**
 * A file named .glb or .gltf is read as one before it is kept (the publish form's 模型文件 feeds the
 * 3D viewer and is sold): one the library cannot read is refused, its bytes dropped, and the facts of
 * one it can are kept with it. Too large to read in memory: kept without facts.
 */
async function modelCheck(
  call: { bytes: ByteStore },
  filename: string,
  parts: { size: number; key: string }[],
): Promise<ModelFacts | undefined> {
  if (!isModelFileName(filename)) return undefined;
  const size = parts.reduce((n, p) => n + p.size, 0);
  if (size > MODEL_FACTS_MAX_BYTES) return undefined;
  try {
    return await readModelFacts(await readParts(call.bytes, parts), filename);
  } catch (error) {
    await call.bytes.delete(parts.map((p) => p.key));
    if (error instanceof ModelFileError) reject(error.message);
    throw error;
  }
}

export const uploadRoutes = {
  chunkUpload: route(
    requestSchemas['upload.chunkUpload'],
    async (f, call): Promise<UploadResult> => {
      if (f.file.size > CHUNK_SIZE) reject('分片大小不能超过 5 MB');
      await dropStaleUploads(call);
      const refused = await uploadSpaceRefusal(call, call.me.id, f.file.size);
      if (refused) reject(refused);
      // The chunk goes to the byte store (disk in node) at once, never whole into memory there: the
      // node adapter wrote it to disk as it arrived, and the store moves that file in. Only its key
      // stays in memory.
      const chunk = { size: f.file.size, key: newByteKey() };
      await call.bytes.putFile(chunk.key, f.file);
      if (f.chunkcount === 1) {
        const facts = await modelCheck(call, f.filename, [chunk]);
        return storeUpload(call, call.me.id, f.filename, [chunk], call.origin, facts);
      }

      const key = `${call.me.id}:${f.chunkid!}`;
      let session = call.db.chunkSessions.get(key);
      if (session && session.chunkcount !== f.chunkcount) {
        call.db.chunkSessions.delete(key);
        await call.bytes.delete([chunk.key, ...[...session.chunks.values()].map((c) => c.key)]);
        reject('分片总数与之前不一致，请重新上传');
      }
      if (!session) {
        const open = [...call.db.chunkSessions.values()].filter((s) => s.user_id === call.me.id).length;
        if (open >= MAX_OPEN_UPLOADS) {
          await call.bytes.delete([chunk.key]);
          reject(`同时进行的上传不能超过 ${MAX_OPEN_UPLOADS} 个，请先完成其他上传`);
        }
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
      // A chunk sent again (a retry) replaces the one before.
      const replaced = session.chunks.get(f.chunkindex);
      session.chunks.set(f.chunkindex, chunk);
      if (replaced) await call.bytes.delete([replaced.key]);
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
      const facts = await modelCheck(call, session.filename, parts);
      return storeUpload(call, call.me.id, session.filename, parts, call.origin, facts);
    },
    '上传成功',
  ),
} satisfies ModuleRoutes<'upload'>;

/**
 * The demo keeps uploads in memory, so it bounds them: abandoned chunk sessions expire, and past a
 * total the upload is refused with a message instead of exhausting the process (the in-process demo
 * shares memory with the BFF).
 */
import { HOUR, type Clock } from './time.ts';
import type { Db } from './types.ts';

export const DEMO_UPLOAD_LIMIT = 2 * 1024 ** 3;
export const CHUNK_SESSION_TTL_MS = HOUR;

export function dropStaleChunkSessions(db: Db, clock: Clock): void {
  const now = clock.now();
  for (const [key, s] of db.chunkSessions)
    if (now - s.touched_at > CHUNK_SESSION_TTL_MS) db.chunkSessions.delete(key);
}

export function uploadBytesInUse(db: Db): number {
  let n = 0;
  for (const b of db.blobs.values()) if (!b.seeded) n += b.size;
  for (const s of db.chunkSessions.values()) for (const c of s.chunks.values()) n += c.length;
  return n;
}

/** True when `extra` more bytes still fit. */
export function hasUploadSpace(db: Db, clock: Clock, extra: number): boolean {
  if (uploadBytesInUse(db) + extra <= DEMO_UPLOAD_LIMIT) return true;
  dropStaleChunkSessions(db, clock);
  return uploadBytesInUse(db) + extra <= DEMO_UPLOAD_LIMIT;
}

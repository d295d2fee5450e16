/** The upload engine's records and the pieces it is given (design.md §4; product.md §3 "uploaded file"). */
import type { ChunkUploadFields, UploadResult } from '@zaowu/shared';

/** queued → hashing → uploading ⇄ paused → done | failed (cancelled records are removed). */
type UploadStatus = 'queued' | 'hashing' | 'uploading' | 'paused' | 'done' | 'failed';

/** Where an upload was started; the floating list shows every origin, the drive its own. */
export type UploadOrigin = 'disk' | 'publish' | 'feedback' | 'avatar' | 'other';

export interface UploadRecord {
  /** Local key of this entry (one per add, stable for its life). */
  readonly key: string;
  /** The file id: MD5 hex of the content + the file name's last 4 characters ('' until hashed). */
  id: string;
  fileName: string;
  /** Bytes. */
  size: number;
  /** product.md §3: MB with 2 decimals, e.g. "12.00". */
  totalSize: string;
  /** Chunks of CHUNK_SIZE (a file of one chunk is sent whole). */
  chunkCount: number;
  /** product.md §3: the next chunk to send, 1-based (starts at 1; chunkCount + 1 once done). */
  uploadedChunks: number;
  /** product.md §3: MB sent and accepted, 2 decimals. */
  uploadedSize: string;
  /** 0–100, whole percent of accepted bytes. */
  progress: number;
  /** 0–100 while the content is hashed. */
  hashProgress: number;
  /** product.md §4: a new file starts with pause false and uploading false; done → pause true. */
  pause: boolean;
  uploading: boolean;
  status: UploadStatus;
  /** The last failure, in Chinese (server msg for code 0, a network message otherwise). */
  error: string | null;
  origin: UploadOrigin;
  /** Target folder on the drive (0 = the default folder). */
  folder_id: number;
  /**
   * Set when done: the merged file's absolute address, and the same on this site (path and query)
   * when the server gives it. Read them through uploadedAddress().
   */
  fullurl: string | null;
  path: string | null;
  /** The File being uploaded (not persisted). */
  readonly file: File;
}

/** What one chunk request ends in. `rejected` = the server answered code 0 (its msg). Throw on a network or HTTP failure. */
export type ChunkAnswer = { ok: true; data: UploadResult } | { ok: false; msg: string };

export interface ChunkTransport {
  send(
    fields: ChunkUploadFields,
    opts: { signal: AbortSignal; onProgress?: (loaded: number) => void },
  ): Promise<ChunkAnswer>;
}

export interface Hasher {
  /** MD5 hex of the whole content, reading it in CHUNK_SIZE slices. */
  md5(
    file: Blob,
    opts: { signal: AbortSignal; onProgress?: (done: number, total: number) => void },
  ): Promise<string>;
}

/** The saved chunk position, per file name (product.md §4), with the id it belongs to. */
export interface SavedPosition {
  id: string;
  /** The next chunk to send, 1-based. */
  chunk: number;
}

export interface PositionStore {
  get(fileName: string): SavedPosition | null;
  set(fileName: string, position: SavedPosition): void;
  remove(fileName: string): void;
}

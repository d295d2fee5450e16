/**
 * The first seconds of a WebM (Matroska) video as a WebM of their own: the preview an animation for
 * sale plays to those who have not bought it (work-media.ts says how long). A prefix of a stream needs
 * no decoding or re-encoding: the file's header, its Info (with the new Duration) and Tracks, then the
 * Clusters' blocks that start before the cut, each copied as it was. SeekHead and Cues point at
 * offsets of the whole file and are left out; so are Tags, Chapters and Attachments.
 *
 * The source is read by ranges (a 2 GB upload is never held whole): a Segment and Clusters of unknown
 * size (a browser's MediaRecorder writes them) are walked element by element.
 */
import { previewSeconds, VIDEO_PREVIEW_SECONDS } from '@zaowu/shared/work-media';
import { concat, element, float64 } from './webm.ts';

/** Where the bytes come from: a file of `size` bytes read by ranges. */
export interface RangeSource {
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;

/** Elements that sit beside Clusters in a Segment: one of them ends a Cluster of unknown size. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, // SeekHead
  ID.Info,
  ID.Tracks,
  ID.Cluster,
  0x1c53bb6b, // Cues
  0x1254c367, // Tags
  0x1043a770, // Chapters
  0x1941a469, // Attachments
]);

/** A preview is never larger than this; a source that would give more gets none (a bitrate no page plays). */
const MAX_PREVIEW_BYTES = 64 * 1024 * 1024;
/** Blocks looked at before giving up on a source (a crafted file of endless empty blocks). */
const MAX_BLOCKS = 200_000;
/** Bytes read in one go: block headers are a few bytes each, so they are read from a window. */
const WINDOW = 256 * 1024;

/** Reads through a window, so walking thousands of small headers costs a few large reads. */
function windowed(source: RangeSource) {
  let start = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  return async (offset: number, length: number): Promise<Uint8Array> => {
    const end = Math.min(offset + length, source.size);
    if (offset >= start && end <= start + bytes.length) return bytes.subarray(offset - start, end - start);
    if (length > WINDOW) return source.read(offset, end - offset);
    start = offset;
    bytes = await source.read(offset, Math.min(WINDOW, source.size - offset));
    return bytes.subarray(0, end - offset);
  };
}

interface Head {
  id: number;
  /** Null: unknown size (runs until its parent ends or a sibling level's element starts). */
  size: number | null;
  /** Offset of the element's first byte, and of its data. */
  at: number;
  dataAt: number;
}

class NotWebm extends Error {}

/** An element's id and size at `at`; null at the end of the file. */
async function headAt(read: ReturnType<typeof windowed>, at: number, fileSize: number): Promise<Head | null> {
  if (at >= fileSize) return null;
  const b = await read(at, 12);
  const first = b[0] ?? 0;
  const idLength = Math.clz32(first) - 23;
  if (idLength < 1 || idLength > 4 || b.length < idLength + 1) throw new NotWebm();
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + b[i]!;
  const s0 = b[idLength]!;
  const sizeLength = Math.clz32(s0) - 23;
  if (sizeLength < 1 || sizeLength > 8 || b.length < idLength + sizeLength) throw new NotWebm();
  let size = s0 & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const v = b[idLength + i]!;
    size = size * 256 + v;
    if (v !== 0xff) unknown = false;
  }
  return { id, size: unknown ? null : size, at, dataAt: at + idLength + sizeLength };
}

function uintOf(bytes: Uint8Array): number {
  let v = 0;
  for (const b of bytes) v = v * 256 + b;
  return v;
}

/** A block's time relative to its Cluster: after the track number (a vint), a signed 16-bit count. */
function blockTime(data: Uint8Array): number {
  const trackLength = Math.clz32(data[0] ?? 0) - 23;
  if (trackLength < 1 || trackLength > 8 || data.length < trackLength + 2) throw new NotWebm();
  return new DataView(data.buffer, data.byteOffset + trackLength, 2).getInt16(0);
}

interface KeptBlock {
  /** The whole element (SimpleBlock or BlockGroup) as it is in the source. */
  at: number;
  length: number;
  /** When it starts, in seconds. */
  time: number;
}

interface KeptCluster {
  timecode: number;
  blocks: KeptBlock[];
}

export interface Preview {
  bytes: Uint8Array;
  /** Its length in seconds. */
  seconds: number;
}

/**
 * The first seconds of the video (previewSeconds: 10 at most, half of a shorter one), or null when the
 * source is not a WebM this can read, or the cut would be too large or hold nothing.
 */
export async function cutWebm(
  source: RangeSource,
  maxSeconds = VIDEO_PREVIEW_SECONDS,
): Promise<Preview | null> {
  try {
    return await cut(source, maxSeconds);
  } catch (error) {
    if (error instanceof NotWebm) return null;
    throw error;
  }
}

async function cut(source: RangeSource, maxSeconds: number): Promise<Preview | null> {
  const read = windowed(source);
  const ebml = await headAt(read, 0, source.size);
  if (ebml?.id !== ID.EBML || ebml.size === null) throw new NotWebm();
  const header = (await read(0, ebml.dataAt - ebml.at + ebml.size)).slice();
  const segment = await headAt(read, ebml.dataAt + ebml.size, source.size);
  if (segment?.id !== ID.Segment) throw new NotWebm();
  const segmentEnd =
    segment.size === null ? source.size : Math.min(source.size, segment.dataAt + segment.size);

  let scale = 1_000_000;
  let declared: number | null = null;
  let info: Uint8Array[] | null = null;
  let tracks: Uint8Array | null = null;
  const clusters: KeptCluster[] = [];
  /** Seconds: where the cut goes once known, how far the video was seen to run. */
  let cutAt: number | null = null;
  let seen = 0;
  let blocks = 0;
  let done = false;

  let at = segment.dataAt;
  while (!done && at < segmentEnd) {
    const h = await headAt(read, at, segmentEnd);
    if (!h) break;
    if (h.id === ID.Cluster) {
      const end = h.size === null ? segmentEnd : h.dataAt + h.size;
      const cluster: KeptCluster = { timecode: 0, blocks: [] };
      let p = h.dataAt;
      while (p < end) {
        const c = await headAt(read, p, end);
        if (!c) break;
        if (h.size === null && SEGMENT_CHILDREN.has(c.id)) break;
        if (c.size === null) throw new NotWebm();
        const next = c.dataAt + c.size;
        if (c.id === ID.Timecode) cluster.timecode = uintOf(await read(c.dataAt, c.size));
        else if (c.id === ID.SimpleBlock || c.id === ID.BlockGroup) {
          if (++blocks > MAX_BLOCKS) return null;
          let data = c.dataAt;
          if (c.id === ID.BlockGroup) {
            // The Block inside the group (its other children say how long it lasts, and references).
            let q = c.dataAt;
            data = -1;
            while (q < next) {
              const g = await headAt(read, q, next);
              if (!g || g.size === null) break;
              if (g.id === ID.Block) {
                data = g.dataAt;
                break;
              }
              q = g.dataAt + g.size;
            }
            if (data < 0) throw new NotWebm();
          }
          const time = ((cluster.timecode + blockTime(await read(data, 12))) * scale) / 1e9;
          seen = Math.max(seen, time);
          if (cutAt !== null && time >= cutAt) {
            done = true;
            break;
          }
          // Unknown length: keep what may still be in, and stop once the video has run twice the most.
          if (cutAt === null && time >= 2 * maxSeconds) {
            cutAt = maxSeconds;
            done = true;
            break;
          }
          if (time < maxSeconds) cluster.blocks.push({ at: c.at, length: next - c.at, time });
        }
        p = next;
      }
      if (cluster.blocks.length > 0) clusters.push(cluster);
      at = p;
      if (h.size !== null) at = end;
      continue;
    }
    if (h.size === null) throw new NotWebm();
    if (h.id === ID.Info) {
      info = [];
      let p = h.dataAt;
      const end = h.dataAt + h.size;
      while (p < end) {
        const c = await headAt(read, p, end);
        if (!c || c.size === null) throw new NotWebm();
        const raw = (await read(c.at, c.dataAt - c.at + c.size)).slice();
        if (c.id === ID.TimecodeScale) scale = uintOf(raw.subarray(c.dataAt - c.at)) || 1_000_000;
        if (c.id === ID.Duration) {
          const v = raw.subarray(c.dataAt - c.at);
          const dv = new DataView(v.buffer, v.byteOffset, v.byteLength);
          declared = v.length === 8 ? dv.getFloat64(0) : v.length === 4 ? dv.getFloat32(0) : null;
        } else info.push(raw);
        p = c.dataAt + c.size;
      }
      if (declared !== null && declared > 0) cutAt = previewSeconds((declared * scale) / 1e9);
    } else if (h.id === ID.Tracks) {
      tracks = (await read(h.at, h.dataAt - h.at + h.size)).slice();
    }
    at = h.dataAt + h.size;
  }
  if (!info || !tracks) throw new NotWebm();
  // Where the cut goes when the file declared no length: from how far it ran.
  cutAt ??= previewSeconds(seen);
  const limit = cutAt;
  const out: Uint8Array[] = [];
  let bytes = 0;
  for (const c of clusters) {
    const parts: Uint8Array[] = [];
    for (const b of c.blocks) {
      // Kept were the blocks before maxSeconds; the cut may come earlier (half of a short video).
      if (b.time >= limit) continue;
      bytes += b.length;
      if (bytes > MAX_PREVIEW_BYTES) return null;
      parts.push((await read(b.at, b.length)).slice());
    }
    if (parts.length > 0)
      out.push(element(ID.Cluster, element(ID.Timecode, uintBytes(c.timecode)), ...parts));
  }
  if (out.length === 0) return null;
  const infoOut = element(ID.Info, ...info, float64(ID.Duration, (limit * 1e9) / scale));
  return {
    bytes: concat([header, element(ID.Segment, infoOut, tracks, ...out)]),
    seconds: Math.round(limit * 10) / 10,
  };
}

function uintBytes(value: number): Uint8Array {
  let len = 1;
  while (value >= 2 ** (8 * len)) len++;
  const out = new Uint8Array(len);
  let v = value;
  for (let i = len - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return out;
}

/**
 * A small WebM (Matroska) muxer for one VP8 video track of key frames only — the way webm-writer
 * turns lossy WebP pictures into video: a lossy WebP file is a RIFF wrapper around one VP8 key frame.
 * Every size is known when written, the Segment Info carries the duration, and Cues point at every
 * Cluster, so a browser shows the length at once and seeks anywhere without reading the whole file.
 */

const te = new TextEncoder();

/** Element ids, as their bytes (the id's own length marker included). */
const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  TrackType: 0x83,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

type Node = Uint8Array;

function idBytes(id: number): Uint8Array {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return Uint8Array.from(out);
}

/** An EBML variable-size integer of the fewest bytes (all ones is reserved for "unknown"). */
function vint(value: number): Uint8Array {
  let len = 1;
  while (value >= 2 ** (7 * len) - 1) len++;
  if (len > 8) throw new Error('EBML size too large');
  const out = new Uint8Array(len);
  let v = value;
  for (let i = len - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  out[0]! |= 1 << (8 - len);
  return out;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function element(id: number, ...children: readonly Node[]): Node {
  const body = concat(children);
  return concat([idBytes(id), vint(body.length), body]);
}

/** An unsigned integer, in `width` bytes when given (fixed-width positions keep the layout stable). */
function uint(id: number, value: number, width?: number): Node {
  let len = width ?? 1;
  if (width === undefined) while (value >= 2 ** (8 * len)) len++;
  const out = new Uint8Array(len);
  let v = value;
  for (let i = len - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return element(id, out);
}

export function float64(id: number, value: number): Node {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, value);
  return element(id, out);
}

const text = (id: number, value: string): Node => element(id, te.encode(value));

/** The VP8 key frame inside a lossy WebP file (simple or extended format); throws on anything else. */
export function vp8OfWebp(webp: Uint8Array): Uint8Array {
  const dv = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const tag = (at: number) => String.fromCharCode(...webp.subarray(at, at + 4));
  if (webp.length < 20 || tag(0) !== 'RIFF' || tag(8) !== 'WEBP') throw new Error('not a WebP file');
  for (let at = 12; at + 8 <= webp.length;) {
    const size = dv.getUint32(at + 4, true);
    if (tag(at) === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('WebP without a lossy VP8 picture');
}

export interface WebmVideo {
  width: number;
  height: number;
  fps: number;
  /** VP8 key frames, in order, one per 1/fps seconds. */
  frames: readonly Uint8Array[];
  /** A frame per Cluster; a cue for each. */
  framesPerCluster?: number;
}

/** A whole WebM file: EBML header, then one Segment of SeekHead, Info, Tracks, Clusters and Cues. */
export function muxWebm(video: WebmVideo): Uint8Array {
  const { width, height, fps, frames } = video;
  if (frames.length === 0) throw new Error('a video needs frames');
  const perCluster = video.framesPerCluster ?? Math.max(1, Math.round(fps));
  const ms = (frame: number) => Math.round((frame * 1000) / fps);

  const header = element(
    ID.EBML,
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    text(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  );
  const info = element(
    ID.Info,
    uint(ID.TimecodeScale, 1_000_000), // timecodes in milliseconds
    float64(ID.Duration, ms(frames.length)),
    text(ID.MuxingApp, 'zaowu-demo'),
    text(ID.WritingApp, 'zaowu-demo'),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.FlagLacing, 0),
      text(ID.CodecID, 'V_VP8'),
      uint(ID.TrackType, 1), // video
      uint(ID.DefaultDuration, Math.round(1e9 / fps)),
      element(ID.Video, uint(ID.PixelWidth, width), uint(ID.PixelHeight, height)),
    ),
  );
  const clusters: { time: number; bytes: Node }[] = [];
  for (let first = 0; first < frames.length; first += perCluster) {
    const time = ms(first);
    const blocks = frames.slice(first, first + perCluster).map((frame, k) => {
      const head = new Uint8Array(4);
      head[0] = 0x81; // track 1, as a one-byte vint
      new DataView(head.buffer).setInt16(1, ms(first + k) - time);
      head[3] = 0x80; // key frame
      return element(ID.SimpleBlock, head, frame);
    });
    clusters.push({ time, bytes: element(ID.Cluster, uint(ID.Timecode, time), ...blocks) });
  }
  // Positions are from the start of the Segment's data, written in 8 bytes so sizes do not depend on them.
  const seekHead = (positions: { info: number; tracks: number; cues: number }) =>
    element(
      ID.SeekHead,
      ...(
        [
          [ID.Info, positions.info],
          [ID.Tracks, positions.tracks],
          [ID.Cues, positions.cues],
        ] as const
      ).map(([id, at]) => element(ID.Seek, element(ID.SeekID, idBytes(id)), uint(ID.SeekPosition, at, 8))),
    );
  const seekSize = seekHead({ info: 0, tracks: 0, cues: 0 }).length;
  const infoAt = seekSize;
  const tracksAt = infoAt + info.length;
  let at = tracksAt + tracks.length;
  const cuePoints = clusters.map((c) => {
    const point = element(
      ID.CuePoint,
      uint(ID.CueTime, c.time),
      element(ID.CueTrackPositions, uint(ID.CueTrack, 1), uint(ID.CueClusterPosition, at, 8)),
    );
    at += c.bytes.length;
    return point;
  });
  const cues = element(ID.Cues, ...cuePoints);
  const segment = element(
    ID.Segment,
    seekHead({ info: infoAt, tracks: tracksAt, cues: at }),
    info,
    tracks,
    ...clusters.map((c) => c.bytes),
    cues,
  );
  return concat([header, segment]);
}

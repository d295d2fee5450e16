/**
 * The demo's animation videos: real WebM files a browser can play and seek (read here with a WebM
 * reader of the test's own, by the Matroska spec's element ids), made from the work's own cover, and
 * served like any media file (type, byte ranges, 404 for what no work names).
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, type WorkDetail } from '@zaowu/shared';
import { demoForFile } from '../../testing/harness.ts';
import { generateSvg } from '../svg/index.ts';
import { videoCache, type FrameRenderer } from './index.ts';
import { sharpFrames } from './sharp.ts';

// Matroska element ids (matroska.org, "Element Specification"), written out here, not imported.
const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const SEEK_HEAD = 0x114d9b74;
const SEEK = 0x4dbb;
const SEEK_ID = 0x53ab;
const SEEK_POSITION = 0x53ac;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CODEC_ID = 0x86;
const VIDEO = 0xe0;
const PIXEL_WIDTH = 0xb0;
const PIXEL_HEIGHT = 0xba;
const CLUSTER = 0x1f43b675;
const TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const CUES = 0x1c53bb6b;
const CUE_POINT = 0xbb;
const CUE_TIME = 0xb3;
const CUE_TRACK_POSITIONS = 0xb7;
const CUE_CLUSTER_POSITION = 0xf1;
const MASTERS = new Set([
  EBML,
  SEGMENT,
  SEEK_HEAD,
  SEEK,
  INFO,
  TRACKS,
  TRACK_ENTRY,
  VIDEO,
  CLUSTER,
  CUES,
  CUE_POINT,
  CUE_TRACK_POSITIONS,
]);

interface El {
  id: number;
  /** Offset of the element's first byte, and of its data. */
  at: number;
  dataAt: number;
  data: Uint8Array;
  children: El[];
}

function readVint(b: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = b[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad vint at ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + b[at + i]!;
  return { value, length };
}

function parse(b: Uint8Array, from = 0, to = b.length): El[] {
  const out: El[] = [];
  let at = from;
  while (at < to) {
    const id = readVint(b, at, true);
    const size = readVint(b, at + id.length, false);
    const dataAt = at + id.length + size.length;
    expect(dataAt + size.value, `element 0x${id.value.toString(16)} overruns its parent`).toBeLessThanOrEqual(
      to,
    );
    const data = b.subarray(dataAt, dataAt + size.value);
    out.push({
      id: id.value,
      at,
      dataAt,
      data,
      children: MASTERS.has(id.value) ? parse(b, dataAt, dataAt + size.value) : [],
    });
    at = dataAt + size.value;
  }
  return out;
}

const all = (els: El[], id: number) => els.filter((e) => e.id === id);
const one = (els: El[], id: number) => {
  const found = all(els, id);
  expect(found, `one 0x${id.toString(16)}`).toHaveLength(1);
  return found[0]!;
};
const uint = (e: El) => e.data.reduce((n, byte) => n * 256 + byte, 0);
const float = (e: El) =>
  e.data.length === 4
    ? new DataView(e.data.buffer, e.data.byteOffset).getFloat32(0)
    : new DataView(e.data.buffer, e.data.byteOffset).getFloat64(0);
const ascii = (e: El) => new TextDecoder().decode(e.data);

/** A VP8 key frame's own header (RFC 6386 §9.1): start code, then 14-bit width and height. */
function vp8KeyFrame(frame: Uint8Array) {
  return {
    key: (frame[0]! & 1) === 0,
    startCode: [frame[3], frame[4], frame[5]],
    width: (frame[6]! | (frame[7]! << 8)) & 0x3fff,
    height: (frame[8]! | (frame[9]! << 8)) & 0x3fff,
  };
}

/** A VP8 frame back in a WebP file, so sharp can decode it to pixels. */
function webpOf(vp8: Uint8Array): Buffer {
  const pad = vp8.length % 2;
  const out = Buffer.alloc(20 + vp8.length + pad);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(12 + vp8.length + pad, 4);
  out.write('WEBPVP8 ', 8, 'latin1');
  out.writeUInt32LE(vp8.length, 16);
  out.set(vp8, 20);
  return out;
}

async function pixels(image: Buffer, width = 160, height = 90): Promise<Buffer> {
  return sharp(image).flatten().resize(width, height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference of two same-sized RGB images, 0–255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** The middle 16:9 band of a 4:3 cover: what the page's poster shows, and where the video starts. */
async function coverMiddle(kind: 'animation', n: number): Promise<Buffer> {
  const png = await sharp(Buffer.from(generateSvg(kind, n)))
    .png()
    .toBuffer();
  const { width, height } = await sharp(png).metadata();
  const band = Math.round((width * 9) / 16);
  const cut = await sharp(png)
    .extract({ left: 0, top: Math.round((height - band) / 2), width, height: band })
    .png()
    .toBuffer();
  return pixels(cut);
}

describe('a made video', () => {
  const N = 424_242;
  let file: Uint8Array;
  let segment: El;
  beforeAll(async () => {
    file = await videoCache(sharpFrames).get('animation', N);
    const top = parse(file);
    expect(top.map((e) => e.id)).toEqual([EBML, SEGMENT]);
    expect(ascii(one(top[0]!.children, DOC_TYPE))).toBe('webm');
    segment = top[1]!;
  }, 30_000);

  it('is a WebM whose header knows its length and size: a few seconds of VP8 at 16:9', () => {
    const info = one(segment.children, INFO);
    const scale = uint(one(info.children, TIMECODE_SCALE));
    const seconds = (float(one(info.children, DURATION)) * scale) / 1e9;
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThanOrEqual(5);
    const entry = one(one(segment.children, TRACKS).children, TRACK_ENTRY);
    expect(ascii(one(entry.children, CODEC_ID))).toBe('V_VP8');
    const video = one(entry.children, VIDEO);
    const width = uint(one(video.children, PIXEL_WIDTH));
    const height = uint(one(video.children, PIXEL_HEIGHT));
    expect(width / height).toBeCloseTo(16 / 9, 2);
    expect(width).toBeGreaterThanOrEqual(640);
    // The file ends where its Segment says it does.
    expect(segment.dataAt + segment.data.length).toBe(file.length);
  });

  it('has a key frame of the declared size for every frame, in time order, to the end', () => {
    const info = one(segment.children, INFO);
    const scale = uint(one(info.children, TIMECODE_SCALE));
    const durationMs = (float(one(info.children, DURATION)) * scale) / 1e6;
    const video = one(one(one(segment.children, TRACKS).children, TRACK_ENTRY).children, VIDEO);
    const size = {
      width: uint(one(video.children, PIXEL_WIDTH)),
      height: uint(one(video.children, PIXEL_HEIGHT)),
    };
    const times: number[] = [];
    for (const cluster of all(segment.children, CLUSTER)) {
      const base = uint(one(cluster.children, TIMECODE));
      for (const block of all(cluster.children, SIMPLE_BLOCK)) {
        expect(block.data[0]).toBe(0x81); // track 1
        const dv = new DataView(block.data.buffer, block.data.byteOffset);
        times.push(base + dv.getInt16(1));
        expect(block.data[3]! & 0x80, 'key frame flag').toBe(0x80);
        const frame = vp8KeyFrame(block.data.subarray(4));
        expect(frame).toEqual({ key: true, startCode: [0x9d, 0x01, 0x2a], ...size });
      }
    }
    expect(times.length).toBeGreaterThanOrEqual(3 * 15); // at least 15 frames a second
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    // The last frame starts one frame's time before the end.
    expect(durationMs - times.at(-1)!).toBeCloseTo(durationMs / times.length, 0);
  });

  it('has cues and a seek head that point at real elements, so a browser can seek', () => {
    const clusters = all(segment.children, CLUSTER);
    const cues = one(segment.children, CUES);
    const points = all(cues.children, CUE_POINT);
    expect(points.length).toBeGreaterThanOrEqual(2);
    const byOffset = new Map(segment.children.map((e) => [e.at - segment.dataAt, e]));
    for (const point of points) {
      const position = uint(one(one(point.children, CUE_TRACK_POSITIONS).children, CUE_CLUSTER_POSITION));
      const cluster = byOffset.get(position);
      expect(cluster?.id).toBe(CLUSTER);
      expect(uint(one(cluster!.children, TIMECODE))).toBe(uint(one(point.children, CUE_TIME)));
    }
    expect(points).toHaveLength(clusters.length);
    for (const seek of all(one(segment.children, SEEK_HEAD).children, SEEK)) {
      const id = one(seek.children, SEEK_ID).data.reduce((n, byte) => n * 256 + byte, 0);
      expect(byOffset.get(uint(one(seek.children, SEEK_POSITION)))?.id).toBe(id);
    }
  });

  it('opens on its own cover and then moves over it', async () => {
    const blocks = all(segment.children, CLUSTER).flatMap((c) => all(c.children, SIMPLE_BLOCK));
    const first = await pixels(webpOf(blocks[0]!.data.subarray(4)));
    const last = await pixels(webpOf(blocks.at(-1)!.data.subarray(4)));
    const own = await coverMiddle('animation', N);
    const other = await coverMiddle('animation', N + 1);
    expect(difference(first, own)).toBeLessThan(6);
    expect(difference(first, other)).toBeGreaterThan(3 * difference(first, own));
    // Pan and zoom: the last picture is not the first.
    expect(difference(first, last)).toBeGreaterThan(3 * difference(first, own));
  });
});

describe('the video cache', () => {
  /** Stand-in pictures: RIFF WebP files whose VP8 chunk is `size` bytes. */
  const fakeFrames =
    (size: number): FrameRenderer =>
    async (_svg, crops) =>
      crops.map(() => {
        const riff = Buffer.alloc(20 + size);
        riff.write('RIFFxxxxWEBPVP8 ', 0, 'latin1');
        riff.writeUInt32LE(size, 16);
        return new Uint8Array(riff);
      });

  it('makes a video once however many ask at once, and keeps its memory under the limit', async () => {
    const render = vi.fn(fakeFrames(1000));
    const cache = videoCache(render, 300_000);
    const [a, b] = await Promise.all([cache.get('animation', 1), cache.get('animation', 1)]);
    expect(a).toBe(b);
    expect(render).toHaveBeenCalledTimes(1);
    for (let n = 2; n <= 10; n++) await cache.get('animation', n);
    expect(cache.bytes()).toBeLessThanOrEqual(300_000);
    expect(cache.bytes()).toBeGreaterThan(0);
    // The oldest went first, and comes back when asked for again.
    render.mockClear();
    await cache.get('animation', 10);
    expect(render).not.toHaveBeenCalled();
    await cache.get('animation', 1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next request tries again', async () => {
    let fail = true;
    const render: FrameRenderer = async (svg, crops, size) => {
      if (fail) throw new Error('no rasteriser');
      return fakeFrames(100)(svg, crops, size);
    };
    const cache = videoCache(render);
    await expect(cache.get('animation', 3)).rejects.toThrow('no rasteriser');
    fail = false;
    expect((await cache.get('animation', 3)).length).toBeGreaterThan(0);
  });
});

describe('videos over HTTP', () => {
  const demo = demoForFile();
  let work: WorkDetail;
  let whole: Uint8Array;
  beforeAll(async () => {
    const seeded = [...demo.upstream.db.works.values()].find((w) => w.type === 'animation' && !w.is_mature)!;
    const res = await demo.call<WorkDetail>(endpoints.works.detail, { id: seeded.id });
    work = res.body.data;
  });

  it('gives every seeded animation a video', () => {
    const animations = [...demo.upstream.db.works.values()].filter((w) => w.type === 'animation');
    expect(animations.length).toBeGreaterThanOrEqual(60);
    for (const w of animations) expect(w.video_url, w.title).toMatch(/\.webm$/);
    expect(work.video_url).toMatch(/\.webm$/);
  });

  it('serves the whole video as video/webm', async () => {
    const res = await fetch(`${demo.base}${work.video_url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    whole = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(whole.length);
    expect([...whole.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  }, 30_000);

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const from = 1000;
    const to = 5999;
    const res = await fetch(`${demo.base}${work.video_url}`, { headers: { range: `bytes=${from}-${to}` } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${from}-${to}/${whole.length}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(whole.subarray(from, to + 1));
    const tail = await fetch(`${demo.base}${work.video_url}`, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 100));
    const past = await fetch(`${demo.base}${work.video_url}`, {
      headers: { range: `bytes=${whole.length}-` },
    });
    expect(past.status).toBe(416);
  });

  it('has no video for a picture no work names, nor for a deleted work', async () => {
    const named = new Set([...demo.upstream.db.works.values()].map((w) => w.video_url));
    let n = 1;
    while (named.has(`/api/storage/gen/animation/${n}.webm`)) n++;
    const res = await fetch(`${demo.base}/api/storage/gen/animation/${n}.webm`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { msg: string }).msg).toBe('视频不存在或已删除');
    // The picture itself is still there.
    expect((await fetch(`${demo.base}/api/storage/gen/animation/${n}.svg`)).status).toBe(200);
    expect((await fetch(`${demo.base}/api/storage/gen/animation/x.webm`)).status).toBe(404);

    const row = demo.upstream.db.works.get(work.id)!;
    // Only an animation's picture becomes a video, whatever a work names.
    const banner = '/api/storage/gen/banner/3.webm';
    demo.upstream.db.works.set(work.id, { ...row, video_url: banner });
    expect((await fetch(`${demo.base}${banner}`)).status).toBe(404);
    demo.upstream.db.works.delete(work.id);
    try {
      expect((await fetch(`${demo.base}${work.video_url}`)).status).toBe(404);
    } finally {
      demo.upstream.db.works.set(work.id, row);
    }
  });
});

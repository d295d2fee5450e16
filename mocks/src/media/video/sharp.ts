/**
 * The node host's frame renderer: sharp (libvips with librsvg; its prebuilt binaries come with the
 * npm package) draws the cover once, large enough for the closest frame, then cuts, scales and
 * encodes each frame as lossy WebP. sharp is loaded on the first video, so a host where it cannot
 * load still serves everything else.
 */
import type { Crop, FrameRenderer } from './index.ts';

/** Frames encoded at once: sharp works on libuv's pool, and the machine has few cores. */
const PARALLEL = 2;
/** How much larger than the frame the cover is drawn at its closest crop. */
const OVERSAMPLE = 1;

export const sharpFrames: FrameRenderer = async (svg, crops, size) => {
  const { default: sharp } = await import('sharp');
  const closest = Math.min(...crops.map((c) => c.width));
  const scale = Math.min(4, (OVERSAMPLE * size.width) / closest);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .flatten({ background: '#000000' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const frame = async (c: Crop) => {
    const left = Math.max(0, Math.round(c.x * scale));
    const top = Math.max(0, Math.round(c.y * scale));
    const width = Math.min(info.width - left, Math.round(c.width * scale));
    const height = Math.min(info.height - top, Math.round(c.height * scale));
    const webp = await sharp(data, raw)
      .extract({ left, top, width, height })
      .resize(size.width, size.height, { fit: 'fill' })
      // effort 0: several times faster than 1 for a few per cent more bytes.
      .webp({ quality: 80, effort: 0 })
      .toBuffer();
    return new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
  };
  const out: Uint8Array[] = [];
  for (let i = 0; i < crops.length; i += PARALLEL)
    out.push(...(await Promise.all(crops.slice(i, i + PARALLEL).map(frame))));
  return out;
};

/**
 * What a buyer gets from a work and what a visitor may see of it: the format a file's name says, and
 * how much of an animation for sale plays before it is bought. One rule for the demo upstream (which
 * enforces it) and the SPA (which says it).
 */

/**
 * An animation for sale plays its first seconds to visitors and members who have not bought it (when
 * its author gave no preview of their own): at most this many, and never more than half of it.
 */
export const VIDEO_PREVIEW_SECONDS = 10;

/** The preview's length for a video of `duration` seconds: the first 10 s, or half of a shorter one. */
export function previewSeconds(duration: number): number {
  return Math.min(VIDEO_PREVIEW_SECONDS, duration / 2);
}

/** Names of file formats as people say them: what a file's extension means to a buyer. */
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  glb: 'GLB',
  gltf: 'glTF',
  fbx: 'FBX',
  obj: 'OBJ',
  mtl: 'MTL',
  stl: 'STL',
  blend: 'Blender',
  max: '3ds Max',
  ma: 'Maya',
  mb: 'Maya',
  c4d: 'Cinema 4D',
  usdz: 'USDZ',
  usd: 'USD',
  dae: 'Collada',
  '3ds': '3DS',
  ztl: 'ZBrush',
  spp: 'Substance',
  psd: 'PSD',
  png: 'PNG',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  webp: 'WebP',
  tga: 'TGA',
  tif: 'TIFF',
  tiff: 'TIFF',
  exr: 'EXR',
  hdr: 'HDR',
  svg: 'SVG',
  mp4: 'MP4',
  webm: 'WebM',
  mov: 'MOV',
  zip: 'ZIP',
  rar: 'RAR',
  '7z': '7z',
  pdf: 'PDF',
  txt: 'TXT',
  md: 'Markdown',
};

/** The format of a file by its name ("椅子.FBX" → "FBX"); an unknown extension in capitals; '' without one. */
export function fileFormat(name: string): string {
  const ext = /\.([a-z0-9]{1,10})$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (!ext) return '';
  return FORMAT_NAMES[ext] ?? ext.toUpperCase();
}

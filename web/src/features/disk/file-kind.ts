/** What kind of file an entry is, from its mime type and its extension, for its icon and label. */
export type FileKind =
  'image' | 'model' | 'video' | 'audio' | 'archive' | 'pdf' | 'sheet' | 'doc' | 'text' | 'code' | 'other';

const BY_EXTENSION: Record<string, FileKind> = {};
const add = (kind: FileKind, exts: string) => {
  for (const e of exts.split(' ')) BY_EXTENSION[e] = kind;
};
add('image', 'png jpg jpeg gif webp svg bmp avif heic tif tiff psd ai tga exr hdr');
add('model', 'glb gltf obj fbx stl blend max c4d ma mb 3ds dae usd usdz ply abc');
add('video', 'mp4 mov webm mkv avi m4v flv');
add('audio', 'mp3 wav flac aac ogg m4a');
add('archive', 'zip rar 7z tar gz tgz bz2 xz');
add('pdf', 'pdf');
add('sheet', 'csv xls xlsx numbers ods tsv');
add('doc', 'doc docx ppt pptx key pages odt rtf');
add('text', 'txt md markdown log');
add('code', 'js ts tsx jsx json html css py glsl hlsl xml yaml yml sh');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileKind(name: string, mime = ''): FileKind {
  const byExt = BY_EXTENSION[extensionOf(name)];
  if (byExt) return byExt;
  const m = mime.toLowerCase();
  if (m.startsWith('image/')) return 'image';
  if (m.startsWith('video/')) return 'video';
  if (m.startsWith('audio/')) return 'audio';
  if (m.startsWith('model/')) return 'model';
  if (m === 'application/pdf') return 'pdf';
  if (m === 'text/csv' || m.includes('spreadsheet') || m.includes('excel')) return 'sheet';
  if (m.includes('zip') || m.includes('compressed') || m.includes('x-tar')) return 'archive';
  if (m === 'application/json' || m.includes('javascript')) return 'code';
  if (m.startsWith('text/')) return 'text';
  return 'other';
}

export const KIND_LABEL: Record<FileKind | 'folder', string> = {
  folder: '文件夹',
  image: '图片',
  model: '3D 模型',
  video: '视频',
  audio: '音频',
  archive: '压缩包',
  pdf: 'PDF 文档',
  sheet: '表格',
  doc: '文档',
  text: '文本',
  code: '代码',
  other: '文件',
};

/** Pictures a browser can show as a thumbnail. */
export function hasThumbnail(name: string, mime = ''): boolean {
  return (
    /^(png|jpe?g|gif|webp|svg|avif)$/.test(extensionOf(name)) ||
    /^image\/(png|jpeg|gif|webp|svg\+xml|avif)$/.test(mime)
  );
}

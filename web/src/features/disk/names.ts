/**
 * Name rules of the drive, as the server applies them (a folder and a file share one namespace per
 * folder), so a form can say what is wrong before it sends anything.
 */
export type ItemKind = 'folder' | 'file';

export const NAME_MAX = 100;

// Control characters are refused too, as on any real file system.
// eslint-disable-next-line no-control-regex
const BAD_CHARS = /[\\/:*?"<>|\u0000-\u001f]/;

const what = (kind: ItemKind) => (kind === 'folder' ? '文件夹' : '文件');

/** The reason a name cannot be used, in Chinese, or null. `taken`: names already in the folder. */
export function nameError(raw: string, kind: ItemKind, taken: Iterable<string> = []): string | null {
  const name = raw.trim();
  const label = what(kind);
  if (!name) return `${label}名称不能为空`;
  if (name.length > NAME_MAX) return `${label}名称不能超过 ${NAME_MAX} 个字`;
  if (BAD_CHARS.test(name)) return `${label}名称不能包含 \\ / : * ? " < > | 等字符`;
  if (name === '.' || name === '..') return `${label}名称不正确`;
  for (const t of taken) {
    if (t === name) return kind === 'folder' ? '该位置已存在同名文件夹或文件' : '该文件夹中已存在同名文件';
  }
  return null;
}

/** A free name like "新建文件夹", "新建文件夹 (2)", … */
export function freeName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base} (${n})`)) return `${base} (${n})`;
}

/** The part of a file name before its extension (what a rename selects first). */
export function stemLength(name: string): number {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? dot : name.length;
}

/** A file name the server accepts: refused characters become "_", at most NAME_MAX characters. */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  let name = raw.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  if (name === '' || name === '.' || name === '..') name = '未命名文件';
  if (name.length <= NAME_MAX) return name;
  const stem = stemLength(name);
  const ext = name.slice(stem);
  return ext.length < 20 ? name.slice(0, NAME_MAX - ext.length) + ext : name.slice(0, NAME_MAX);
}

/** "报价单.csv" → "报价单 (2).csv" when the name is taken in the folder. */
export function freeFileName(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  const stem = name.slice(0, stemLength(name));
  const ext = name.slice(stemLength(name));
  for (let n = 2; ; n++) {
    const candidate = `${stem} (${n})${ext}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * Names in the drive: free names for new items and uploads, and what a rename selects first. The rule a
 * name must follow is the server's (`@zaowu/shared/folder-input`); the dialog checks it with name-form.ts.
 */
import { DRIVE_NAME_MAX } from '@zaowu/shared/folder-input';

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

/** A file name the server accepts: refused characters become "_", at most DRIVE_NAME_MAX characters. */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  let name = raw.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  if (name === '' || name === '.' || name === '..') name = '未命名文件';
  if (name.length <= DRIVE_NAME_MAX) return name;
  const stem = stemLength(name);
  const ext = name.slice(stem);
  return ext.length < 20 ? name.slice(0, DRIVE_NAME_MAX - ext.length) + ext : name.slice(0, DRIVE_NAME_MAX);
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

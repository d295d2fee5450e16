/**
 * The cloud drive's inputs (the folder module): names of folders and files, and the private zone's
 * password, with the limits and the Chinese words the server answers with. The demo upstream validates
 * requests with them; the drive's dialogs check the same rules before sending. Imported as
 * `@zaowu/shared/folder-input` (zod stays out of the SPA's entry).
 */
import * as z from './zod.ts';
import { UNSAFE_NAME_CHARS } from './invisible.ts';
import { id, int } from './input-fields.ts';

export type DriveItemKind = 'folder' | 'file';

/** The longest name of a folder or a file, in characters. */
export const DRIVE_NAME_MAX = 100;
/** Characters no name may hold (as on common file systems), and how the rule shows them. */
const DRIVE_RESERVED_CHARS = /[\\/:*?"<>|]/;
export const DRIVE_RESERVED_SHOWN = '\\ / : * ? " < > |';

export const DRIVE_MSGS = {
  /** Folders and files share one namespace per folder. */
  folderTaken: '该位置已存在同名文件夹或文件',
  fileTaken: '该文件夹中已存在同名文件',
  zonePasswordEmpty: '请输入登录密码',
  zonePasswordWrong: '密码错误',
} as const;

const labelOf = (kind: DriveItemKind) => (kind === 'folder' ? '文件夹名称' : '文件名称');

/**
 * A name of something a member keeps (a drive folder or file, an upload): trimmed, 1–max characters,
 * none of `reserved`, no control or bidi characters, not . or ..
 */
export function itemName(label: string, max: number, reserved: { chars: RegExp; shown: string }) {
  return z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过 ${max} 个字`)
    .refine((v) => !reserved.chars.test(v), `${label}不能包含 ${reserved.shown} 等字符`)
    .refine((v) => !UNSAFE_NAME_CHARS.test(v), `${label}不能包含控制字符或文字方向符`)
    .refine((v) => v !== '.' && v !== '..', `${label}不能是 . 或 ..`);
}

/** A folder's or a file's name in the drive (characters common file systems refuse are refused). */
export const driveName = (kind: DriveItemKind) =>
  itemName(labelOf(kind), DRIVE_NAME_MAX, { chars: DRIVE_RESERVED_CHARS, shown: DRIVE_RESERVED_SHOWN });

/** A folder by id; 0 is the drive's root. */
export const folderRef = (label: string) => int(`缺少${label}`, `${label}格式不正确`, 0);

/** folder.add (新建文件夹). */
export const folderAddInputSchema = z.object({
  name: driveName('folder'),
  parent_id: folderRef('上级文件夹'),
});
/** folder.edit (重命名 a folder). */
export const folderEditInputSchema = z.object({ id: id('文件夹'), name: driveName('folder') });
/** folder.editFile (重命名 a file). */
export const fileEditInputSchema = z.object({ id: id('文件'), name: driveName('file') });

/** folder.unlockPrivateZone: the member's login password, as typed (never trimmed). */
export const unlockZoneInputSchema = z.object({
  password: z
    .string({ error: DRIVE_MSGS.zonePasswordEmpty })
    .min(1, DRIVE_MSGS.zonePasswordEmpty)
    .max(100, DRIVE_MSGS.zonePasswordWrong),
});

/**
 * The 新建文件夹 / 重命名 dialog's schema (react-hook-form's zod resolver): the server's name rule
 * (`@zaowu/shared/folder-input`) plus what the dialog knows that the rule does not, the folder's other
 * names, refused in the server's words.
 */
import type * as z from '@zaowu/shared/zod';
import {
  DRIVE_MSGS,
  fileEditInputSchema,
  folderEditInputSchema,
  type DriveItemKind,
} from '@zaowu/shared/folder-input';

/** A new folder's name follows the same rule as a renamed one's. */
const nameOf = { folder: folderEditInputSchema, file: fileEditInputSchema } as const;

/** `taken`: the names already used where the item lives (without the item itself). */
export function nameSchema(kind: DriveItemKind, taken: readonly string[]) {
  return nameOf[kind].pick({ name: true }).refine((v) => !taken.includes(v.name), {
    path: ['name'],
    message: kind === 'folder' ? DRIVE_MSGS.folderTaken : DRIVE_MSGS.fileTaken,
  });
}

/** The name as typed; the schema gives it back trimmed. */
export type NameValues = z.input<ReturnType<typeof nameSchema>>;
export type NameInput = z.output<ReturnType<typeof nameSchema>>;

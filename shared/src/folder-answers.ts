/** Answers of the drive (云盘) and of uploads (beside folder-input.ts). */
import * as z from './zod.ts';
import { time, count } from './answer-fields.ts';

export const folder = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1),
  parent_id: z.number().int().min(0),
  is_private: z.boolean(),
  created_at: time,
});
export const diskFile = z.strictObject({
  id: z.number().int(),
  folder_id: z.number().int().min(0),
  name: z.string().min(1),
  path: z.string().min(1),
  /** Where the file can be viewed: a signed address that expires (a few minutes), never the bare path. */
  url: z.string().min(1),
  size: count,
  mime: z.string(),
  created_at: time,
});
/** folder.unlockPrivateZone's answer. */
export const zoneKey = z.strictObject({ zone_key: z.string().min(16), expires_at: time });
export const folderListing = z.strictObject({
  folder: folder.nullable(),
  folders: z.array(folder),
  files: z.array(diskFile),
});
export const folderData = z.strictObject({
  used: count,
  total: z.number().int().min(1),
  file_count: count,
  folder_count: count,
});
/** A file's address and name to download it by (folder.downFile). */
export const fileLink = z.strictObject({ url: z.string().min(1), name: z.string().min(1) });
export const uploadResult = z.strictObject({
  /** Absolute address of the stored file; a signed one that expires when the file is private. */
  fullurl: z.string(),
  /** The same address on this site (path and query), set on the last chunk. */
  path: z.string().optional(),
});

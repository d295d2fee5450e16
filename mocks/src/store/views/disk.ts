/** Cloud-drive folders and files. */
import type { DiskFile, Folder } from '@zaowu/shared';
import type { FileRow, FolderRow } from '../types.ts';

export function folder(f: FolderRow): Folder {
  return {
    id: f.id,
    name: f.name,
    parent_id: f.parent_id,
    is_private: f.is_private,
    created_at: f.created_at,
  };
}

export function diskFile(f: FileRow): DiskFile {
  return {
    id: f.id,
    folder_id: f.folder_id,
    name: f.name,
    path: f.path,
    size: f.size,
    mime: f.mime,
    created_at: f.created_at,
  };
}

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

/** `url` is where the file can be viewed now (signed for private files). */
export function diskFile(f: FileRow, url: string): DiskFile {
  return {
    id: f.id,
    folder_id: f.folder_id,
    name: f.name,
    path: f.path,
    url,
    size: f.size,
    mime: f.mime,
    created_at: f.created_at,
  };
}

/** Cloud-drive tree rules: ownership, the private zone, name clashes, subtrees. */
import { nextId } from './db.ts';
import { PRIVATE_ZONE_NAME } from './seed/disk.ts';
import { iso, type Clock } from './time.ts';
import type { Db, FileRow, FolderRow } from './types.ts';

/** 10 GiB per member. */
export const DISK_QUOTA = 10 * 1024 ** 3;

export function privateRoot(db: Db, clock: Clock, userId: number): FolderRow {
  const found = [...db.folders.values()].find(
    (f) => f.user_id === userId && f.parent_id === 0 && f.is_private,
  );
  if (found) return found;
  const id = nextId(db, 'folders');
  const row: FolderRow = {
    id,
    user_id: userId,
    name: PRIVATE_ZONE_NAME,
    parent_id: 0,
    is_private: true,
    created_at: iso(clock.now()),
  };
  db.folders.set(id, row);
  return row;
}

export function childFolders(db: Db, userId: number, parentId: number): FolderRow[] {
  return [...db.folders.values()].filter((f) => f.user_id === userId && f.parent_id === parentId);
}

export function folderFiles(db: Db, userId: number, folderId: number): FileRow[] {
  return [...db.files.values()].filter((f) => f.user_id === userId && f.folder_id === folderId);
}

/** The folder and everything under it. */
export function subtree(db: Db, root: FolderRow): FolderRow[] {
  const out = [root];
  for (let i = 0; i < out.length; i++) out.push(...childFolders(db, root.user_id, out[i]!.id));
  return out;
}

/** True when `folderId` is `ancestor` itself or lies below it. */
export function isWithin(db: Db, folderId: number, ancestor: number): boolean {
  for (let id = folderId; id !== 0;) {
    if (id === ancestor) return true;
    const f = db.folders.get(id);
    if (!f) return false;
    id = f.parent_id;
  }
  return false;
}

/** Names already used in a folder (folders and files share one namespace, as on a real disk). */
export function takenNames(
  db: Db,
  userId: number,
  folderId: number,
  except: { folders?: Set<number>; files?: Set<number> } = {},
): Set<string> {
  const names = new Set<string>();
  for (const f of childFolders(db, userId, folderId)) if (!except.folders?.has(f.id)) names.add(f.name);
  for (const f of folderFiles(db, userId, folderId)) if (!except.files?.has(f.id)) names.add(f.name);
  return names;
}

export function usedBytes(db: Db, userId: number): number {
  let n = 0;
  for (const f of db.files.values()) if (f.user_id === userId) n += f.size;
  return n;
}

/** Deletes the folder, everything under it, and answers the files that went. */
export function deleteSubtree(db: Db, root: FolderRow): FileRow[] {
  const gone: FileRow[] = [];
  for (const f of subtree(db, root)) {
    for (const file of folderFiles(db, f.user_id, f.id)) {
      db.files.delete(file.id);
      gone.push(file);
    }
    db.folders.delete(f.id);
  }
  return gone;
}

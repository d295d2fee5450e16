/** Favorites folders: the default one every member gets on demand, and lookups the handlers share. */
import type { IsoTime } from '@zaowu/shared';
import { nextId } from './db.ts';
import type { Db, FavoriteFolderRow, FavoriteRow } from './types.ts';

export const DEFAULT_FAVORITE_FOLDER = '默认收藏夹';

/** A member's folders, oldest first (the default folder is normally the first). */
export function foldersOf(db: Db, userId: number): FavoriteFolderRow[] {
  return [...db.favoriteFolders.values()]
    .filter((f) => f.user_id === userId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export function addFavoriteFolder(
  db: Db,
  userId: number,
  name: string,
  isPublic: boolean,
  at: IsoTime,
): FavoriteFolderRow {
  const row = {
    id: nextId(db, 'favoriteFolders'),
    user_id: userId,
    name,
    is_public: isPublic,
    created_at: at,
  };
  db.favoriteFolders.set(row.id, row);
  return row;
}

/** The member's 默认收藏夹, made (public) when missing. */
export function defaultFolder(db: Db, userId: number, at: IsoTime): FavoriteFolderRow {
  return (
    foldersOf(db, userId).find((f) => f.name === DEFAULT_FAVORITE_FOLDER) ??
    addFavoriteFolder(db, userId, DEFAULT_FAVORITE_FOLDER, true, at)
  );
}

export function favoriteOf(db: Db, userId: number, workId: number): FavoriteRow | undefined {
  return db.favorites.find((f) => f.user_id === userId && f.work_id === workId);
}

/** A folder's favorites whose works still exist, newest first. */
export function folderFavorites(db: Db, folderId: number): FavoriteRow[] {
  return db.favorites
    .filter((f) => f.folder_id === folderId && db.works.has(f.work_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.work_id - a.work_id);
}

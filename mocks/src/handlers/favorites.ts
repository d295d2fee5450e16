/** Favorites folders (收藏夹): the member's own, making one, and one folder's works (public or own). */
import type { FavoriteFolderDetail } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import { addFavoriteFolder, folderFavorites, foldersOf } from '../store/favorites.ts';
import { iso } from '../store/time.ts';
import { favoriteFolder } from '../store/views/community.ts';
import { paginate } from '../store/views/paginate.ts';
import { userBrief } from '../store/views/user-brief.ts';
import { workSummary } from '../store/views/works.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const MAX_FAVORITE_FOLDERS = 50;
const FOLDER_HIDDEN = '该收藏夹不存在或未公开';

export const favoriteRoutes = {
  folders: route(requestSchemas['favorite.folders'], (_q, { db, me }) =>
    foldersOf(db, me.id).map((f) => favoriteFolder(db, f)),
  ),

  addFolder: route(
    requestSchemas['favorite.addFolder'],
    ({ name, is_public }, { db, clock, me }) => {
      const mine = foldersOf(db, me.id);
      if (mine.some((f) => f.name === name)) reject('已存在同名收藏夹');
      if (mine.length >= MAX_FAVORITE_FOLDERS) reject(`收藏夹最多 ${MAX_FAVORITE_FOLDERS} 个`);
      return favoriteFolder(db, addFavoriteFolder(db, me.id, name, is_public, iso(clock.now())));
    },
    '收藏夹已创建',
  ),

  detail: route(requestSchemas['favorite.detail'], (q, { db, user }): FavoriteFolderDetail => {
    const f = db.favoriteFolders.get(q.id);
    if (!f || (!f.is_public && f.user_id !== user?.id)) reject(FOLDER_HIDDEN);
    return {
      folder: { ...favoriteFolder(db, f), owner: userBrief(db, f.user_id) },
      works: paginate(folderFavorites(db, f.id), q, (fav) => workSummary(db, db.works.get(fav.work_id)!)),
    };
  }),
} satisfies ModuleRoutes<'favorite'>;

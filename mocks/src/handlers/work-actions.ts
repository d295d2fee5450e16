/**
 * What a member does to a work: like, favorite into a folder, apply for cooperation, download its files;
 * and their relation to it.
 */
import {
  COOPERATION_MESSAGE_TYPE,
  type FavoriteResult,
  type LikeResult,
  type WorkRelation,
} from '@zaowu/shared';
import { cooperationInputSchema } from '@zaowu/shared/cooperation-input';
import { requestSchemas } from '@zaowu/shared/requests';
import { nextId } from '../store/db.ts';
import { defaultFolder, favoriteOf } from '../store/favorites.ts';
import { cooperationText, notify } from '../store/notify.ts';
import { takePostingSlot } from '../store/rate-limit.ts';
import { DAY, iso } from '../store/time.ts';
import type { CooperationRow, Db, FavoriteFolderRow, WorkRow } from '../store/types.ts';
import {
  BUY_FIRST_MSG,
  DOWNLOAD_LIMIT,
  WORK_GONE_MSG,
  downloadAddress,
  hasBought,
  mayDownload,
} from '../store/work-files.ts';
import { reject, route, type ModuleRoutes } from './route.ts';
import { workLink } from '../store/links.ts';

const WORK_NOT_FOUND = '作品不存在';

function workOf(db: Db, workId: number): WorkRow {
  const w = db.works.get(workId);
  if (!w) reject(WORK_NOT_FOUND);
  return w;
}

export const workActionRoutes = {
  relation: route(requestSchemas['works.relation'], ({ id: workId }, { db, me }): WorkRelation => {
    const w = workOf(db, workId);
    const favorite = favoriteOf(db, me.id, w.id);
    return {
      liked: db.likes.some((l) => l.user_id === me.id && l.work_id === w.id),
      favorited: favorite !== undefined,
      folder_id: favorite?.folder_id ?? null,
      following_author: db.follows.some((f) => f.follower_id === me.id && f.followee_id === w.author_id),
      purchased: hasBought(db, me.id, w.id),
    };
  }),

  download: route(requestSchemas['works.download'], ({ id: workId, index }, { db, clock, me, signer }) => {
    const w = db.works.get(workId);
    if (!w) reject(WORK_GONE_MSG);
    const file = w.files[index];
    if (!file) reject('文件不存在');
    if (!mayDownload(db, me.id, w)) reject(BUY_FIRST_MSG);
    const limited = takePostingSlot(db, clock, me.id, DOWNLOAD_LIMIT);
    if (limited) reject(limited);
    // The author fetching their own file is neither a download of the work nor one of theirs.
    if (w.author_id !== me.id) {
      const now = clock.now();
      // The same file again within a day is the same download: counted once, its row moved up.
      const again = [...db.downloads.values()].find(
        (d) =>
          d.user_id === me.id &&
          d.work_id === w.id &&
          d.file.url === file.url &&
          now - Date.parse(d.downloaded_at) < DAY,
      );
      if (again) {
        again.downloaded_at = iso(now);
      } else {
        w.downloads += 1;
        const rowId = nextId(db, 'downloads');
        db.downloads.set(rowId, {
          id: rowId,
          user_id: me.id,
          work_id: w.id,
          file: { ...file },
          downloaded_at: iso(now),
        });
      }
    }
    return { url: downloadAddress(db, signer, file.url), name: file.name, downloads: w.downloads };
  }),

  like: route(requestSchemas['works.like'], ({ id: workId }, { db, clock, me }): LikeResult => {
    const w = workOf(db, workId);
    const at = db.likes.findIndex((l) => l.user_id === me.id && l.work_id === w.id);
    if (at >= 0) {
      db.likes.splice(at, 1);
      w.likes = Math.max(0, w.likes - 1);
      return { liked: false, likes: w.likes };
    }
    db.likes.push({ user_id: me.id, work_id: w.id, created_at: iso(clock.now()) });
    w.likes += 1;
    if (w.author_id !== me.id)
      notify(db, clock, w.author_id, {
        type: 4,
        title: '收到点赞',
        content: `${me.nickname} 赞了你的作品《${w.title}》`,
        from_id: me.id,
        link: workLink(w),
      });
    return { liked: true, likes: w.likes };
  }),

  favorite: route(
    requestSchemas['works.favorite'],
    ({ id: workId, folder_id }, { db, clock, me }): FavoriteResult => {
      const w = workOf(db, workId);
      const now = iso(clock.now());
      let folder: FavoriteFolderRow | undefined;
      if (folder_id !== undefined) {
        folder = db.favoriteFolders.get(folder_id);
        if (!folder || folder.user_id !== me.id) reject('收藏夹不存在');
      }
      const existing = favoriteOf(db, me.id, w.id);
      if (existing) {
        // Into another folder: a move (it then heads that folder). Without folder_id it stays put.
        if (folder && existing.folder_id !== folder.id) {
          existing.folder_id = folder.id;
          existing.created_at = now;
        }
        return { favorited: true, favorites: w.favorites, folder_id: existing.folder_id };
      }
      folder ??= defaultFolder(db, me.id, now);
      db.favorites.push({ user_id: me.id, work_id: w.id, folder_id: folder.id, created_at: now });
      w.favorites += 1;
      if (w.author_id !== me.id)
        notify(db, clock, w.author_id, {
          type: 5,
          title: '作品被收藏',
          content: `${me.nickname} 收藏了你的作品《${w.title}》`,
          from_id: me.id,
          link: workLink(w),
        });
      return { favorited: true, favorites: w.favorites, folder_id: folder.id };
    },
    '收藏成功',
  ),

  unfavorite: route(
    requestSchemas['works.unfavorite'],
    ({ id: workId }, { db, me }): FavoriteResult => {
      const w = workOf(db, workId);
      const at = db.favorites.findIndex((f) => f.user_id === me.id && f.work_id === w.id);
      if (at >= 0) {
        db.favorites.splice(at, 1);
        w.favorites = Math.max(0, w.favorites - 1);
      }
      return { favorited: false, favorites: w.favorites, folder_id: null };
    },
    '已取消收藏',
  ),

  cooperate: route(
    cooperationInputSchema,
    (input, { db, clock, me }) => {
      const w = workOf(db, input.id);
      if (w.author_id === me.id) reject('不能向自己的作品申请合作');
      const pending = [...db.cooperations.values()].some(
        (c) => c.work_id === w.id && c.applicant_id === me.id && c.status === 'pending',
      );
      if (pending) reject('你已提交过申请，请等待对方处理');
      const c: CooperationRow = {
        id: nextId(db, 'cooperations'),
        work_id: w.id,
        owner_id: w.author_id,
        applicant_id: me.id,
        note: input.message,
        contact: input.contact,
        status: 'pending',
        created_at: iso(clock.now()),
      };
      db.cooperations.set(c.id, c);
      notify(db, clock, w.author_id, {
        type: COOPERATION_MESSAGE_TYPE,
        title: '合作申请',
        content: cooperationText(me.nickname, w.title, c.note, c.contact),
        from_id: me.id,
        cooperation_id: c.id,
        link: workLink(w),
      });
      return null;
    },
    '申请已发送，请等待对方处理',
  ),
} satisfies Partial<ModuleRoutes<'works'>>;

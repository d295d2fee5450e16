/** The member's own lists: downloads, works, visitors, favourites, follows, private messages. */
import type { DownloadRecord, Visitor, WorkVisitor } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import { byLatest, workSummary } from '../store/views/works.ts';
import { followEntry } from '../store/views/people.ts';
import { userBrief } from '../store/views/user-brief.ts';
import { privateMessage } from '../store/views/inbox.ts';
import { paginate } from '../store/views/paginate.ts';
import { downloadAddress, mayDownload } from '../store/work-files.ts';
import { route, type ModuleRoutes } from './route.ts';

const newest =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a));

export const userListRoutes = {
  /** The files the member downloaded, each with a fresh signed address to fetch it again. */
  download: route(requestSchemas['user.download'], (q, { db, me, signer }) => {
    const rows = [...db.downloads.values()]
      .filter((d) => d.user_id === me.id)
      .sort(newest((d) => d.downloaded_at));
    return paginate(rows, q, (d): DownloadRecord => {
      const w = db.works.get(d.work_id);
      return {
        id: d.id,
        work: {
          id: d.work_id,
          title: w?.title ?? '作品已删除',
          type: w?.type ?? 'model',
          cover: w?.cover ?? '',
        },
        // Signed again only while the work still offers that file to this member (not once it is taken
        // off the work: it may now be a private file of its author's).
        file: {
          ...d.file,
          url:
            w && w.files.some((f) => f.url === d.file.url) && mayDownload(db, me.id, w)
              ? downloadAddress(db, signer, d.file.url)
              : null,
        },
        downloaded_at: d.downloaded_at,
      };
    });
  }),

  getMyWorks: route(requestSchemas['user.getMyWorks'], (q, { db, me }) => {
    const rows = [...db.works.values()]
      .filter((w) => w.author_id === me.id && (!q.type || w.type === q.type))
      .sort(byLatest);
    return paginate(rows, q, (w) => workSummary(db, w));
  }),

  getUserVisitor: route(requestSchemas['user.getUserVisitor'], (q, { db, me }) => {
    const rows = [...db.userVisits.values()]
      .filter((v) => v.user_id === me.id)
      .sort(newest((v) => v.visited_at));
    return paginate(rows, q, (v): Visitor => ({
      user: userBrief(db, v.visitor_id),
      visited_at: v.visited_at,
    }));
  }),

  getWorkVisitor: route(requestSchemas['user.getWorkVisitor'], (q, { db, me }) => {
    const rows = [...db.workVisits.values()]
      .filter((v) => db.works.get(v.work_id)?.author_id === me.id)
      .sort(newest((v) => v.visited_at));
    return paginate(rows, q, (v): WorkVisitor => {
      const w = db.works.get(v.work_id)!;
      return {
        user: userBrief(db, v.visitor_id),
        visited_at: v.visited_at,
        work: { id: w.id, title: w.title, type: w.type },
      };
    });
  }),

  getCollectList: route(requestSchemas['user.getCollectList'], (q, { db, me }) => {
    const rows = db.favorites
      .filter((f) => f.user_id === me.id && db.works.has(f.work_id))
      .sort(newest((f) => f.created_at));
    return paginate(rows, q, (f) => workSummary(db, db.works.get(f.work_id)!));
  }),

  getFollowList: route(requestSchemas['user.getFollowList'], (q, { db, me }) => {
    const rows = db.follows.filter((f) => f.follower_id === me.id).sort(newest((f) => f.followed_at));
    return paginate(rows, q, (f) => followEntry(db, f));
  }),

  messageList: route(requestSchemas['user.messageList'], (q, { db, me }) => {
    const rows = [...db.privateMessages.values()]
      .filter((m) => m.from_id === me.id || m.to_id === me.id)
      .filter((m) => q.with_user === undefined || m.from_id === q.with_user || m.to_id === q.with_user)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return paginate(rows, q, (m) => privateMessage(db, m));
  }),
} satisfies Partial<ModuleRoutes<'user'>>;

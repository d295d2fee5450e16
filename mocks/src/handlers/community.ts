/** Curated collections, community topics with their replies, and notes. */
import * as z from 'zod';
import type { TopicDetail, TopicPost } from '@zaowu/shared';
import { nextId } from '../store/db.ts';
import { excerpt, textToHtml } from '../store/html.ts';
import { notify } from '../store/notify.ts';
import { iso } from '../store/time.ts';
import type { PostRow } from '../store/types.ts';
import { collectionDetail, note, postsOf, topic, topicHeat, topicPost } from '../store/views/community.ts';
import { paginate } from '../store/views/paginate.ts';
import { id, page } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const REPLY_LENGTH_MSG = '回复内容为 2–2000 个字';

export const collectionRoutes = {
  detail: route(z.object({ id: id('合集') }), ({ id: collectionId }, { db }) => {
    const c = db.collections.get(collectionId);
    if (!c) reject('合集不存在');
    return collectionDetail(db, c);
  }),
} satisfies ModuleRoutes<'collection'>;

export const communityRoutes = {
  lists: route(
    z.object({
      ...page,
      sort: z.enum(['latest', 'hot'], { error: '排序参数不正确' }).optional(),
      tag: z.string({ error: '标签格式不正确' }).trim().max(20, '标签不能超过 20 个字').optional(),
    }),
    (q, { db }) => {
      const posts = new Map<number, PostRow[]>();
      for (const p of [...db.posts.values()].sort(
        (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
      ))
        posts.set(p.topic_id, [...(posts.get(p.topic_id) ?? []), p]);
      const rows = [...db.topics.values()]
        .filter((t) => !q.tag || t.tags.includes(q.tag))
        .map((t) => ({
          t,
          view: topic(db, t, posts.get(t.id) ?? []),
          heat: topicHeat(db, t, posts.get(t.id)),
        }))
        .sort((a, b) =>
          q.sort === 'hot'
            ? b.heat - a.heat || b.t.id - a.t.id
            : b.view.last_reply_at.localeCompare(a.view.last_reply_at) || b.t.id - a.t.id,
        );
      return paginate(rows, q, (r) => r.view);
    },
  ),

  detail: route(z.object({ id: id('话题'), ...page }), (q, { db }): TopicDetail => {
    const t = db.topics.get(q.id);
    if (!t) reject('话题不存在或已删除');
    t.views += 1;
    const posts = postsOf(db, t.id);
    return {
      topic: { ...topic(db, t, posts), content: posts[0]?.content ?? '' },
      posts: paginate(
        posts.map((p, i) => ({ p, floor: i + 1 })),
        q,
        ({ p, floor }) => topicPost(db, p, floor),
      ),
    };
  }),

  reply: route(
    z.object({
      topic_id: id('话题'),
      content: z
        .string({ error: '请输入回复内容' })
        .trim()
        .min(2, REPLY_LENGTH_MSG)
        .max(2000, REPLY_LENGTH_MSG),
    }),
    ({ topic_id, content }, { db, clock, me }): TopicPost => {
      const t = db.topics.get(topic_id);
      if (!t) reject('话题不存在或已删除');
      // Member text is never taken as HTML: it is escaped, line by line, into paragraphs.
      const row: PostRow = {
        id: nextId(db, 'posts'),
        topic_id: t.id,
        author_id: me.id,
        content: textToHtml(content),
        created_at: iso(clock.now()),
      };
      db.posts.set(row.id, row);
      if (t.author_id !== me.id)
        notify(db, clock, t.author_id, {
          type: 3,
          title: '新回复',
          content: `${me.nickname} 回复了你的话题《${t.title}》：“${excerpt(row.content, 30)}”`,
          from_id: me.id,
        });
      return topicPost(db, row, postsOf(db, t.id).length);
    },
    '回复成功',
  ),
} satisfies ModuleRoutes<'community'>;

export const noteRoutes = {
  detail: route(z.object({ id: id('笔记') }), ({ id: noteId }, { db }) => {
    const n = db.notes.get(noteId);
    if (!n) reject('笔记不存在或已删除');
    n.views += 1;
    return note(db, n);
  }),
} satisfies ModuleRoutes<'note'>;

/** Community topics with their replies: listing, reading, posting, editing and deleting. */
import {
  isTopicTag,
  TOPIC_MSGS,
  TOPIC_WINDOW_MS,
  TOPICS_PER_WINDOW,
  htmlText,
  htmlImageCount,
  type TopicDetail,
  type TopicPost,
} from '@zaowu/shared';
import { topicEditSchema, topicInputSchema, topicReplyInputSchema } from '@zaowu/shared/topics';
import { requestSchemas } from '@zaowu/shared/requests';
import { claimContent, contentSources, releaseUploads } from '../store/blobs.ts';
import { sanitizeRichText } from '../store/rich-text.ts';
import { nextId } from '../store/db.ts';
import { excerpt, textToHtml } from '../store/html.ts';
import { topicPostLink } from '../store/links.ts';
import { notify } from '../store/notify.ts';
import { takePostingSlot } from '../store/rate-limit.ts';
import { iso } from '../store/time.ts';
import type { Db, PostRow, TopicRow } from '../store/types.ts';
import { postsOf, topic, topicHeat, topicPost } from '../store/views/community.ts';
import { paginate } from '../store/views/paginate.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

/** A topic in its detail shape (the opening post's HTML as content). */
function topicWithContent(db: Db, t: TopicRow): TopicDetail['topic'] {
  const posts = postsOf(db, t.id);
  return { ...topic(db, t, posts), content: posts[0]?.content ?? '' };
}

/** The member's own topic, or the refusal. */
function ownTopic(db: Db, topicId: number, userId: number, notYours: string): TopicRow {
  const t = db.topics.get(topicId);
  if (!t) reject(TOPIC_MSGS.missing);
  if (t.author_id !== userId) reject(notYours);
  return t;
}

/**
 * The body as kept: sanitized first (so the claim below sees every address, quoted), then the
 * member's uploaded pictures claimed as public media (anyone may read a topic). A body left with no
 * text and no picture is refused as empty.
 */
function claimBody(db: Db, userId: number, html: string): string {
  const clean = sanitizeRichText(html);
  if (htmlText(clean) === '' && htmlImageCount(clean) === 0) reject(TOPIC_MSGS.bodyEmpty);
  const content = claimContent(db, userId, clean);
  if (content === null) reject(TOPIC_MSGS.imageNotYours);
  return content;
}

export const communityRoutes = {
  lists: route(requestSchemas['community.lists'], (q, { db }) => {
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
  }),

  detail: route(requestSchemas['community.detail'], (q, { db }): TopicDetail => {
    const t = db.topics.get(q.id);
    if (!t) reject(TOPIC_MSGS.missing);
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
    topicReplyInputSchema,
    ({ topic_id, content }, { db, clock, me }): TopicPost => {
      const t = db.topics.get(topic_id);
      if (!t) reject(TOPIC_MSGS.missing);
      // Member text is never taken as HTML: it is escaped, line by line, into paragraphs.
      const row: PostRow = {
        id: nextId(db, 'posts'),
        topic_id: t.id,
        author_id: me.id,
        content: textToHtml(content),
        created_at: iso(clock.now()),
      };
      db.posts.set(row.id, row);
      const floor = postsOf(db, t.id).length;
      if (t.author_id !== me.id)
        notify(db, clock, t.author_id, {
          type: 3,
          title: '新回复',
          content: `${me.nickname} 回复了你的话题《${t.title}》：“${excerpt(row.content, 30)}”`,
          from_id: me.id,
          link: topicPostLink(t.id, floor),
        });
      return topicPost(db, row, floor);
    },
    '回复成功',
  ),

  add: route(
    topicInputSchema,
    (input, { db, clock, me }): TopicDetail['topic'] => {
      const content = claimBody(db, me.id, input.content);
      const refused = takePostingSlot(db, clock, me.id, {
        kind: 'topic',
        max: TOPICS_PER_WINDOW,
        windowMs: TOPIC_WINDOW_MS,
        msg: TOPIC_MSGS.tooFast,
      });
      if (refused) reject(refused);
      const now = iso(clock.now());
      const t: TopicRow = {
        id: nextId(db, 'topics'),
        title: input.title.trim(),
        author_id: me.id,
        tags: [input.tag.trim()],
        views: 0,
        created_at: now,
      };
      db.topics.set(t.id, t);
      const post: PostRow = {
        id: nextId(db, 'posts'),
        topic_id: t.id,
        author_id: me.id,
        content,
        created_at: now,
      };
      db.posts.set(post.id, post);
      return topicWithContent(db, t);
    },
    '话题已发布',
  ),

  edit: route(
    topicEditSchema,
    async (input, call): Promise<TopicDetail['topic']> => {
      const { db, me } = call;
      const t = ownTopic(db, input.id, me.id, TOPIC_MSGS.notYoursEdit);
      const opening = postsOf(db, t.id)[0];
      const content = claimBody(db, me.id, input.content);
      const before = opening?.content ?? '';
      t.title = input.title.trim();
      // The topic tag is replaced; free tags (seeded ones such as "Blender") stay.
      t.tags = [input.tag.trim(), ...t.tags.filter((tag) => !isTopicTag(tag))];
      if (opening) opening.content = content;
      else {
        const id = nextId(db, 'posts');
        db.posts.set(id, { id, topic_id: t.id, author_id: me.id, content, created_at: t.created_at });
      }
      await releaseUploads(call, contentSources(before));
      return topicWithContent(db, t);
    },
    '话题已更新',
  ),

  del: route(
    requestSchemas['community.del'],
    async ({ id: topicId }, call) => {
      const { db, me } = call;
      const t = ownTopic(db, topicId, me.id, TOPIC_MSGS.notYoursDelete);
      const gone = postsOf(db, t.id);
      db.topics.delete(t.id);
      for (const p of gone) db.posts.delete(p.id);
      await releaseUploads(
        call,
        gone.flatMap((p) => [...contentSources(p.content)]),
      );
      return null;
    },
    '话题已删除',
  ),
} satisfies ModuleRoutes<'community'>;

/** Answers of the community: topics and their posts, notes, collections (beside topics.ts). */
import * as z from './zod.ts';
import { time, count, page } from './answer-fields.ts';
import { userBrief } from './account-answers.ts';
import { workSummary } from './works-answers.ts';

/** A curated collection (合集), /collection/{id}. */
export const collectionSummary = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  description: z.string(),
  cover: z.string(),
  curator: userBrief,
  works_count: count,
  created_at: time,
});
export const collectionDetail = collectionSummary.extend({ works: z.array(workSummary) });
/** A community topic (社区话题), /community/{id}. */
export const topic = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  excerpt: z.string(),
  author: userBrief,
  tags: z.array(z.string()),
  replies: count,
  views: count,
  last_reply_at: time,
  created_at: time,
});
/** A topic with its opening post as HTML (sanitize). */
const topicWithContent = topic.extend({ content: z.string().min(1) });
export const topicPost = z.strictObject({
  id: z.number().int(),
  /** 1 for the topic's own first post. */
  floor: z.number().int().min(1),
  author: userBrief,
  /** HTML from the author: always sanitize before rendering. */
  content: z.string().min(1),
  created_at: time,
});
export const topicDetail = z.strictObject({
  /** content: the opening post as HTML (sanitize). */
  topic: topicWithContent,
  /** Every floor in order, the opening post included as floor 1 (so `replies` = total − 1). */
  posts: page(topicPost),
});
/** A note (笔记), /note/{id}: a short illustrated post, optionally about a work. */
export const note = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  /** HTML from the author: always sanitize before rendering. */
  content: z.string().min(1),
  cover: z.string(),
  author: userBrief,
  work: workSummary.nullable(),
  views: count,
  created_at: time,
});

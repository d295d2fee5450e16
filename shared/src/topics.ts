/**
 * Community topic (社区话题) rules and the schemas of community.add, community.edit and
 * community.reply's input, shared by the 发起话题 form and the reply box (so what cannot go is never
 * sent) and the demo upstream (which checks again, with the same Chinese messages).
 *
 * The body is rich text (HTML from the editor). Its length is the length of its text, counted in code
 * points as people count what they see; a body of pictures only is allowed. A reply is plain text.
 */
import * as z from './zod.ts';
import { htmlImageCount, htmlText } from './html-text.ts';
import { codePointLength } from './plain-text.ts';
import { id } from './input-fields.ts';

/** The tags a topic is filed under (the community's own, the ones its lists filter by). */
export const TOPIC_TAGS = [
  '讨论',
  '求助',
  '分享',
  '建模',
  '绘画',
  '动画',
  '接单',
  '工具',
  '新手',
  '教程',
] as const;
export type TopicTag = (typeof TOPIC_TAGS)[number];

export const TOPIC_TITLE_MAX = 50;
/** Characters of text in a topic's body. */
const TOPIC_BODY_MAX = 10_000;
/** The body's HTML as sent (markup included): a bound on what is stored, far above any real post. */
const TOPIC_HTML_MAX = 200_000;
const TOPIC_IMAGES_MAX = 20;
/** At most this many new topics a member may start per TOPIC_WINDOW_MS. */
export const TOPICS_PER_WINDOW = 5;
export const TOPIC_WINDOW_MS = 10 * 60_000;

export const TOPIC_MSGS = {
  titleEmpty: '请输入话题标题',
  titleTooLong: `话题标题不能超过 ${TOPIC_TITLE_MAX} 个字`,
  bodyEmpty: '请输入正文',
  bodyTooLong: `正文不能超过 ${TOPIC_BODY_MAX} 个字`,
  htmlTooLong: '正文内容过长，请删减后再发布',
  tooManyImages: `正文图片最多 ${TOPIC_IMAGES_MAX} 张`,
  tagEmpty: '请选择话题标签',
  tagUnknown: '话题标签不存在，请从列表中选择',
  tooFast: '发起话题太频繁了，请 10 分钟后再试',
  missing: '话题不存在或已删除',
  notYoursEdit: '只能编辑自己发起的话题',
  notYoursDelete: '只能删除自己发起的话题',
  imageNotYours: '正文中的图片不存在或不属于你，请重新上传',
} as const;

/** A reply's text, trimmed, in UTF-16 units. */
export const TOPIC_REPLY_MIN = 2;
export const TOPIC_REPLY_MAX = 2000;

export const TOPIC_REPLY_MSGS = {
  empty: '请输入回复内容',
  length: `回复内容为 ${TOPIC_REPLY_MIN}–${TOPIC_REPLY_MAX} 个字`,
} as const;

export interface TopicInput {
  title: string;
  /** HTML from the editor. */
  content: string;
  tag: string;
}

export type TopicField = keyof TopicInput;
type TopicErrors = Partial<Record<TopicField, string>>;

export const isTopicTag = (tag: string): tag is TopicTag => (TOPIC_TAGS as readonly string[]).includes(tag);

/** What is wrong with each field of a topic (empty when it may be sent). */
function checkTopic(input: TopicInput): TopicErrors {
  const errors: TopicErrors = {};
  const title = input.title.trim();
  if (title === '') errors.title = TOPIC_MSGS.titleEmpty;
  else if (codePointLength(title) > TOPIC_TITLE_MAX) errors.title = TOPIC_MSGS.titleTooLong;

  const text = htmlText(input.content);
  const images = htmlImageCount(input.content);
  if (text === '' && images === 0) errors.content = TOPIC_MSGS.bodyEmpty;
  else if (codePointLength(text) > TOPIC_BODY_MAX) errors.content = TOPIC_MSGS.bodyTooLong;
  else if (input.content.length > TOPIC_HTML_MAX) errors.content = TOPIC_MSGS.htmlTooLong;
  else if (images > TOPIC_IMAGES_MAX) errors.content = TOPIC_MSGS.tooManyImages;

  const tag = input.tag.trim();
  if (tag === '') errors.tag = TOPIC_MSGS.tagEmpty;
  else if (!isTopicTag(tag)) errors.tag = TOPIC_MSGS.tagUnknown;
  return errors;
}

/**
 * Each field must be text; then checkTopic says what else is wrong, every field at once, in the order
 * of TopicInput (the server answers with the first).
 */
const topicFields = {
  title: z.string({ error: TOPIC_MSGS.titleEmpty }),
  content: z.string({ error: TOPIC_MSGS.bodyEmpty }),
  tag: z.string({ error: TOPIC_MSGS.tagEmpty }),
};

function checked(v: TopicInput, ctx: z.RefinementCtx): void {
  const errors = checkTopic(v);
  for (const field of ['title', 'content', 'tag'] as const)
    if (errors[field]) ctx.addIssue({ code: 'custom', message: errors[field], path: [field] });
}

/** community.add. */
export const topicInputSchema = z.object(topicFields).superRefine(checked);
/** community.edit: the same rules, plus the topic's id. */
export const topicEditSchema = z.object({ id: id('话题'), ...topicFields }).superRefine(checked);

/** A reply's text (plain; the server escapes it into paragraphs). */
export const topicReplyContent = z
  .string({ error: TOPIC_REPLY_MSGS.empty })
  .trim()
  .min(TOPIC_REPLY_MIN, TOPIC_REPLY_MSGS.length)
  .max(TOPIC_REPLY_MAX, TOPIC_REPLY_MSGS.length);

/** community.reply. */
export const topicReplyInputSchema = z.object({ topic_id: id('话题'), content: topicReplyContent });

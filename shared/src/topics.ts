/**
 * Community topic (社区话题) rules, shared by the 发起话题 form (so a topic that cannot go is never sent)
 * and the demo upstream (which checks again, with the same Chinese messages).
 *
 * The body is rich text (HTML from the editor). Its length is the length of its text, counted in code
 * points as people count what they see; a body of pictures only is allowed.
 */
import { htmlImageCount, htmlText } from './html-text.ts';

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
export const TOPIC_BODY_MAX = 10_000;
/** The body's HTML as sent (markup included): a bound on what is stored, far above any real post. */
export const TOPIC_HTML_MAX = 200_000;
export const TOPIC_IMAGES_MAX = 20;
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

export interface TopicInput {
  title: string;
  /** HTML from the editor. */
  content: string;
  tag: string;
}

export type TopicField = keyof TopicInput;
export type TopicErrors = Partial<Record<TopicField, string>>;

const length = (text: string) => [...text].length;

export const isTopicTag = (tag: string): tag is TopicTag => (TOPIC_TAGS as readonly string[]).includes(tag);

/** What is wrong with each field of a topic (empty when it may be sent). */
export function checkTopic(input: TopicInput): TopicErrors {
  const errors: TopicErrors = {};
  const title = input.title.trim();
  if (title === '') errors.title = TOPIC_MSGS.titleEmpty;
  else if (length(title) > TOPIC_TITLE_MAX) errors.title = TOPIC_MSGS.titleTooLong;

  const text = htmlText(input.content);
  const images = htmlImageCount(input.content);
  if (text === '' && images === 0) errors.content = TOPIC_MSGS.bodyEmpty;
  else if (length(text) > TOPIC_BODY_MAX) errors.content = TOPIC_MSGS.bodyTooLong;
  else if (input.content.length > TOPIC_HTML_MAX) errors.content = TOPIC_MSGS.htmlTooLong;
  else if (images > TOPIC_IMAGES_MAX) errors.content = TOPIC_MSGS.tooManyImages;

  const tag = input.tag.trim();
  if (tag === '') errors.tag = TOPIC_MSGS.tagEmpty;
  else if (!isTopicTag(tag)) errors.tag = TOPIC_MSGS.tagUnknown;
  return errors;
}

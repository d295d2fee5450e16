/** What a feedback needs (type, 10–500 characters, ≤ 3 screenshots of ≤ 5 MB, a phone or an email). */
import type { Feedback } from '@zaowu/shared';

export type FeedbackType = Feedback['type'];

export const FEEDBACK_TYPES: readonly { value: FeedbackType; label: string; hint: string }[] = [
  { value: 'bug', label: '功能异常', hint: '页面报错、按钮无效、加载失败等' },
  { value: 'suggestion', label: '产品建议', hint: '想要的新功能或改进' },
  { value: 'content', label: '内容问题', hint: '侵权、违规或不实内容' },
  { value: 'other', label: '其他', hint: '以上都不是' },
];

export const typeLabel = (type: FeedbackType) =>
  FEEDBACK_TYPES.find((t) => t.value === type)?.label ?? '其他';

export const CONTENT_MIN = 10;
export const CONTENT_MAX = 500;
export const SHOTS_MAX = 3;
export const SHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SHOT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Characters as people count them (an emoji is one), after trimming. */
export const contentLength = (text: string) => Array.from(text.trim()).length;

export function validateType(type: FeedbackType | null): string | null {
  return type ? null : '请选择反馈类型';
}

export function validateContent(text: string): string | null {
  const n = contentLength(text);
  if (n === 0) return '请填写反馈内容';
  if (n < CONTENT_MIN) return `反馈内容至少 ${CONTENT_MIN} 个字，还差 ${CONTENT_MIN - n} 个字`;
  if (n > CONTENT_MAX) return `反馈内容不能超过 ${CONTENT_MAX} 个字，已超出 ${n - CONTENT_MAX} 个字`;
  return null;
}

const PHONE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateContact(text: string): string | null {
  const v = text.trim();
  if (!v) return null;
  if (v.length > 50) return '联系方式不能超过 50 个字';
  if (PHONE.test(v) || EMAIL.test(v)) return null;
  return /^\d+$/.test(v) ? '请填写 11 位手机号' : '请填写正确的手机号或邮箱';
}

/** Why a screenshot cannot be added, or null. `have` = screenshots already added. */
export function checkShot(file: File, have: number): string | null {
  if (have >= SHOTS_MAX) return `最多上传 ${SHOTS_MAX} 张截图`;
  if (!(SHOT_TYPES as readonly string[]).includes(file.type))
    return `「${file.name}」不是图片，只能上传 JPG、PNG、GIF 或 WebP 格式的图片`;
  if (file.size > SHOT_MAX_BYTES) return `「${file.name}」超过 5 MB，请压缩或裁剪后再上传`;
  if (file.size === 0) return `「${file.name}」是空文件`;
  return null;
}

export interface FeedbackErrors {
  type?: string;
  content?: string;
  contact?: string;
}

export function validateFeedback(v: {
  type: FeedbackType | null;
  content: string;
  contact: string;
}): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const type = validateType(v.type);
  const content = validateContent(v.content);
  const contact = validateContact(v.contact);
  if (type) errors.type = type;
  if (content) errors.content = content;
  if (contact) errors.contact = contact;
  return errors;
}

/**
 * What a feedback needs (type, 10–500 characters, ≤ 3 screenshots of ≤ 5 MB, a phone or an email); the
 * form's schema over them is feedback-form.ts.
 */
import { codePointLength } from '@zaowu/shared/plain-text';
import type { Feedback } from '@zaowu/shared';
import { FEEDBACK_LIMITS } from '@zaowu/shared/feedback-input';

export type FeedbackType = Feedback['type'];

export const FEEDBACK_TYPES: readonly { value: FeedbackType; label: string; hint: string }[] = [
  { value: 'bug', label: '功能异常', hint: '页面报错、按钮无效、加载失败等' },
  { value: 'suggestion', label: '产品建议', hint: '想要的新功能或改进' },
  { value: 'content', label: '内容问题', hint: '侵权、违规或不实内容' },
  { value: 'other', label: '其他', hint: '以上都不是' },
];

export const typeLabel = (type: FeedbackType) =>
  FEEDBACK_TYPES.find((t) => t.value === type)?.label ?? '其他';

/** The form asks for more than the server's minimum (FEEDBACK_LIMITS.contentMin): enough to act on. */
export const CONTENT_MIN = 10;
export const CONTENT_MAX = FEEDBACK_LIMITS.contentMax;
export const SHOTS_MAX = 3;
export const SHOT_MAX_BYTES = 5 * 1024 * 1024;
export const SHOT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Characters as people count them (an emoji is one), after trimming. */
export const contentLength = (text: string) => codePointLength(text.trim());

/** Why a screenshot cannot be added, or null. `have` = screenshots already added. */
export function checkShot(file: File, have: number): string | null {
  if (have >= SHOTS_MAX) return `最多上传 ${SHOTS_MAX} 张截图`;
  if (!(SHOT_TYPES as readonly string[]).includes(file.type))
    return `「${file.name}」不是图片，只能上传 JPG、PNG、GIF 或 WebP 格式的图片`;
  if (file.size > SHOT_MAX_BYTES) return `「${file.name}」超过 5 MB，请压缩或裁剪后再上传`;
  if (file.size === 0) return `「${file.name}」是空文件`;
  return null;
}

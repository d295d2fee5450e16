/**
 * The 申请合作 form's values and schema (react-hook-form's zod resolver). works.cooperate's shared rules
 * decide what may go (@zaowu/shared/cooperation-input); the form says why not in its own words, with
 * how far the text is from the limits.
 */
import * as z from '@zaowu/shared/zod';
import { codePointLength } from '@zaowu/shared/plain-text';
import { COOPERATION_LIMITS, cooperationContact, cooperationMessage } from '@zaowu/shared/cooperation-input';

export const MESSAGE_MIN = COOPERATION_LIMITS.messageMin;
export const MESSAGE_MAX = COOPERATION_LIMITS.messageMax;
export const CONTACT_MAX = COOPERATION_LIMITS.contactMax;

export interface CooperateValues {
  message: string;
  contact: string;
}

export const EMPTY_COOPERATE: CooperateValues = { message: '', contact: '' };

/** Characters as people count them (an emoji or a CJK character is one), after trimming, as the rules do. */
const charCount = (text: string): number => codePointLength(text.trim());

/** A text field checked by `rule`; a refusal is said by `words` (given the rule's own message). */
function worded(rule: z.ZodType<string, string>, words: (text: string, refused: string) => string) {
  return z.string().transform((text, ctx) => {
    const checked = rule.safeParse(text);
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: words(text, checked.error.issues[0]?.message ?? '') });
    return z.NEVER;
  });
}

function messageProblem(text: string, refused: string): string {
  const length = charCount(text);
  if (length === 0) return '请填写合作说明';
  if (length < MESSAGE_MIN) return `合作说明至少需要 ${MESSAGE_MIN} 个字，还差 ${MESSAGE_MIN - length} 个字`;
  if (length > MESSAGE_MAX) return `合作说明最多 ${MESSAGE_MAX} 个字，请删减 ${length - MESSAGE_MAX} 个字`;
  return refused;
}

function contactProblem(text: string, refused: string): string {
  const length = charCount(text);
  if (length === 0) return '请填写联系方式，方便作者联系你';
  if (length > CONTACT_MAX) return `联系方式最多 ${CONTACT_MAX} 个字`;
  return refused;
}

/** The values checked, and given on trimmed, as works.cooperate takes them. */
export const cooperateFormSchema = z.object({
  message: worded(cooperationMessage, messageProblem),
  contact: worded(cooperationContact, contactProblem),
});

export type CooperateField = keyof CooperateValues;

/** Which field a refusal of the server is about, by its words; null for the form as a whole. */
export function cooperateFieldOf(msg: string): CooperateField | null {
  if (msg.includes('合作说明')) return 'message';
  if (msg.includes('联系方式')) return 'contact';
  return null;
}

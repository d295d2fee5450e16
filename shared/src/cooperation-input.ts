/**
 * The schema of works.cooperate's input (申请合作), with its limits and the Chinese words the server
 * answers with. The demo upstream validates requests with it; the 申请合作 form checks the same rules
 * before sending. Imported as `@zaowu/shared/cooperation-input` (zod stays out of the SPA's entry).
 *
 * Lengths are of the trimmed text, counted in code points as people count what they see.
 */
import * as z from './zod.ts';
import { codePointLength } from './plain-text.ts';
import { id } from './input-fields.ts';

export const COOPERATION_LIMITS = {
  messageMin: 10,
  messageMax: 500,
  contactMax: 50,
} as const;

const L = COOPERATION_LIMITS;

const COOPERATION_MSGS = {
  messageEmpty: '请填写合作说明',
  messageLength: `合作说明为 ${L.messageMin}–${L.messageMax} 个字`,
  contactEmpty: '请填写联系方式',
  contactLong: `联系方式不能超过 ${L.contactMax} 个字`,
} as const;

const M = COOPERATION_MSGS;

/** What the applicant tells the author. */
export const cooperationMessage = z
  .string({ error: M.messageEmpty })
  .trim()
  .refine((v) => codePointLength(v) >= L.messageMin && codePointLength(v) <= L.messageMax, M.messageLength);

/** How the author reaches the applicant (any form: a phone, WeChat, an email…). */
export const cooperationContact = z
  .string({ error: M.contactEmpty })
  .trim()
  .min(1, M.contactEmpty)
  .refine((v) => codePointLength(v) <= L.contactMax, M.contactLong);

/** works.cooperate. */
export const cooperationInputSchema = z.object({
  id: id('作品'),
  message: cooperationMessage,
  contact: cooperationContact,
});

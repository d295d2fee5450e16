/** The 申请合作 form's rules: what the author needs to judge the request and to reply. */

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 500;
export const CONTACT_MAX = 50;

export interface CooperateInput {
  message: string;
  contact: string;
}

export type CooperateErrors = Partial<Record<keyof CooperateInput, string>>;

/** Characters as people count them (an emoji or a CJK character is one). */
export function charCount(text: string): number {
  return Array.from(text.trim()).length;
}

export function validateCooperate({ message, contact }: CooperateInput): CooperateErrors {
  const errors: CooperateErrors = {};
  const length = charCount(message);
  if (length === 0) errors.message = '请填写合作说明';
  else if (length < MESSAGE_MIN)
    errors.message = `合作说明至少需要 ${MESSAGE_MIN} 个字，还差 ${MESSAGE_MIN - length} 个字`;
  else if (length > MESSAGE_MAX)
    errors.message = `合作说明最多 ${MESSAGE_MAX} 个字，请删减 ${length - MESSAGE_MAX} 个字`;
  const contactLength = charCount(contact);
  if (contactLength === 0) errors.contact = '请填写联系方式，方便作者联系你';
  else if (contactLength > CONTACT_MAX) errors.contact = `联系方式最多 ${CONTACT_MAX} 个字`;
  return errors;
}

/** The real-name form's checks: the shared rules (the demo upstream uses the same), plus the agreement. */
import { checkIdNumber, normalizeIdNumber, normalizeRealName, realNameProblem } from '@zaowu/shared';

export interface RealnameDraft {
  realName: string;
  idNumber: string;
  agreed: boolean;
}

export type RealnameErrors = Partial<Record<'realName' | 'idNumber' | 'agreed', string>>;

export const AGREEMENT_REQUIRED = '请阅读并同意《实名认证服务协议》';

export function validateRealname(draft: RealnameDraft, today: Date = new Date()): RealnameErrors {
  const errors: RealnameErrors = {};
  const name = realNameProblem(draft.realName);
  if (name) errors.realName = name;
  const id = checkIdNumber(draft.idNumber, today);
  if (!id.ok) errors.idNumber = id.message;
  if (!draft.agreed) errors.agreed = AGREEMENT_REQUIRED;
  return errors;
}

/** What is sent once the draft is valid. */
export function toSubmission(draft: RealnameDraft) {
  return { real_name: normalizeRealName(draft.realName), id_number: normalizeIdNumber(draft.idNumber) };
}

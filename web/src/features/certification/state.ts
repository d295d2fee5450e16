/**
 * The real-name form's draft, in memory only (never stored: it is an ID number), so following the
 * agreement link and coming back keeps what was typed. Cleared once the submission is accepted.
 */
import { atom } from '../../lib/state.ts';
import type { RealnameDraft } from './validation.ts';

export const EMPTY_DRAFT: RealnameDraft = { realName: '', idNumber: '', agreed: false };

export const realnameDraftAtom = atom<RealnameDraft>(EMPTY_DRAFT);

/**
 * The feedback being written, kept while the dialog is closed (this page session only), so closing it
 * by mistake, or a failed send, loses nothing.
 */
import { atom } from '../../lib/state.ts';
import type { FeedbackType } from './validation.ts';

export interface Shot {
  /** The upload engine's key. */
  key: string;
  name: string;
  /** A local preview (object URL) while it uploads; null where the browser cannot make one. */
  preview: string | null;
}

export interface FeedbackDraft {
  type: FeedbackType | null;
  content: string;
  contact: string;
  shots: Shot[];
}

export const EMPTY_DRAFT: FeedbackDraft = { type: null, content: '', contact: '', shots: [] };

export const feedbackDraftAtom = atom<FeedbackDraft>(EMPTY_DRAFT);

import { atom } from '../../lib/state.ts';

/** What a page wants to look like when shared: title, a line of description, a picture. */
export interface ShareMeta {
  title: string;
  description?: string;
  /** Absolute or site-relative image URL. */
  image?: string;
}

/** Set by the page on screen (useShareMeta); null means "the page's title and description". */
export const shareMetaAtom = atom<ShareMeta | null>(null);

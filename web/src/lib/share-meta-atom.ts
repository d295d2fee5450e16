/**
 * The page's share card as useShareMeta (lib/share-meta.ts) sets it and the shell's WeChatShareBoot
 * reads it. Its own module: the shell loads it on every first load, the hook comes with the pages.
 */
import { atom } from './state.ts';

/** What a page wants to look like when shared: title, a line of description, a picture. */
export interface ShareMeta {
  title: string;
  description?: string;
  /** Absolute or site-relative image URL. */
  image?: string;
}

/** What a page hands useShareMeta: its picture, if any, and the page the card is of. */
export interface ShareMetaInput {
  title: string;
  description?: string | undefined;
  /** The page's own picture; the card shown is its 1200×630 raster (shared `ogCard`), not this file. */
  image?: string | undefined;
  /** The page the card is of, when not the one on screen (a share link's item). */
  path?: string | undefined;
}

/** Set by the page on screen (useShareMeta); null means "the page's title and description". */
export const shareMetaAtom = atom<ShareMeta | null>(null);

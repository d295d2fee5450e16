/**
 * The `alt` of a work's pictures, one rule for the SPA's pages and the BFF's first paint (which must
 * say the same before React takes over): the author's alternative text (替代文字) when they gave one,
 * otherwise the work's title. Never '' on a work's own page: there the picture is the work, and an
 * empty alt would hide it from screen readers. Cards, where the title stands next to the cover, use
 * the author's text only (CardWork).
 */

interface PicturedWork {
  title: string;
  cover: string;
  /** May be missing from an upstream that does not know the field yet. */
  cover_alt?: string | null;
  images?: readonly string[];
  image_alts?: readonly (string | null)[] | null;
}

const given = (text: string | null | undefined) => text?.trim() ?? '';

/** The cover's alt on the work's page (poster, video fallback, blog cover). */
export function coverAlt(work: Pick<PicturedWork, 'title' | 'cover_alt'>): string {
  return given(work.cover_alt) || work.title;
}

/**
 * An art work's gallery: the cover, then its other pictures, each once, with its alt; past one picture
 * each alt says where it stands (第 2 张，共 3 张), as the thumbnails and the counter do.
 */
export function workGallery(work: PicturedWork): { src: string; alt: string }[] {
  const pictures: { src: string; text: string }[] = [];
  const add = (src: string, text: string | null | undefined) => {
    if (src && !pictures.some((p) => p.src === src)) pictures.push({ src, text: given(text) || work.title });
  };
  add(work.cover, work.cover_alt);
  (work.images ?? []).forEach((src, i) => add(src, work.image_alts?.[i]));
  const count = pictures.length;
  return pictures.map((p, i) => ({
    src: p.src,
    alt: count > 1 ? `${p.text}（第 ${i + 1} 张，共 ${count} 张）` : p.text,
  }));
}

/** Reading the HTML the BFF sends, in tests: the five escapes HTML text and attributes use, undone. */
export const decodeHtml = (s: string) =>
  s.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (e) => ({ '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' })[e]!,
  );

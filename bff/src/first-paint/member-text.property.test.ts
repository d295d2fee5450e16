/**
 * Member text reaches the first-paint HTML (issue 21) exactly once escaped, whatever it holds. For each
 * public page drawn from the demo data, every text field of its answers (titles, descriptions, author
 * nicknames, designers' bios, shop names, goods titles, tags, banner captions, file names, pictures'
 * alternative text) is set to a
 * generated hostile text: `$&`, `$\``, `$'`, `$$`, `$1`, `$<n>`, `</script>`, `<!--`, quotes, `<`, `&`,
 * 𠮷 and emoji among other characters. The page must be byte for byte the page drawn with a plain
 * placeholder in those fields, with the placeholder swapped for the text escaped once: HTML-escaped in
 * the markup and the head tags (title, description, Open Graph: the share card link previews read),
 * JSON-escaped in the inlined data, which parses back to the text itself.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_STATE_ID, matchRoute, type FirstPaintState } from '@zaowu/shared';
import { demoUpstream, type Upstream } from '../upstream.ts';
import { testConfig, TEST_FIRST_PAINT_WAIT_MS } from '../testing/fixtures.ts';
import { firstPaint, renderShell } from './frame.ts';
import { pageDataSource, type PageData } from './page-data.ts';
import { decodeHtml } from '../testing/html.ts';

const SITE = 'https://www.zaowu.test';
/** The built shell's parts the BFF writes around: title, description, the boot list, the config, #root. */
const SHELL = [
  '<!doctype html>\n<html lang="zh-CN" data-theme="light">\n  <head>\n',
  '    <meta charset="UTF-8" />\n',
  '    <meta name="description" content="造物 — 3D 模型、原画、动画与博客的创作社区和交易平台" />\n',
  '    <title>造物 · 创作者的作品社区</title>\n',
  '    <script>document.documentElement.setAttribute("data-theme", "light")</script>\n',
  '    <script type="application/json" id="zaowu-boot">{"entry":"/assets/index-AbC123.js","preload":[]}</script>\n',
  `    <script type="application/json" id="zaowu-config">{"apiBase":"","siteUrl":"${SITE}"}</script>\n`,
  '  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
].join('');

/** The fields of the answers that hold what people typed. */
const TEXT_KEYS = new Set([
  'title',
  'subtitle',
  'description',
  'nickname',
  'name',
  'bio',
  'city',
  'cover_alt',
]);
/** Fields that are lists of typed words. */
const TEXT_LIST_KEYS = new Set(['tags', 'image_alts']);
/**
 * Texts a member may leave empty: the page then describes itself from the name and title (and a
 * picture without alternative text is described by the work's title).
 */
const OPTIONAL_KEYS = new Set(['description', 'bio', 'cover_alt']);

/**
 * A copy of an answer with every text field set to `text` and every typed list to as many `text`s;
 * with `blank`, the optional texts are empty instead.
 */
function withText(value: unknown, text: string, blank: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => withText(v, text, blank));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      TEXT_KEYS.has(k) && typeof v === 'string'
        ? blank && OPTIONAL_KEYS.has(k)
          ? ''
          : text
        : TEXT_LIST_KEYS.has(k) && Array.isArray(v)
          ? v.map(() => text)
          : withText(v, text, blank),
    ]),
  );
}

function pageWithText(data: PageData, text: string, blank: boolean): PageData {
  const queries = data.queries.map((q) => ({ ...q, data: withText(q.data, text, blank) }));
  return { ...data, queries, subject: withText(data.subject, text, blank) };
}

/** Escaped once for HTML text and attribute values, as the spec of HTML escaping says. */
const htmlEscaped = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Inside a JSON string in a <script> data block: JSON's escapes, and < > & U+2028/9 as \u escapes. */
const jsonEscaped = (s: string) =>
  JSON.stringify(s)
    .slice(1, -1)
    .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const PLACEHOLDER = 'ZWPLACEHOLDER7q';
const STATE_OPEN = `<script type="application/json" id="${FIRST_PAINT_STATE_ID}">`;

const LD_OPEN = '<script type="application/ld+json">';

/**
 * What the page with `text` must be: the placeholder's page with the placeholder swapped for `text`,
 * JSON-escaped inside the state block and the JSON-LD blocks, percent-encoded then HTML-escaped in a
 * link's query (a tag's link), and HTML-escaped everywhere else.
 */
function expectedPage(placeholderPage: string, text: string): string {
  const html = (part: string) =>
    part
      .split(`tag=${PLACEHOLDER}`)
      .map((piece) => piece.split(PLACEHOLDER).join(htmlEscaped(text)))
      .join(`tag=${htmlEscaped(encodeURIComponent(text))}`);
  const json = (part: string) => part.split(PLACEHOLDER).join(jsonEscaped(text));
  let out = '';
  let at = 0;
  for (;;) {
    const open = [STATE_OPEN, LD_OPEN]
      .map((tag) => ({ tag, i: placeholderPage.indexOf(tag, at) }))
      .filter((o) => o.i >= 0)
      .sort((a, b) => a.i - b.i)[0];
    if (!open) return out + html(placeholderPage.slice(at));
    const start = open.i + open.tag.length;
    const end = placeholderPage.indexOf('</script>', start);
    out += html(placeholderPage.slice(at, start)) + json(placeholderPage.slice(start, end));
    at = end;
  }
}

/** Pieces hostile text is made of: replacement patterns, markup, quotes, pairs and joined emoji. */
const PIECES = [
  '$&',
  '$`',
  "$'",
  '$$',
  '$',
  '$1',
  '$0',
  '$<n>',
  '</script>',
  '<script>',
  '<!--',
  '-->',
  '</title>',
  '"',
  "'",
  '<',
  '>',
  '&',
  '&amp;',
  '&#39;',
  '\\',
  '\\u003c',
  '𠮷',
  '😀',
  '👨‍👩‍👧',
  '晨光',
  '习作',
];
/** Non-empty, no white space (descriptions are squashed to one line) and short enough not to be cut. */
const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 })), {
    minLength: 1,
    maxLength: 8,
  })
  .map((parts) => parts.join(''))
  .filter((s) => !/\s/.test(s) && [...s].length <= 40 && !s.includes(PLACEHOLDER));

describe('member text in the first paint', () => {
  const config = testConfig();
  let upstream: Upstream;
  const pages = new Map<string, PageData>();

  beforeAll(async () => {
    upstream = await demoUpstream(config);
    const firstId = async (list: string) => {
      const body = (await (await upstream.fetch(list)).json()) as { data: { data: { id: number }[] } };
      return body.data.data[0]!.id;
    };
    const paths = ['/', '/model', '/art', '/animation', '/blog'];
    for (const type of ['model', 'art', 'animation', 'blog']) {
      paths.push(`/${type}/${await firstId(`/api/v1.works/lists?type=${type}&per_page=1`)}`);
    }
    paths.push(`/designer/${await firstId('/api/v1.designer/lists?per_page=1')}`);
    paths.push(`/shop/${await firstId('/api/v1.shop/lists?per_page=1')}`);
    const source = pageDataSource(upstream, { timeoutMs: TEST_FIRST_PAINT_WAIT_MS });
    for (const path of paths) {
      const data = await source.load(matchRoute(path)!, '');
      expect(data?.subject, path).toBeTruthy();
      pages.set(path, data!);
    }
  });

  /** The page as the BFF sends it, its data's text fields set to `text` (descriptions '' if `blank`). */
  function render(path: string, text: string, blank: boolean): string {
    const data = pageWithText(pages.get(path)!, text, blank);
    const route = matchRoute(path)!.route;
    const paint = firstPaint(route, data, SITE);
    expect(paint, path).not.toBeNull();
    return renderShell(SHELL, paint!, { canonical: `${SITE}${path}`, siteUrl: SITE, stylesheets: [] });
  }

  it('draws every public page', () => {
    // The fixture itself: each page really carries the placeholder where members' text goes.
    for (const path of pages.keys()) {
      const html = render(path, PLACEHOLDER, false);
      const [head, body] = html.split('<div id="root">');
      expect(body, path).toContain(PLACEHOLDER);
      expect(head!.split(STATE_OPEN)[1], path).toContain(PLACEHOLDER);
    }
  });

  it.each([
    ['/'],
    ['/model'],
    ['/art'],
    ['/animation'],
    ['/blog'],
    ['model'],
    ['art'],
    ['animation'],
    ['blog'],
    ['designer'],
    ['shop'],
  ])('%s: hostile text is the placeholder escaped once, byte for byte', (which) => {
    const path = [...pages.keys()].find((p) => p === which || p.startsWith(`/${which}/`))!;
    fc.assert(
      fc.property(hostileText, fc.boolean(), (text, blank) => {
        const html = render(path, text, blank);
        expect(html).toBe(expectedPage(render(path, PLACEHOLDER, blank), text));
        // Decoded, the inlined data is the data with the text, to the character.
        const start = html.indexOf(STATE_OPEN) + STATE_OPEN.length;
        const state = JSON.parse(html.slice(start, html.indexOf('</script>', start))) as FirstPaintState;
        expect(state.queries.map((q) => q.data)).toEqual(
          pageWithText(pages.get(path)!, text, blank).queries.map((q) => q.data),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('a long description is cut to 160 characters between characters, never inside 𠮷 or an emoji', () => {
    const path = [...pages.keys()].find((p) => p.startsWith('/art/'))!;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('𠮷', '😀', '👍🏽', '$&', '造', 'a', '&'), { minLength: 150, maxLength: 400 }),
        (parts) => {
          const text = parts.join('');
          const html = render(path, text, false);
          // A half of a surrogate pair left alone would not survive the trip through UTF-8.
          expect(Buffer.from(html, 'utf8').toString('utf8')).toBe(html);
          const chars = [...text];
          const cut = chars.length > 160 ? `${chars.slice(0, 159).join('')}…` : text;
          expect(decodeHtml(/<meta name="description" content="([^"]*)" \/>/.exec(html)![1]!)).toBe(cut);
          expect(decodeHtml(/<meta property="og:description" content="([^"]*)">/.exec(html)![1]!)).toBe(cut);
        },
      ),
      { numRuns: 40 },
    );
  });
});

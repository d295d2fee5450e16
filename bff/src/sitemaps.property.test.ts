/**
 * Upstream data reaches a sitemap (issue 21) exactly once XML-escaped. The only things of the
 * upstream's in a sitemap are a row's id and date; an upstream that sends ids that are not numbers
 * (`7$&</loc>` …) gets a sitemap byte for byte the one of a plain id, with the id XML-escaped once.
 */
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, ok } from '@zaowu/shared';
import { buildPart } from './sitemaps.ts';
import { remoteUpstream, type Upstream } from './upstream.ts';

const SITE = 'https://www.zaowu.test';
const PLACEHOLDER = 'ZWPLACEHOLDER7q';

/** An upstream whose every list is one page of the rows with these ids. */
function upstreamWithIds(ids: readonly string[]): Upstream {
  return {
    ...remoteUpstream('http://127.0.0.1:9'),
    fetch: () =>
      Promise.resolve(
        Response.json(
          ok({
            data: ids.map((id) => ({ id, updated_at: '2026-11-01T10:00:00+08:00' })),
            total: ids.length,
            page: 1,
            per_page: 100,
            last_page: 1,
          }),
        ),
      ),
  };
}

async function sitemap(ids: readonly string[]): Promise<string> {
  const ctx = {
    upstream: upstreamWithIds(ids),
    siteUrl: SITE,
    maxUrls: 1000,
    perPage: 100,
    features: FEATURE_NAMES,
  };
  return gunzipSync((await buildPart(ctx, 'art', 1)).gzip).toString('utf8');
}

/** Escaped once for XML text, as the XML spec names its five entities. */
const xmlEscaped = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom('$&', '$`', "$'", '$$', '$1', '</loc>', ']]>', '<', '&', '"', "'", '𠮷', '😀'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''))
  .filter((s) => !s.includes(PLACEHOLDER));

describe('upstream text in a sitemap', () => {
  it('is the placeholder escaped once, byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (text) => {
        const ids = ['7', `8${text}`, '9'];
        const plain = await sitemap(['7', `8${PLACEHOLDER}`, '9']);
        expect(plain).toContain(`<loc>${SITE}/art/8${PLACEHOLDER}</loc>`);
        expect(await sitemap(ids)).toBe(plain.split(PLACEHOLDER).join(xmlEscaped(text)));
      }),
      { numRuns: 60 },
    );
  });
});

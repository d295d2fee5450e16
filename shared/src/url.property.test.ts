/**
 * Property tests for the URL rules (product.md §5): whatever text arrives as a gourl, an href or a
 * navigation target, what comes out must stay on our site or go only where the allow-list says.
 * Example tests cannot list every way to spell "//evil.example"; these generate them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_HOSTS, checkNavigation, safeHref, safeRedirectTarget } from './url.ts';

const ORIGIN = 'https://www.zaowu.com';
const policy = { origin: ORIGIN };
// Enough runs to hit the rare spellings, few enough that the file stays well under a second or two.
const RUNS = { numRuns: 2000 };

/** The bits URL tricks are made of: separators, dot segments (plain and encoded), controls, schemes. */
const PIECES = [
  '/',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '.%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u007f',
  '@',
  ':',
  '//',
  '?',
  '#',
  'evil.example',
  'www.zaowu.com',
  'open.weixin.qq.com',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'data:',
  'vbscript:',
  'file:',
  'mailto:',
  'http:',
  'https:',
  'http://evil.example',
  ORIGIN,
  'alert(1)',
  'account',
  // Unicode that some parsers fold into ASCII: spaces, fullwidth slashes, the ideographic full stop.
  '\u00a0',
  '\u3000',
  '\ufeff',
  '\u2028',
  '\uff0f',
  '\uff3c',
  '\u3002',
  '造物',
  '\u{1d4b3}',
];

const piece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PIECES) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
);
const joined = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

/** Hostile inputs: mostly built from the pieces (often after a leading "/"), some fully arbitrary. */
const hostile = fc.oneof(
  { weight: 4, arbitrary: joined },
  { weight: 4, arbitrary: joined.map((s) => `/${s}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** The spellings that once came out as "//evil.example"; fast-check tries them first. */
const KNOWN: [string][] = [
  ['/.//evil.example'],
  ['/..//evil.example'],
  ['/%2e//evil.example'],
  ['/%2E%2E//evil.example'],
  ['/./\\evil.example'],
  ['/.\\/evil.example'],
  ['/\t/evil.example'],
  [`${ORIGIN}//evil.example`],
];

/** A path starting with one "/" that is not followed by "/" or "\" (so not protocol-relative). */
function isSinglySlashed(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Where a browser goes with `target` on one of our pages: it must be our own origin. */
function staysOnSite(target: string): boolean {
  try {
    return new URL(target, ORIGIN).origin === ORIGIN;
  } catch {
    // "//" alone does not even parse: a browser would refuse it, which is no path of ours either.
    return false;
  }
}

describe('safeRedirectTarget (properties)', () => {
  it('returns the fallback or a singly slashed path', () => {
    fc.assert(
      fc.property(hostile, (x) => {
        const out = safeRedirectTarget(x);
        return out === '/' || isSinglySlashed(out);
      }),
      { ...RUNS, examples: KNOWN },
    );
  });

  it('returns a target that a browser resolves to our own origin', () => {
    fc.assert(
      fc.property(hostile, (x) => staysOnSite(safeRedirectTarget(x))),
      { ...RUNS, examples: KNOWN },
    );
  });

  it('keeps a custom fallback when it refuses', () => {
    fc.assert(
      fc.property(hostile, (x) => {
        const out = safeRedirectTarget(x, '/account');
        return out === '/account' || (isSinglySlashed(out) && out === safeRedirectTarget(x));
      }),
      { ...RUNS, examples: KNOWN },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostile, (x) => {
        const once = safeRedirectTarget(x);
        expect(safeRedirectTarget(once)).toBe(once);
      }),
      { ...RUNS, examples: KNOWN },
    );
  });
});

describe('checkNavigation (properties)', () => {
  it('gives internal paths that stay on site and external URLs only to allowed places', () => {
    fc.assert(
      fc.property(hostile, (x) => {
        const verdict = checkNavigation(x, policy);
        if (verdict.kind === 'internal') {
          expect(isSinglySlashed(verdict.path), verdict.path).toBe(true);
          expect(staysOnSite(verdict.path), verdict.path).toBe(true);
        } else if (verdict.kind === 'external') {
          const url = new URL(verdict.href);
          expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(url.protocol);
          if (url.protocol === 'http:' || url.protocol === 'https:') {
            const host = url.hostname.toLowerCase();
            const allowed = DEFAULT_ALLOWED_HOSTS.some((a) => host === a || host.endsWith(`.${a}`));
            expect(allowed, host).toBe(true);
          }
        }
      }),
      { ...RUNS, examples: KNOWN },
    );
  });

  it('gives the same internal path when handed its own internal path', () => {
    fc.assert(
      fc.property(hostile, (x) => {
        const verdict = checkNavigation(x, policy);
        if (verdict.kind !== 'internal') return;
        expect(checkNavigation(verdict.path, policy)).toEqual(verdict);
      }),
      { ...RUNS, examples: KNOWN },
    );
  });
});

describe('safeHref (properties)', () => {
  it('never returns a protocol-relative path or a script-capable URL', () => {
    fc.assert(
      fc.property(hostile, (x) => {
        const href = safeHref(x, ORIGIN);
        if (href === null) return;
        expect(href.startsWith('//') || href.startsWith('/\\'), href).toBe(false);
        expect(['javascript:', 'data:', 'vbscript:', 'file:']).not.toContain(new URL(href, ORIGIN).protocol);
        // No scheme a browser would still find after dropping controls and whitespace, either.
        // eslint-disable-next-line no-control-regex
        expect(href.replace(/[\u0000-\u0020\u007f]+/g, ''), href).not.toMatch(
          /^(javascript|data|vbscript):/i,
        );
        if (href.startsWith('/')) expect(staysOnSite(href), href).toBe(true);
      }),
      { ...RUNS, examples: KNOWN },
    );
  });
});

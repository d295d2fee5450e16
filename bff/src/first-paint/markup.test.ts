import { describe, expect, it } from 'vitest';
import { pagination } from './markup.ts';

const href = (n: number) => (n > 1 ? `/designer?page=${n}` : '/designer');

describe('pagination (the SPA page bar, drawn by the frame)', () => {
  it('is nothing for a list of one page', () => {
    expect(pagination(1, 1, href)).toBe('');
    expect(pagination(1, 0, href)).toBe('');
  });

  it('links every page it shows, marks the current one, and leaves 上一页 inert on page 1', () => {
    const html = pagination(1, 3, href, { label: '设计师分页' });
    expect(html).toMatch(/^<nav class="pagination" aria-label="设计师分页">/);
    expect(html).toContain(
      '<span class="pagination__step pagination__step--prev is-disabled" aria-disabled="true">',
    );
    expect(html).toContain(
      '<a class="pagination__page" aria-label="第 1 页" aria-current="page" href="/designer">1</a>',
    );
    expect(html).toContain('<a class="pagination__page" aria-label="第 3 页" href="/designer?page=3">3</a>');
    expect(html).toContain('<a class="pagination__step pagination__step--next" href="/designer?page=2">');
    expect(html).toContain('<b>1</b> / 3');
  });

  it('puts a gap for the pages it skips, and 下一页 inert on the last page', () => {
    const html = pagination(20, 20, href);
    expect(html).toContain('<li class="pagination__gap" aria-hidden="true">…</li>');
    expect(html).toContain('<a class="pagination__step pagination__step--prev" href="/designer?page=19">');
    expect(html).toContain(
      '<span class="pagination__step pagination__step--next is-disabled" aria-disabled="true">',
    );
    expect(html).not.toContain('page=10"');
  });

  it('escapes the links it is given', () => {
    expect(pagination(1, 2, (n) => `/community?tag=a"b&page=${n}`)).toContain(
      'href="/community?tag=a&quot;b&amp;page=2"',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('drops event handlers and scripts', () => {
    const out = sanitizeHtml('<p>hi</p><img src=x onerror=alert(1)><script>alert(2)</script>');
    expect(out).not.toMatch(/onerror|<script|alert\(2\)/);
    expect(out).toContain('<p>hi</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
  ])('removes a %s link but keeps its text', (href) => {
    const out = sanitizeHtml(`<a href="${href}">点我</a>`);
    expect(out).toContain('点我');
    expect(out).not.toMatch(/href=/);
  });

  it('keeps same-origin links as paths and marks external ones', () => {
    const doc = new DOMParser().parseFromString(
      sanitizeHtml(
        `<a href="/model/3">模型</a><a href="${window.location.origin}/art/2">原画</a><a href="https://example.com/x">外链</a>`,
      ),
      'text/html',
    );
    const links = [...doc.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/model/3', '/art/2', 'https://example.com/x']);
    expect(links[2]!.getAttribute('rel')).toContain('noopener');
    expect(links[2]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.hasAttribute('target')).toBe(false);
  });

  it('lazy-loads images and drops unsafe sources', () => {
    const out = sanitizeHtml(
      '<img src="/api/storage/a.png" alt="a"><img src="javascript:alert(1)" alt="b"><img src=x onerror=alert(1)>',
    );
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const imgs = [...doc.querySelectorAll('img')];
    expect(imgs[0]!.getAttribute('loading')).toBe('lazy');
    expect(imgs[0]!.getAttribute('src')).toBe('/api/storage/a.png');
    expect(imgs[1]!.hasAttribute('src')).toBe(false);
    // A bare relative src would request /x and fail: dropped like an unsafe one.
    expect(imgs[2]!.hasAttribute('src')).toBe(false);
  });

  it('drops styles, iframes and forms', () => {
    const out = sanitizeHtml('<p style="position:fixed">x</p><iframe src="/"></iframe><form><input></form>');
    expect(out).not.toMatch(/style=|<iframe|<form|<input/);
  });
});

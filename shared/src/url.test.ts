import { describe, expect, it } from 'vitest';
import { checkNavigation, safeHref, safeRedirectTarget } from './url.ts';

const origin = 'https://www.zaowu.test';

describe('safeRedirectTarget', () => {
  it.each([
    ['/account', '/account'],
    ['/account?tab=works#top', '/account?tab=works#top'],
    ['/art/12', '/art/12'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    ' //evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'account',
    '',
    null,
    undefined,
  ])('refuses %s', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
  });
});

describe('checkNavigation', () => {
  it('classifies internal, allowed external and refused URLs', () => {
    expect(checkNavigation('/model/3', { origin })).toEqual({ kind: 'internal', path: '/model/3' });
    expect(checkNavigation(`${origin}/blog?page=2`, { origin })).toEqual({
      kind: 'internal',
      path: '/blog?page=2',
    });
    expect(checkNavigation('https://open.weixin.qq.com/connect/qrconnect?a=1', { origin }).kind).toBe(
      'external',
    );
    expect(checkNavigation('https://evil.example/', { origin })).toEqual({ kind: 'refused', reason: 'host' });
    expect(checkNavigation('https://open.weixin.qq.com.evil.example/', { origin }).kind).toBe('refused');
    for (const bad of [
      'javascript:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:x',
      'file:///etc/passwd',
      'data:,x',
    ]) {
      expect(checkNavigation(bad, { origin })).toEqual({ kind: 'refused', reason: 'protocol' });
    }
  });

  it('honours a custom allow-list', () => {
    expect(
      checkNavigation('https://cdn.partner.test/x', { origin, allowedHosts: ['partner.test'] }).kind,
    ).toBe('external');
  });
});

describe('safeHref', () => {
  it('keeps http(s), mailto and relative links and drops dangerous ones', () => {
    expect(safeHref('https://example.com/a', origin)).toBe('https://example.com/a');
    expect(safeHref('/art/1', origin)).toBe('/art/1');
    expect(safeHref('mailto:hi@zaowu.test', origin)).toBe('mailto:hi@zaowu.test');
    expect(safeHref('javascript:alert(1)', origin)).toBeNull();
    expect(safeHref(' javascript:alert(1)', origin)).toBeNull();
    expect(safeHref('data:text/html;base64,PHNjcmlwdD4=', origin)).toBeNull();
    expect(safeHref(null, origin)).toBeNull();
  });
});

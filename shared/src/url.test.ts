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

  // The parser resolves dot segments and backslashes after the raw-text checks; each of these
  // used to come out as "//evil.example", a protocol-relative URL to another host.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/./\\evil.example',
    '/\\/evil.example',
    '/.\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.\t//evil.example',
    '/a/../..//evil.example',
  ])('refuses %j, which resolves to another host', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
    expect(safeRedirectTarget(input, '/account')).toBe('/account');
  });

  it.each([
    ['/account?tab=1#x', '/account?tab=1#x'],
    ['/a/./b/../c', '/a/c'],
    ['/a/%2e%2e/c', '/c'],
    ['/./account', '/account'],
    ['/%2f/evil.example', '/%2f/evil.example'],
  ])('resolves dot segments in %j to %j', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
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

  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/./\\evil.example',
    `${origin}//evil.example`,
    `${origin}/..//evil.example`,
  ])('refuses %j, whose same-origin path would start with "//"', (input) => {
    expect(checkNavigation(input, { origin })).toEqual({ kind: 'refused', reason: 'invalid' });
  });

  it('keeps resolved same-origin paths', () => {
    expect(checkNavigation('/a/./b/../c?x=1#y', { origin })).toEqual({
      kind: 'internal',
      path: '/a/c?x=1#y',
    });
  });

  it('lets the share sheet reach the Weibo and QQ share pages, and nothing else of weibo.com or qq.com', () => {
    const page = encodeURIComponent(`${origin}/model/3`);
    for (const share of [
      `https://service.weibo.com/share/share.php?url=${page}&title=x`,
      `https://connect.qq.com/widget/shareqq/index.html?url=${page}&title=x`,
    ]) {
      expect(checkNavigation(share, { origin })).toEqual({ kind: 'external', href: share });
    }
    for (const other of [
      'https://weibo.com/u/1',
      'https://www.qq.com/',
      'https://evil-service.weibo.com.example/share/share.php',
      'https://connect.qq.com.evil.example/widget/shareqq/index.html',
      'https://connectqq.com/widget/shareqq/index.html',
    ]) {
      expect(checkNavigation(other, { origin }).kind, other).toBe('refused');
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

  it('gives null for a same-origin URL whose path would start with "//"', () => {
    for (const raw of [
      '/.//evil.example',
      '/%2e//evil.example',
      '/.\\/evil.example',
      `${origin}//evil.example`,
      `${origin}/.//evil.example?x#y`,
    ]) {
      expect(safeHref(raw, origin), raw).toBeNull();
    }
    expect(safeHref(`${origin}/a/./b/../c#y`, origin)).toBe('/a/c#y');
  });
});

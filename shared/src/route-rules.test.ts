import { describe, expect, it } from 'vitest';
import { ROUTE_RULES, resolveRouteRule, type RouteRule } from './route-rules.ts';
import { matchRoute } from './routes.ts';
import { DEFAULT_ALLOWED_HOSTS } from './url.ts';

const policy = { origin: 'https://www.zaowu.test', allowedHosts: DEFAULT_ALLOWED_HOSTS };

describe('route rules', () => {
  it('no rule shadows a page of the route table', () => {
    for (const rule of ROUTE_RULES) {
      const sample = rule.from.replace(/:\w+/g, '7');
      expect(matchRoute(sample), rule.from).toBeNull();
    }
  });

  it('every rule resolves to an allowed target', () => {
    for (const rule of ROUTE_RULES) {
      expect(resolveRouteRule(rule.from.replace(/:\w+/g, '7'), policy), rule.from).not.toBeNull();
    }
  });

  it.each([
    ['/index', { kind: 'internal', path: '/', permanent: true }],
    ['/home/', { kind: 'internal', path: '/', permanent: true }],
    ['/upload', { kind: 'internal', path: '/publish', permanent: false }],
    ['/models/42', { kind: 'internal', path: '/model/42', permanent: true }],
    ['/beian', { kind: 'external', href: 'https://beian.miit.gov.cn/', permanent: false }],
  ])('%s → %j', (path, target) => {
    expect(resolveRouteRule(path, policy)).toEqual(target);
  });

  it('ignores paths no rule names', () => {
    expect(resolveRouteRule('/model/1', policy)).toBeNull();
    expect(resolveRouteRule('/indexes', policy)).toBeNull();
  });

  it.each([
    { from: '/evil', to: 'https://evil.example/' },
    { from: '/js', to: 'javascript:alert(1)' },
    { from: '/data', to: 'data:text/html,<script>alert(1)</script>' },
    { from: '/proto', to: '//evil.example/x' },
  ] satisfies RouteRule[])('refuses a rule to $to', (rule) => {
    expect(resolveRouteRule(rule.from, policy, [rule])).toBeNull();
  });

  it('allows an external host once it is on the allow-list', () => {
    const rule = { from: '/partner', to: 'https://partner.example/landing' };
    expect(resolveRouteRule('/partner', policy, [rule])).toBeNull();
    expect(resolveRouteRule('/partner', { ...policy, allowedHosts: ['partner.example'] }, [rule])).toEqual({
      kind: 'external',
      href: 'https://partner.example/landing',
      permanent: false,
    });
  });
});

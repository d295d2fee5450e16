import { describe, expect, it } from 'vitest';
import { ROUTES, buildPath, matchRoute } from './routes.ts';

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('uses the layouts of product.md §2', () => {
    const layoutOf = (name: string) => ROUTES.find((r) => r.name === name)?.layout;
    for (const name of ['login', 'login-bindAccount', 'login-forget', 'demo'])
      expect(layoutOf(name)).toBe('custom-events');
    for (const name of ['publish', 'editWork-id']) expect(layoutOf(name)).toBe('only-header');
    expect(layoutOf('index')).toBe('default');
    expect(ROUTES.find((r) => r.name === 'demo-profile')?.middleware).toEqual(['profile']);
  });

  it('matches every route from its own pattern', () => {
    for (const r of ROUTES) {
      const path = buildPath(r.path, { id: 7, type: 'art' });
      const m = matchRoute(path);
      expect(m?.route.name, path).toBe(r.name);
      expect(m?.valid, path).toBe(true);
    }
  });

  it('ranks static segments above parameters and checks ids', () => {
    expect(matchRoute('/demo/profile')?.route.name).toBe('demo-profile');
    expect(matchRoute('/editWork/old')?.route.name).toBe('editWork-old');
    expect(matchRoute('/art/abc')).toMatchObject({ route: { name: 'art-id' }, valid: false });
    expect(matchRoute('/art/0')?.valid).toBe(false);
    expect(matchRoute('/share/unknown/3')?.valid).toBe(false);
    expect(matchRoute('/share/model/3')?.valid).toBe(true);
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/art/1/extra')).toBeNull();
  });
});

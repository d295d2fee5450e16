import { describe, expect, it } from 'vitest';
import { WORK_TYPE_KEYS } from './constants.ts';
import { hrefs } from './hrefs.ts';
import { ROUTES, buildPath, matchRoute } from './routes.ts';

describe('hrefs', () => {
  it('gives the path a visitor would type for each page', () => {
    expect(hrefs.work('model', 285)).toBe('/model/285');
    expect(hrefs.work('blog', 7)).toBe('/blog/7');
    expect(hrefs.works('art')).toBe('/art');
    expect(hrefs.designer(12)).toBe('/designer/12');
    expect(hrefs.designers()).toBe('/designer');
    expect(hrefs.shop(3)).toBe('/shop/3');
    expect(hrefs.shops()).toBe('/shop');
    expect(hrefs.goods(41)).toBe('/goods/41');
    expect(hrefs.topic(9)).toBe('/community/9');
    expect(hrefs.community()).toBe('/community');
    expect(hrefs.collection(2)).toBe('/collection/2');
    expect(hrefs.note(5)).toBe('/note/5');
    expect(hrefs.favorites(8)).toBe('/favorites/8');
    expect(hrefs.share('designer', 12)).toBe('/share/designer/12');
    expect(hrefs.payOrder(77)).toBe('/cart/pay/77');
    expect(hrefs.editWork(285)).toBe('/editWork/285');
    expect(hrefs.demo('button')).toBe('/demo/button');
    expect(hrefs.explore()).toBe('/explore');
    expect(hrefs.recommend()).toBe('/recommend');
    expect(hrefs.account()).toBe('/account');
    expect(hrefs.follow()).toBe('/follow');
    expect(hrefs.message()).toBe('/message');
    expect(hrefs.messagebox()).toBe('/messagebox');
    expect(hrefs.login()).toBe('/login');
  });

  it('adds a query and a fragment the way the pages read them', () => {
    expect(hrefs.topic(9, { query: { page: 2 }, hash: 'post-31' })).toBe('/community/9?page=2#post-31');
    expect(hrefs.work('art', 5, { hash: 'comment-4' })).toBe('/art/5#comment-4');
    expect(hrefs.goods(41, { hash: 'reviews' })).toBe('/goods/41#reviews');
    expect(hrefs.designer(12, { query: { type: 'model', page: 3 } })).toBe('/designer/12?type=model&page=3');
    expect(hrefs.account({ query: { tab: 'trades', dir: 'buy', order: 6 } })).toBe(
      '/account?tab=trades&dir=buy&order=6',
    );
    expect(hrefs.payOrder(77, { query: { method: 'balance' } })).toBe('/cart/pay/77?method=balance');
    expect(hrefs.works('model', { query: { sort: 'hot' } })).toBe('/model?sort=hot');
  });

  it('leaves out empty values, and a query with nothing in it', () => {
    expect(hrefs.favorites(8, { query: { page: undefined } })).toBe('/favorites/8');
    expect(hrefs.account({ query: { tab: 'trades', dir: 'sell', order: undefined } })).toBe(
      '/account?tab=trades&dir=sell',
    );
    expect(hrefs.explore({ query: { keyword: null } })).toBe('/explore');
    expect(hrefs.shops({ query: new URLSearchParams() })).toBe('/shop');
    expect(hrefs.work('art', 5, { query: '' })).toBe('/art/5');
    expect(hrefs.work('art', 5, { hash: '' })).toBe('/art/5');
  });

  it('encodes parameters and named query values as URI components', () => {
    expect(hrefs.demo('a b/c?')).toBe('/demo/a%20b%2Fc%3F');
    expect(hrefs.designer('1/../../login')).toBe('/designer/1%2F..%2F..%2Flogin');
    expect(hrefs.explore({ query: { tag: '赛博 朋克&x=1' } })).toBe(
      `/explore?tag=${encodeURIComponent('赛博 朋克&x=1')}`,
    );
    expect(hrefs.login({ query: { gourl: '/account?tab=items#x' } })).toBe(
      '/login?gourl=%2Faccount%3Ftab%3Ditems%23x',
    );
    // Named values read back as they were given.
    const url = new URL(hrefs.explore({ query: { keyword: 'a+b c' } }), 'https://example.test');
    expect(url.searchParams.get('keyword')).toBe('a+b c');
  });

  it('keeps a URLSearchParams in its own (form) encoding and an encoded query as it is', () => {
    const q = new URLSearchParams({ keyword: 'low poly', page: '2' });
    expect(hrefs.designers({ query: q })).toBe('/designer?keyword=low+poly&page=2');
    expect(hrefs.work('model', 5, { query: '?from=a%20b' })).toBe('/model/5?from=a%20b');
    expect(hrefs.work('model', 5, { query: 'from=x' })).toBe('/model/5?from=x');
  });

  it('has a builder for every route with parameters, each giving a path of that route', () => {
    const built = [
      ...WORK_TYPE_KEYS.map((type) => hrefs.work(type, 7)),
      hrefs.payOrder(7),
      hrefs.collection(7),
      hrefs.topic(7),
      hrefs.demo(7),
      hrefs.designer(7),
      hrefs.shop(7),
      hrefs.goods(7),
      hrefs.editWork(7),
      hrefs.favorites(7),
      hrefs.note(7),
      ...WORK_TYPE_KEYS.map((type) => hrefs.share(type, 7)),
      hrefs.share('designer', 7),
      hrefs.share('shop', 7),
    ];
    const matched = new Set<string>();
    for (const path of built) {
      const m = matchRoute(path);
      expect(m?.valid, path).toBe(true);
      matched.add(m!.route.path);
    }
    const withParams = ROUTES.filter((r) => r.path.includes(':')).map((r) => r.path);
    expect([...matched].sort()).toEqual([...withParams].sort());
  });

  it('gives the pages without parameters as the route table has them', () => {
    const pages = [
      ...WORK_TYPE_KEYS.map((type) => hrefs.works(type)),
      hrefs.explore(),
      hrefs.recommend(),
      hrefs.designers(),
      hrefs.shops(),
      hrefs.community(),
      hrefs.account(),
      hrefs.follow(),
      hrefs.message(),
      hrefs.messagebox(),
      hrefs.login(),
    ];
    for (const path of pages)
      expect(
        ROUTES.map((r) => r.path),
        path,
      ).toContain(path);
  });
});

describe('buildPath', () => {
  it('fills and encodes every parameter', () => {
    expect(buildPath('/share/:type/:id', { type: 'model', id: 3 })).toBe('/share/model/3');
    expect(buildPath('/art/:id', { id: 'x y' })).toBe('/art/x%20y');
  });

  it('refuses a missing parameter (by type for a literal pattern)', () => {
    // @ts-expect-error: '/art/:id' needs its id
    expect(() => buildPath('/art/:id')).toThrow('missing route parameter id for /art/:id');
    // @ts-expect-error: and '/share/:type/:id' its type
    expect(() => buildPath('/share/:type/:id', { id: 3 })).toThrow('missing route parameter type');
  });
});

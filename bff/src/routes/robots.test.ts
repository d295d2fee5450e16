import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { remoteUpstream } from '../upstream.ts';
import { testConfig } from '../testing/fixtures.ts';

const config = testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9' });
const app = createApp(config, remoteUpstream(config.upstreamUrl!));

/**
 * What a crawler that honours robots.txt may fetch, as Google and Baidu read it (RFC 9309): `*` is any
 * run of characters, the longest matching rule wins, and Allow wins a tie.
 */
function allowed(robots: string, pathAndQuery: string): boolean {
  const matches = (rule: string) =>
    new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(pathAndQuery);
  const rules = robots
    .split('\n')
    .map((l) => /^(Allow|Disallow):\s*(\S+)/.exec(l))
    .filter((m): m is RegExpExecArray => !!m && matches(m[2]!))
    .map((m) => ({ allow: m[1] === 'Allow', length: m[2]!.length }))
    .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe('robots.txt', () => {
  it('names the sitemap index and lets crawlers read every public page', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Sitemap: https:\/\/www\.zaowu\.test\/sitemap\.xml$/m);
    for (const page of [
      '/',
      '/art',
      '/model/285',
      '/designer/3',
      '/shop/2',
      '/goods/92',
      '/community',
      '/community/32',
      '/collection/1',
      '/note/1',
      '/explore',
      '/recommend',
      '/agreement',
      '/privacy',
      '/share/model/285',
      '/sitemap.xml',
      // The pictures a page and its share card show.
      '/api/storage/gen/blog/html-safety/82988.svg',
      '/og/model/285.jpg',
    ]) {
      expect(allowed(res.text, page), page).toBe(true);
    }
  });

  it('keeps crawlers out of member pages, login, the showcase and the API', async () => {
    const robots = (await request(app).get('/robots.txt')).text;
    for (const page of [
      '/account',
      '/cart',
      '/cart/pay/3',
      '/messagebox',
      '/message',
      '/publish',
      '/disk',
      '/editWork/3',
      '/follow',
      '/favorites/1',
      '/certification/realname',
      '/login',
      '/login/forget',
      '/demo',
      '/demo/profile',
      '/api/v1.user/index',
      '/webApi/works/lists',
      // A signed address: a buyer's whole video.
      '/api/storage/video/ink/3.webm?expires=1893456000&sig=abc',
    ]) {
      expect(allowed(robots, page), page).toBe(false);
    }
  });
});

describe('noindex', () => {
  it('is on member pages, login and the showcase, in the HTML and as a header', async () => {
    for (const page of [
      '/account',
      '/cart',
      '/messagebox',
      '/publish',
      '/disk',
      '/login',
      '/login/forget',
      '/demo',
    ]) {
      const res = await request(app).get(page);
      expect(res.status, page).toBe(200);
      expect(res.text, page).toContain('<meta name="robots" content="noindex">');
      expect(res.headers['x-robots-tag'], page).toBe('noindex');
    }
  });

  it('is on no public page', async () => {
    for (const page of ['/', '/art', '/model/285', '/designer/3', '/goods/92', '/community/32', '/privacy']) {
      const res = await request(app).get(page);
      expect(res.text, page).not.toContain('noindex');
      expect(res.headers['x-robots-tag'], page).toBeUndefined();
    }
  });
});

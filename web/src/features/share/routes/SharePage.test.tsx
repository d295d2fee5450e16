import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkType } from '@zaowu/shared';
import { demo, renderApp, server } from '../../../test/render.tsx';
import { SLOW } from '../../../test/timeouts.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const ogContent = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

/** The first seeded work of each type. */
function firstWork(type: WorkType) {
  return [...demo.db.works.values()].find((w) => w.type === type)!;
}

// The first render compiles the page's chunk, which may take most of the default 5 s on a busy machine.
describe('/share/{type}/{id}: one card for each type the route takes', { timeout: 15_000 }, () => {
  it.each([
    ['model', '模型'],
    ['art', '原画'],
    ['animation', '动画'],
    ['blog', '博客'],
  ] as const)('a %s work: badge %s, its author and a link to its page', async (type, badge) => {
    const work = firstWork(type);
    const author = demo.db.users.get(work.author_id)!;
    renderApp(`/share/${type}/${work.id}`);
    const card = (await screen.findByRole('heading', { level: 1, name: work.title }, SLOW)).closest(
      'article',
    )!;
    expect(within(card).getByText(badge)).toBeTruthy();
    expect(within(card).getByText('作者')).toBeTruthy();
    expect(within(card).getByText(author.nickname)).toBeTruthy();
    expect(within(card).getByText('浏览')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '打开查看' }).getAttribute('href')).toBe(
      `/${type}/${work.id}`,
    );
  });

  it('a designer: badge 设计师, their figures and a link to their page', async () => {
    const designer = demo.db.users.get(firstWork('model').author_id)!;
    renderApp(`/share/designer/${designer.id}`);
    const card = (await screen.findByRole('heading', { level: 1, name: designer.nickname }, SLOW)).closest(
      'article',
    )!;
    expect(within(card).getByText('设计师', { selector: '.badge, .badge *' })).toBeTruthy();
    expect(within(card).getByText('粉丝')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '打开查看' }).getAttribute('href')).toBe(
      `/designer/${designer.id}`,
    );
  });

  it('a shop: badge 店铺, its owner and a link to the shop', async () => {
    const shop = demo.db.shops.get(1)!;
    renderApp('/share/shop/1');
    const card = (await screen.findByRole('heading', { level: 1, name: shop.name }, SLOW)).closest(
      'article',
    )!;
    expect(within(card).getByText('店铺')).toBeTruthy();
    expect(within(card).getByText('销量')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '打开查看' }).getAttribute('href')).toBe('/shop/1');
  });
});

describe('/share/{type}/{id}', () => {
  it('shows a work with its cover, author and a way into the real page', async () => {
    const work = demo.db.works.get(1)!;
    const author = demo.db.users.get(work.author_id)!;
    renderApp(`/share/${work.type}/1`);
    expect(await screen.findByRole('heading', { level: 1, name: work.title }, SLOW)).toBeTruthy();
    expect(screen.getByText(author.nickname)).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开查看' }).getAttribute('href')).toBe(`/${work.type}/1`);
    expect(screen.getByText(/在 App 内打开/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${work.title} · 分享 · 造物`));
    await waitFor(() => expect(ogContent('og:title')).toBe(work.title));
    // The work's share card, the raster the server draws (the same og:image as the first paint's).
    expect(ogContent('og:image')).toMatch(new RegExp(`^https?://[^/]+/og/${work.type}/1\\.jpg$`));
  });

  it("keeps a mature work's cover out of the card and the link preview", async () => {
    const work = firstWork('art');
    work.is_mature = true;
    renderApp(`/share/art/${work.id}`);
    const card = (await screen.findByRole('heading', { level: 1, name: work.title }, SLOW)).closest(
      'article',
    )!;
    expect(card.querySelector('.share-card__cover img')).toBeNull();
    expect(within(card).getByText('成人内容，打开后确认年满 18 岁即可查看')).toBeTruthy();
    await waitFor(() => expect(ogContent('og:title')).toBe(work.title));
    expect(ogContent('og:image')).toMatch(/^https?:\/\/[^/]+\/og\/site\.png$/);
  });

  it('shows member text exactly as typed: $ patterns, markup, quotes and 𠮷 in the card, title and OG tags', async () => {
    const work = firstWork('art');
    const title = `晨光$\`习作$&$'</script>"'<&𠮷😀`;
    work.title = title;
    // Longer than the card's 80 characters, with a pair (𠮷) exactly where it is cut.
    work.description = `$1 ${'造'.repeat(75)}𠮷😀 后面的字`;
    renderApp(`/share/art/${work.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeTruthy();
    expect(screen.getByText(work.description)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} · 分享 · 造物`));
    await waitFor(() => expect(ogContent('og:title')).toBe(title));
    const cut = `$1 ${'造'.repeat(75)}𠮷…`;
    expect(ogContent('og:description')).toBe(cut);
  });

  it('opens the work under its own type when the link names another one', async () => {
    const work = firstWork('model');
    renderApp(`/share/art/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
    expect(screen.getByRole('link', { name: '打开查看' }).getAttribute('href')).toBe(`/model/${work.id}`);
  });

  it('shows a shop with its owner', async () => {
    const shop = demo.db.shops.get(1)!;
    renderApp('/share/shop/1');
    expect(await screen.findByRole('heading', { level: 1, name: shop.name }, SLOW)).toBeTruthy();
    expect(screen.getByText('店主')).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开查看' }).getAttribute('href')).toBe('/shop/1');
  });

  it('is a 404 for an id the API does not know, saying so in Chinese', async () => {
    renderApp('/share/art/999999');
    expect(await screen.findByText('Page Not Found: /share/art/999999', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText(/这条分享链接已失效/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it.each(['/share/evil/3', '/share/user/1', '/share/model/0', '/share/model/abc'])(
    '%s (a type or id the route does not take) is the same Chinese 404',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText(`Page Not Found: ${path}`, {}, SLOW)).toBeTruthy();
      expect(screen.getByText(/这条分享链接已失效/)).toBeTruthy();
    },
  );

  it('a failed request shows an error with a retry, not the 404 page', async () => {
    const user = userEvent.setup();
    // The client logs the failure (product.md §8); expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(http.get('*/api/v1.works/detail', () => (fail ? HttpResponse.error() : undefined)));
    renderApp('/share/model/1');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByRole('heading', { level: 1, name: '分享内容加载失败' })).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: demo.db.works.get(1)!.title })).toBeTruthy();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, fail, type Envelope, type HomeData } from '@zaowu/shared';
import { renderApp, server } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';

let homeCalls = 0;
const countHomeCalls = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === endpoints.works.home.path) homeCalls += 1;
};
beforeEach(() => {
  homeCalls = 0;
  server.events.on('request:start', countHomeCalls);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  server.events.removeListener('request:start', countHomeCalls);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function homeData(): Promise<HomeData> {
  const res = await fetch(`${window.location.origin}${endpoints.works.home.path}`);
  return ((await res.json()) as Envelope<HomeData>).data;
}

describe('home', { timeout: 15_000 }, () => {
  it('shows banners, latest and hot works per type, designers, shops and tags from one call', async () => {
    const user = userEvent.setup();
    const home = await homeData();
    homeCalls = 0;
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: '发现好作品，遇见好创作者' }, SLOW),
    ).toBeTruthy();

    // Banners: the first slide shows and links to its same-origin path.
    const carousel = await screen.findByRole('region', { name: '精选推荐' });
    const first = home.banners[0]!;
    expect(
      within(carousel)
        .getByRole('link', { name: new RegExp(first.title) })
        .getAttribute('href'),
    ).toBe(first.link);

    // Latest works (the sections under the hero come in their own chunk): a tab per type; the 模型
    // tab first, 查看更多 into /model.
    const latest = await screen.findByRole('region', { name: /最新作品/ }, SLOW);
    expect(within(latest).getByRole('tab', { name: '模型' }).getAttribute('aria-selected')).toBe('true');
    for (const w of home.latest.model)
      expect(within(latest).getByRole('link', { name: w.title })).toBeTruthy();
    expect(
      within(latest)
        .getByRole('link', { name: /查看更多/ })
        .getAttribute('href'),
    ).toBe('/model');
    await user.click(within(latest).getByRole('tab', { name: '原画' }));
    expect(await within(latest).findByRole('link', { name: home.latest.art[0]!.title })).toBeTruthy();
    expect(
      within(latest)
        .getByRole('link', { name: /查看更多/ })
        .getAttribute('href'),
    ).toBe('/art');

    const hot = screen.getByRole('region', { name: /热门作品/ });
    expect(within(hot).getByRole('link', { name: home.hot.model[0]!.title })).toBeTruthy();
    expect(
      within(hot)
        .getByRole('link', { name: /查看更多/ })
        .getAttribute('href'),
    ).toBe('/model?sort=hot');

    const designers = screen.getByRole('region', { name: /推荐设计师/ });
    const d = home.designers[0]!;
    expect(within(designers).getByRole('link', { name: d.nickname }).getAttribute('href')).toBe(
      `/designer/${d.id}`,
    );
    const shops = screen.getByRole('region', { name: /优选店铺/ });
    const s = home.shops[0]!;
    expect(within(shops).getByRole('link', { name: s.name }).getAttribute('href')).toBe(`/shop/${s.id}`);

    const tags = screen.getByRole('list', { name: '热门标签' });
    const t = home.tags[0]!;
    expect(
      within(tags)
        .getByRole('link', { name: new RegExp(t.name) })
        .getAttribute('href'),
    ).toBe(`/explore?tag=${encodeURIComponent(t.name)}`);
    expect(homeCalls).toBe(1);
  });

  it('the banner carousel: 下一张 / 上一张 from the keyboard, pause stops the rotation', async () => {
    const user = userEvent.setup();
    const home = await homeData();
    expect(home.banners.length).toBeGreaterThan(1);
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: '精选推荐' }, SLOW);
    const current = () =>
      within(carousel)
        .getAllByRole('group', { hidden: true })
        .findIndex((s) => s.getAttribute('aria-hidden') !== 'true');
    expect(current()).toBe(0);

    within(carousel).getByRole('button', { name: '下一张' }).focus();
    await user.keyboard('{Enter}');
    expect(current()).toBe(1);
    await user.click(within(carousel).getByRole('button', { name: '上一张' }));
    await user.click(within(carousel).getByRole('button', { name: '上一张' }));
    expect(current()).toBe(home.banners.length - 1);
    await user.click(within(carousel).getByRole('button', { name: `第 1 张：${home.banners[0]!.title}` }));
    expect(current()).toBe(0);

    await user.click(within(carousel).getByRole('button', { name: '暂停自动播放' }));
    expect(within(carousel).getByRole('button', { name: '开始自动播放' })).toBeTruthy();
  });

  it('rotates on its own until the pointer rests on it', async () => {
    const home = await homeData();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/');
    const carousel = await screen.findByRole('region', { name: '精选推荐' }, SLOW);
    const visible = () =>
      within(carousel)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label'));
    expect(visible()).toEqual([`1 / ${home.banners.length}`]);
    await act(() => vi.advanceTimersByTimeAsync(6_100));
    expect(visible()).toEqual([`2 / ${home.banners.length}`]);
    fireEvent.mouseEnter(carousel);
    await act(() => vi.advanceTimersByTimeAsync(12_500));
    expect(visible()).toEqual([`2 / ${home.banners.length}`]);
    fireEvent.mouseLeave(carousel);
    await act(() => vi.advanceTimersByTimeAsync(6_100));
    expect(visible()).toEqual([`3 / ${home.banners.length}`]);
  });

  it('a failed call shows an error with 重试 and keeps the heading', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1.works/home', () => HttpResponse.json(fail('首页服务繁忙'))));
    renderApp('/');
    expect(await screen.findByText('首页内容加载失败', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '发现好作品，遇见好创作者' })).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '精选推荐' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('首页内容加载失败')).toBeNull());
  });
});

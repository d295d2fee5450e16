import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail } from '@zaowu/shared';
import { demo, renderApp, server } from '../../test/render.tsx';
import { MATURE_OK_KEY } from '../../lib/mature.ts';
import { SLOW } from '../../test/timeouts.ts';

let listRequests: URL[] = [];
const recordListRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/v1.works/lists') listRequests.push(url);
};
beforeEach(() => {
  listRequests = [];
  server.events.on('request:start', recordListRequest);
  // jsdom does not scroll; React Router's scroll restoration calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  server.events.removeListener('request:start', recordListRequest);
  vi.restoreAllMocks();
});

/** The type's most used tag, and how many works carry it. */
function busiestTag(type: string): [string, number] {
  const counts = new Map<string, number>();
  for (const w of demo.db.works.values())
    if (w.type === type) for (const t of w.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]!;
}

const lastList = () => listRequests.at(-1)!.searchParams;

describe('works lists', { timeout: 15_000 }, () => {
  it('reads its view from the URL: sends those params and shows them selected', async () => {
    const [tag, count] = busiestTag('blog');
    expect(count).toBeGreaterThan(20); // so that page 2 exists
    renderApp(`/blog?tag=${encodeURIComponent(tag)}&sort=hot&page=2`);
    expect(await screen.findByRole('heading', { level: 1, name: '博客' }, SLOW)).toBeTruthy();

    expect(lastList().get('type')).toBe('blog');
    expect(lastList().get('tag')).toBe(tag);
    expect(lastList().get('sort')).toBe('hot');
    expect(lastList().get('page')).toBe('2');

    const tags = screen.getByRole('group', { name: '标签' });
    expect(within(tags).getByRole('link', { name: tag }).getAttribute('aria-current')).toBe('true');
    const all = within(tags).getByRole('link', { name: '全部' });
    expect(all.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('tab', { name: '最热' }).getAttribute('aria-selected')).toBe('true');
    const pages = screen.getByRole('navigation', { name: '博客分页' });
    expect(within(pages).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: `移除筛选：标签：${tag}` })).toBeTruthy();
    expect(screen.getByText(`共 ${count} 件作品`)).toBeTruthy();
    // Page 2 holds what is left after the first 20, up to 20.
    expect(within(screen.getByRole('list', { name: '博客作品' })).getAllByRole('listitem')).toHaveLength(
      Math.min(count - 20, 20),
    );
    await waitFor(() => expect(document.title).toBe(`${tag} · 博客 · 第 2 页 · 造物`));
  });

  it('a filter change goes into the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/model?sort=hot&page=2');
    await screen.findByRole('heading', { level: 1, name: '模型' }, SLOW);

    await user.click(within(screen.getByRole('group', { name: '价格' })).getByRole('link', { name: '免费' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price=free&sort=hot'));
    await waitFor(() => expect(lastList().get('price')).toBe('free'));
    expect(lastList().get('page')).toBe('1');
    // The router renders the new view in a transition, a moment after its state changes.
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: '价格' }))
          .getByRole('link', { name: '免费' })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );

    await user.click(screen.getByRole('tab', { name: '最新' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price=free'));

    // The back button gives the previous view again.
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '最热' }).getAttribute('aria-selected')).toBe('true'),
    );
  });

  it('search within the type puts the keyword in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/blog?page=3');
    await screen.findByRole('heading', { level: 1, name: '博客' }, SLOW);
    await user.type(screen.getByRole('searchbox', { name: '在博客中搜索' }), '渲染');
    await user.click(within(screen.getByRole('search', { name: '在博客中搜索' })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('渲染')}`));
    expect(await screen.findByRole('link', { name: '移除筛选：关键词：渲染' })).toBeTruthy();
  });

  it('nothing matching: says so and 清除筛选 brings the whole list back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/animation?keyword=zzzz&price=paid&sort=hot');
    expect(await screen.findByText('没有找到符合条件的作品', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('共 0 件作品')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '清除筛选' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hot'));
    expect(await screen.findByRole('list', { name: '动画作品' })).toBeTruthy();
    expect(screen.queryByText('没有找到符合条件的作品')).toBeNull();
  });

  it('a failed list shows an error with 重试, and 重试 loads it', async () => {
    const user = userEvent.setup();
    // The client logs the failure (product.md §8); expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1.works/lists', () => HttpResponse.json(fail('服务器开小差了'))));
    renderApp('/model');
    expect(await screen.findByText('作品加载失败', { selector: '.empty__title' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/服务器开小差了/, { selector: '.empty__description' })).toBeTruthy();
    // The header and the filters stay: only the list failed.
    expect(screen.getByRole('heading', { level: 1, name: '模型' })).toBeTruthy();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '模型作品' })).toBeTruthy();
  });

  it('on a phone the filters open in a sheet, with the number chosen on its button', async () => {
    const user = userEvent.setup();
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      const { router } = renderApp('/model?price=paid&sort=hot');
      await screen.findByRole('heading', { level: 1, name: '模型' }, SLOW);
      // The rows of the wider screens are not drawn at all (not merely hidden).
      await waitFor(() => expect(screen.queryByRole('region', { name: '筛选作品' })).toBeNull());
      expect(screen.queryByRole('group', { name: '价格' })).toBeNull();
      await user.click(screen.getByRole('button', { name: '筛选（已选 1 项）' }));
      const sheet = await screen.findByRole('dialog', { name: '筛选' });
      await user.click(
        within(within(sheet).getByRole('group', { name: '价格' })).getByRole('link', { name: '免费' }),
      );
      await waitFor(() => expect(router.state.location.search).toBe('?price=free&sort=hot'));
      // The sheet stays open for the next choice, and says how many works the choice gives.
      const total = [...demo.db.works.values()].filter((w) => w.type === 'model' && w.price === null).length;
      expect(await within(sheet).findByRole('button', { name: `查看 ${total} 件作品` })).toBeTruthy();
      await user.click(within(sheet).getByRole('button', { name: `查看 ${total} 件作品` }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });

  it('blurs mature covers with a label until the visitor has agreed to see them', async () => {
    const mature = [...demo.db.works.values()].find((w) => w.is_mature && w.type === 'art')!;
    const path = `/art?keyword=${encodeURIComponent(mature.title)}`;
    const view = renderApp(path);
    const link = await screen.findByRole('link', { name: mature.title }, SLOW);
    expect(link.closest('.work-tile')?.classList.contains('work-tile--mature')).toBe(true);
    expect(within(link.closest('.work-tile') as HTMLElement).getByText('成人内容')).toBeTruthy();
    view.unmount();

    localStorage.setItem(MATURE_OK_KEY, '1');
    renderApp(path);
    const again = await screen.findByRole('link', { name: mature.title }, SLOW);
    expect(again.closest('.work-tile')?.classList.contains('work-tile--mature')).toBe(false);
  });

  it('restores the scroll position when the visitor comes back', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    const { router } = renderApp('/model');
    await screen.findByRole('list', { name: '模型作品' }, SLOW);
    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => requestAnimationFrame(r));

    await router.navigate('/model?page=2');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page'),
    );
    scrollTo.mockClear();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await router.navigate(-1);
    // React Router's <ScrollRestoration> puts the reader back where they were.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1234));
  });
});

describe('/explore', { timeout: 15_000 }, () => {
  it('shows the header search’s results', async () => {
    renderApp(`/explore?keyword=${encodeURIComponent('龙')}`);
    expect(await screen.findByRole('heading', { level: 1, name: '"龙" 的搜索结果' }, SLOW)).toBeTruthy();
    expect(lastList().get('keyword')).toBe('龙');
    expect(lastList().get('type')).toBeNull();
    await waitFor(() => expect(document.title).toContain('发现'));
    // Everything: the type is a filter here.
    expect(
      within(screen.getByRole('group', { name: '类型' })).getByRole('link', { name: '全部' }),
    ).toBeTruthy();
  });

  it('shows matching designers and shops above the works', async () => {
    const author = demo.db.users.get(demo.db.works.get(1)!.author_id)!;
    const shop = [...demo.db.shops.values()][0]!;
    const view = renderApp(`/explore?keyword=${encodeURIComponent(author.nickname)}`);
    const designers = await screen.findByRole('region', { name: '相关设计师' }, SLOW);
    expect(within(designers).getByRole('link', { name: author.nickname }).getAttribute('href')).toBe(
      `/designer/${author.id}`,
    );
    view.unmount();
    renderApp(`/explore?keyword=${encodeURIComponent(shop.name)}`);
    const shops = await screen.findByRole('region', { name: '相关店铺' }, SLOW);
    expect(within(shops).getByRole('link', { name: shop.name }).getAttribute('href')).toBe(
      `/shop/${shop.id}`,
    );
  });

  it('filters by a tag from a link (home tag chips)', async () => {
    const [tag] = busiestTag('art');
    renderApp(`/explore?tag=${encodeURIComponent(tag)}`);
    await screen.findByRole('heading', { level: 1, name: '发现' }, SLOW);
    expect(lastList().get('tag')).toBe(tag);
    expect(screen.getByRole('link', { name: `移除筛选：标签：${tag}` })).toBeTruthy();
  });
});

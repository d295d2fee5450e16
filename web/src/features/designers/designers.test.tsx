import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { renderApp } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';

const cardNames = () =>
  within(screen.getByRole('list', { name: '设计师列表' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('/designer', { timeout: 20_000 }, () => {
  it('shows the designers the API lists, with the filters from the URL applied', async () => {
    const expected = await call(endpoints.designer.lists, {
      specialty: 'art',
      sort: 'latest',
      page: 1,
      per_page: 12,
    });
    renderApp('/designer?specialty=art&sort=latest');
    await screen.findByRole('list', { name: '设计师列表' }, SLOW);
    expect(cardNames()).toEqual(expected.data.map((d) => d.nickname));
    expect(screen.getByRole('tab', { name: '原画' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '最新' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.title).toContain('设计师'));
    // Every card follows and links to the designer's page.
    const first = expected.data[0]!;
    expect(screen.getByRole('link', { name: first.nickname }).getAttribute('href')).toBe(
      `/designer/${first.id}`,
    );
    expect(screen.getByRole('button', { name: `关注 ${first.nickname}` })).toBeTruthy();
  });

  it('puts the chosen specialty, sort and keyword in the URL and pages with real links', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/designer');
    await screen.findByRole('list', { name: '设计师列表' }, SLOW);

    await user.click(screen.getByRole('tab', { name: '模型' }));
    await waitFor(() => expect(router.state.location.search).toBe('?specialty=model'));
    const models = await call(endpoints.designer.lists, {
      specialty: 'model',
      sort: 'hot',
      page: 1,
      per_page: 12,
    });
    await waitFor(() => expect(cardNames()).toEqual(models.data.map((d) => d.nickname)));

    await user.click(screen.getByRole('tab', { name: '最新' }));
    await waitFor(() => expect(router.state.location.search).toBe('?specialty=model&sort=latest'));

    const someone = models.data[0]!;
    const keyword = someone.nickname.slice(0, 2);
    const form = screen.getByRole('search', { name: '搜索设计师' });
    await user.type(within(form).getByRole('searchbox', { name: '搜索设计师' }), keyword);
    await user.click(within(form).getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe(keyword),
    );
    await waitFor(() => expect(cardNames()).toContain(someone.nickname));

    // Back walks through the filters.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?specialty=model&sort=latest'));
  });

  it('pages are links that keep the filters', async () => {
    const all = await call(endpoints.designer.lists, { page: 1, per_page: 12 });
    expect(all.last_page).toBeGreaterThan(1);
    renderApp('/designer?sort=latest');
    const nav = await screen.findByRole('navigation', { name: '设计师列表分页' }, SLOW);
    expect(within(nav).getByRole('link', { name: '第 2 页' }).getAttribute('href')).toBe(
      '/designer?sort=latest&page=2',
    );
  });

  it('says so when nothing matches, with a way back to everyone', async () => {
    renderApp('/designer?keyword=zzzz不存在的名字');
    expect(await screen.findByText('没有找到符合条件的设计师', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部设计师' }).getAttribute('href')).toBe('/designer');
  });
});

describe('/designer/{id}', { timeout: 20_000 }, () => {
  it('shows the header, the portfolio by type and recent works', async () => {
    const list = await call(endpoints.designer.lists, { page: 1, per_page: 1 });
    const d = await call(endpoints.designer.detail, { id: list.data[0]!.id });
    renderApp(`/designer/${d.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: d.nickname }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: `关注 ${d.nickname}` })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: '作品类型' });
    const firstType = (['model', 'art', 'animation', 'blog'] as const).find((t) => d.works_by_type[t] > 0)!;
    const works = await call(endpoints.works.lists, {
      author_id: d.id,
      type: firstType,
      page: 1,
      per_page: 12,
      sort: 'latest',
    });
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getByRole('link', { name: works.data[0]!.title })).toBeTruthy());
    expect(within(tabs).getAllByRole('tab').length).toBe(4);
    await waitFor(() => expect(document.title).toContain('设计师主页'));
    expect(screen.getByRole('heading', { level: 2, name: '最近发布' })).toBeTruthy();
  });

  it('is a 404 for an unknown designer', async () => {
    renderApp('/designer/999999');
    expect(await screen.findByText('Page Not Found: /designer/999999', {}, SLOW)).toBeTruthy();
  });
});

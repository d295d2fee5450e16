import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, fail, type Envelope, type Paginated, type RecommendedWork } from '@zaowu/shared';
import { renderApp, server } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1 } from '../../test/members.ts';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${window.location.origin}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  return ((await res.json()) as Envelope<T>).data;
}

/** What the demo upstream recommends (with the member's token, when given). */
const feed = (query: string, token?: string) =>
  api<Paginated<RecommendedWork>>(`${endpoints.works.recommend.path}?${query}`, {
    headers: token ? { token } : {},
  });

describe('/recommend', { timeout: 15_000 }, () => {
  it('shows each work with the reason it is recommended, and loads more', async () => {
    const user = userEvent.setup();
    const expected = await feed('page=1&per_page=20');
    renderApp('/recommend');
    expect(await screen.findByRole('heading', { level: 1, name: '推荐' }, SLOW)).toBeTruthy();
    const list = await screen.findByRole('list', { name: '推荐作品' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(expected.data.length);
    expected.data.forEach((w, i) => {
      expect(within(items[i]!).getByRole('link', { name: w.title })).toBeTruthy();
      expect(items[i]!.textContent).toContain(w.reason);
    });
    expect(screen.getByText(`已显示 20 / ${expected.total} 件`)).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('推荐'));

    await user.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
  });

  it('a member sees the designers they follow as the reason', async () => {
    const login = await logIn(MEMBER_1);
    const expected = await feed('page=1&per_page=20', login.token);
    const followed = expected.data.find((w) => w.reason.startsWith('你关注的设计师'));
    expect(followed).toBeTruthy();
    renderApp('/recommend');
    const card = await screen.findByRole('link', { name: followed!.title }, SLOW);
    expect(card.closest('li')!.textContent).toContain(followed!.reason);
  });

  it('filters by type through the tab bar, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/recommend');
    await screen.findByRole('list', { name: '推荐作品' }, SLOW);
    await user.click(screen.getByRole('tab', { name: '模型' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=model'));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '模型' }).getAttribute('aria-selected')).toBe('true'),
    );
    const expected = await feed('page=1&per_page=20&type=model');
    expect(await screen.findByRole('link', { name: expected.data[0]!.title })).toBeTruthy();
  });

  it('a failed feed shows an error with 重试', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1.works/recommend', () => HttpResponse.json(fail('推荐服务繁忙'))));
    renderApp('/recommend');
    expect(await screen.findByText('推荐加载失败', {}, SLOW)).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '推荐作品' })).toBeTruthy();
  });
});

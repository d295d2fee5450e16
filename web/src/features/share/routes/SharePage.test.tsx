import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, renderApp, server } from '../../../test/render.tsx';

beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  demo.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The first render compiles the page's lazy chunk. */
const SLOW = { timeout: 5000 };

const ogContent = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

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
    expect(ogContent('og:image')).toMatch(/^https?:\/\//);
  });

  it('opens the work under its own type when the link names another one', async () => {
    const work = demo.db.works.get(5)!;
    expect(work.type).not.toBe('art');
    renderApp('/share/art/5');
    await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
    expect(screen.getByRole('link', { name: '打开查看' }).getAttribute('href')).toBe(`/${work.type}/5`);
  });

  it('shows a shop with its owner', async () => {
    const shop = demo.db.shops.get(1)!;
    renderApp('/share/shop/1');
    expect(await screen.findByRole('heading', { level: 1, name: shop.name }, SLOW)).toBeTruthy();
    expect(screen.getByText('店主')).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开查看' }).getAttribute('href')).toBe('/shop/1');
  });

  it('is a 404 for an id the API does not know', async () => {
    renderApp('/share/art/999999');
    expect(await screen.findByText('Page Not Found: /share/art/999999', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('a failed request shows an error with a retry, not the 404 page', async () => {
    const user = userEvent.setup();
    // The client logs the failure (SPEC §8); expected here.
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

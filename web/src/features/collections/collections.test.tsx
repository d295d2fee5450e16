import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const folders = () => [...demo.db.favoriteFolders.values()];
const countIn = (folderId: number) => demo.db.favorites.filter((f) => f.folder_id === folderId).length;

describe('/favorites/{id}', { timeout: 20_000 }, () => {
  it('shows a public folder: name, owner, count, 公开, and its works', async () => {
    const folder = folders().find((f) => f.is_public && countIn(f.id) > 0)!;
    const detail = await call(endpoints.favorite.detail, { id: folder.id, page: 1, per_page: 20 });
    renderApp(`/favorites/${folder.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: folder.name }, SLOW)).toBeTruthy();
    expect(screen.getByText('公开')).toBeTruthy();
    expect(screen.getByText(`共 ${detail.folder.count} 个作品`)).toBeTruthy();
    const owner = screen.getByRole('link', { name: detail.folder.owner.nickname });
    expect(owner.getAttribute('href')).toBe(`/designer/${detail.folder.owner.id}`);
    const grid = screen.getByRole('list', { name: `${folder.name}中的作品` });
    expect(within(grid).getByRole('link', { name: detail.works.data[0]!.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('收藏夹'));
  });

  it("someone else's private folder is a 404, for visitors and other members alike", async () => {
    const folder = folders().find((f) => !f.is_public && f.user_id === 1)!;
    renderApp(`/favorites/${folder.id}`);
    expect(await screen.findByText(`Page Not Found: /favorites/${folder.id}`, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(folder.name)).toBeNull();
  });

  it('its owner sees their private folder, marked 私密', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const folder = folders().find((f) => !f.is_public && f.user_id === me)!;
    renderApp(`/favorites/${folder.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: folder.name }, SLOW)).toBeTruthy();
    expect(screen.getByText('私密')).toBeTruthy();
  });

  it('another member gets the 404 for it too', async () => {
    await logIn(MEMBER_2);
    const folder = folders().find((f) => !f.is_public && f.user_id === 1)!;
    renderApp(`/favorites/${folder.id}`);
    expect(await screen.findByText(`Page Not Found: /favorites/${folder.id}`, {}, SLOW)).toBeTruthy();
  });
});

describe('/collection/{id}', { timeout: 20_000 }, () => {
  it('shows the hero, curator and works', async () => {
    const c = [...demo.db.collections.values()][0]!;
    const detail = await call(endpoints.collection.detail, { id: c.id });
    renderApp(`/collection/${c.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: detail.title }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: detail.curator.nickname }).getAttribute('href')).toBe(
      `/designer/${detail.curator.id}`,
    );
    expect(screen.getByRole('link', { name: detail.works[0]!.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('合集'));
  });

  it('is a 404 for an unknown collection', async () => {
    renderApp('/collection/999999');
    expect(await screen.findByText('Page Not Found: /collection/999999', {}, SLOW)).toBeTruthy();
  });
});

/**
 * 物品 and 下载 in /account (issue 12): a bought work leads to its page and downloads through the
 * work's own call (counted, signed at the click); a deleted one says so; 下载 lists files with fresh
 * signed addresses to fetch again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn } from '../../test/members.ts';

vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

function catchDownloads() {
  const saved: { href: string; name: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) saved.push({ href: this.getAttribute('href')!, name: this.download });
  });
  return saved;
}

describe('物品: bought works', () => {
  it('link to their page; one file downloads at once (counted), several go to the page', async () => {
    const saved = catchDownloads();
    const { id: me } = await logIn();
    const [one, two] = [...demo.db.items.values()].filter((i) => i.user_id === me && i.kind === 'work');
    const single = demo.db.works.get(one!.ref_id)!;
    single.files = [{ name: '单文件.glb', url: '/api/storage/models/tree.glb', size: 7000 }];
    const several = demo.db.works.get(two!.ref_id)!;
    several.files = [
      { name: 'a.glb', url: '/api/storage/models/rock.glb', size: 1 },
      { name: 'b.glb', url: '/api/storage/models/knot.glb', size: 1 },
    ];
    const before = single.downloads;
    const user = userEvent.setup();
    renderApp('/account?tab=items&kind=work');

    const title = await screen.findByRole('link', { name: one!.title }, SLOW);
    expect(title.getAttribute('href')).toBe(`/${single.type}/${single.id}`);
    await user.click(screen.getByRole('button', { name: `下载「${one!.title}」` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('单文件.glb');
    expect(new URL(saved[0]!.href, 'http://x').searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    expect(single.downloads).toBe(before + 1);

    const go = screen.getByRole('link', { name: `去作品页下载「${two!.title}」的 2 个文件` });
    expect(go.getAttribute('href')).toBe(`/${several.type}/${several.id}`);
  });

  it('a bought work deleted since keeps its row without a download', async () => {
    const { id: me } = await logIn();
    const item = [...demo.db.items.values()].find((i) => i.user_id === me && i.kind === 'work')!;
    demo.db.works.delete(item.ref_id);
    renderApp('/account?tab=items&kind=work');
    const row = (await screen.findByText(item.title, {}, SLOW)).closest('li')!;
    expect(within(row).getByText('作品已删除，文件不再提供')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByRole('link', { name: item.title })).toBeNull();
  });
});

describe('下载', () => {
  it('offers each downloaded file again from a fresh signed address', async () => {
    const { id: me } = await logIn();
    const record = [...demo.db.downloads.values()].find((d) => d.user_id === me)!;
    renderApp('/account?tab=downloads');
    const again = await screen.findByRole('link', { name: `再次下载 ${record.file.name}` }, SLOW);
    const url = new URL(again.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe(record.file.url);
    expect(url.searchParams.get('download')).toBe('1');
    expect(url.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
  });
});

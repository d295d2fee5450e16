import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';
import { ShareSheet } from './ShareSheet.tsx';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.48(0x18003029) NetType/WIFI Language/zh_CN';

const WORK = {
  path: '/model/12',
  title: '复古胶片相机 & 镜头',
  description: '一台 1970 年代胶片相机的 3D 模型',
  image: '/media/cover/12.jpg',
};

/** The page as the app shows it: a 分享 button that opens the sheet. */
function Page(props: Partial<typeof WORK>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        分享
      </button>
      <ShareSheet open={open} onOpenChange={setOpen} heading="分享作品" {...WORK} {...props} />
    </>
  );
}

async function openSheet(props: Partial<typeof WORK> = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Page {...props} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: '分享' }));
  const sheet = await screen.findByRole('dialog', { name: '分享作品' });
  return { user, sheet };
}

/** The runtime config the BFF would serve (the allow-list and the public origin come from there). */
async function useRuntimeConfig(config: { siteUrl?: string; allowedHosts?: string[] }) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
    Response.json({
      apiBase: '',
      siteUrl: config.siteUrl ?? window.location.origin,
      allowedHosts: config.allowedHosts ?? ['open.weixin.qq.com', 'service.weibo.com', 'connect.qq.com'],
      demo: true,
    }),
  );
  await loadRuntimeConfig();
}

function setShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
}

afterEach(async () => {
  vi.restoreAllMocks();
  setShare(undefined);
  // Back to the defaults for the next test.
  await useRuntimeConfig({});
  vi.restoreAllMocks();
});

const pageUrl = () => `${window.location.origin}/model/12`;

describe('<ShareSheet /> targets', () => {
  it('links 微博 and QQ to their share pages with the page address encoded, in a new tab', async () => {
    const { sheet } = await openSheet();
    expect(within(sheet).getByText(WORK.title)).toBeTruthy();

    const weibo = within(sheet).getByRole('link', { name: /微博/ });
    const weiboUrl = new URL(weibo.getAttribute('href')!);
    expect(weiboUrl.origin + weiboUrl.pathname).toBe('https://service.weibo.com/share/share.php');
    expect(weiboUrl.searchParams.get('url')).toBe(pageUrl());
    expect(weibo.getAttribute('href')).toContain(`url=${encodeURIComponent(pageUrl())}`);
    expect(weiboUrl.searchParams.get('title')).toContain(WORK.title);
    expect(weiboUrl.searchParams.get('pic')).toBe(`${window.location.origin}/media/cover/12.jpg`);

    const qq = within(sheet).getByRole('link', { name: /QQ/ });
    const qqUrl = new URL(qq.getAttribute('href')!);
    expect(qqUrl.origin + qqUrl.pathname).toBe('https://connect.qq.com/widget/shareqq/index.html');
    expect(qqUrl.searchParams.get('url')).toBe(pageUrl());
    expect(qqUrl.searchParams.get('title')).toContain(WORK.title);
    expect(qqUrl.searchParams.get('summary')).toBe(WORK.description);

    for (const link of [weibo, qq]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
      // The name says it leaves the page.
      expect(link.textContent).toContain('新标签页');
    }
  });

  it('hands QQ a long summary cut between characters, with $ patterns and 𠮷 as typed', async () => {
    // 𠮷's pair sits across the 99th place: cut by UTF-16 units, its first half would go alone.
    const description = `$& ${'造'.repeat(95)}𠮷😀 还有后文`;
    const title = `晨光$\`习作 "<&>'`;
    const { sheet } = await openSheet({ title, description });
    const qq = new URL(within(sheet).getByRole('link', { name: /QQ/ }).getAttribute('href')!);
    expect(qq.searchParams.get('summary')).toBe(`$& ${'造'.repeat(95)}𠮷…`);
    expect(qq.searchParams.get('title')).toBe(`${title} · 造物`);
  });

  it('shows no 微博 or QQ link when the allow-list (ALLOWED_HOSTS) does not name their hosts', async () => {
    await useRuntimeConfig({ allowedHosts: ['open.weixin.qq.com'] });
    const { sheet } = await openSheet();
    expect(within(sheet).queryByRole('link', { name: /微博/ })).toBeNull();
    expect(within(sheet).queryByRole('link', { name: /QQ/ })).toBeNull();
    // The rest still works.
    expect(within(sheet).getByRole('button', { name: '微信' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: '复制链接' })).toBeTruthy();
  });

  it("shares the page's canonical address on the site's public origin", async () => {
    await useRuntimeConfig({ siteUrl: 'https://www.zaowu.test' });
    const { sheet } = await openSheet();
    expect(within(sheet).getByRole('textbox', { name: '链接' })).toHaveProperty(
      'value',
      'https://www.zaowu.test/model/12',
    );
    const weibo = new URL(within(sheet).getByRole('link', { name: /微博/ }).getAttribute('href')!);
    expect(weibo.searchParams.get('url')).toBe('https://www.zaowu.test/model/12');
  });

  it('never shares another site: a path that leaves the origin shares the home page', async () => {
    const { sheet } = await openSheet({ path: '//evil.example/x' });
    expect(within(sheet).getByRole('textbox', { name: '链接' })).toHaveProperty(
      'value',
      `${window.location.origin}/`,
    );
  });
});

describe('<ShareSheet /> 微信', () => {
  it('shows a QR code of the page address to scan with WeChat', async () => {
    const { user, sheet } = await openSheet();
    const wechat = within(sheet).getByRole('button', { name: '微信' });
    expect(wechat.getAttribute('aria-expanded')).toBe('false');
    await user.click(wechat);
    expect(wechat.getAttribute('aria-expanded')).toBe('true');
    const qr = await within(sheet).findByRole('img', { name: `本页二维码：${pageUrl()}` });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(sheet).getByText('用微信扫一扫，分享给朋友')).toBeTruthy();
    // A second press folds it again.
    await user.click(wechat);
    expect(within(sheet).queryByRole('img', { name: /本页二维码/ })).toBeNull();
  });

  it('inside WeChat points at the ··· menu instead of a QR code', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: '微信' }));
    expect(within(sheet).getByText('点击右上角「···」')).toBeTruthy();
    expect(within(sheet).queryByRole('img', { name: /二维码/ })).toBeNull();
  });
});

describe('<ShareSheet /> 复制链接', () => {
  it('copies the address and says 已复制', async () => {
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: '复制链接' }));
    expect(await within(sheet).findByRole('button', { name: '已复制' })).toBeTruthy();
    expect(within(sheet).getByRole('status').textContent).toBe('链接已复制');
    expect(await navigator.clipboard.readText()).toBe(pageUrl());
  });

  it('falls back to the copy command when the Clipboard API is refused', async () => {
    const { user, sheet } = await openSheet();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const execCommand = vi.fn((command: string) => {
      // What the copy command copies: the selection, which must be the link.
      const field = document.activeElement as HTMLInputElement;
      expect(field.value.slice(field.selectionStart!, field.selectionEnd!)).toBe(pageUrl());
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      await user.click(within(sheet).getByRole('button', { name: '复制链接' }));
      expect(await within(sheet).findByRole('button', { name: '已复制' })).toBeTruthy();
      expect(execCommand).toHaveBeenCalledWith('copy');
    } finally {
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('when every way is refused, selects the link for copying by hand and says how', async () => {
    const { user, sheet } = await openSheet();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    // jsdom has no copy command at all, as some in-app browsers.
    await user.click(within(sheet).getByRole('button', { name: '复制链接' }));
    const alert = await within(sheet).findByRole('alert');
    expect(alert.textContent).toMatch(/手动|Ctrl\+C/);
    const field = within(sheet).getByRole<HTMLInputElement>('textbox', { name: '链接' });
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart!, field.selectionEnd!)).toBe(pageUrl());
    expect(within(sheet).queryByRole('button', { name: '已复制' })).toBeNull();
  });
});

describe('<ShareSheet /> system share (Web Share API)', () => {
  it('is not offered where the browser has none', async () => {
    setShare(undefined);
    const { sheet } = await openSheet();
    expect(within(sheet).queryByRole('button', { name: '更多' })).toBeNull();
  });

  it('hands the title and address to the system sheet, then closes', async () => {
    const share = vi.fn(async (_data?: ShareData) => {});
    setShare(share);
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: '更多' }));
    expect(share).toHaveBeenCalledWith({ title: WORK.title, text: WORK.description, url: pageUrl() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open and quiet when the person cancels the system sheet', async () => {
    setShare(vi.fn(async () => Promise.reject(new DOMException('cancelled', 'AbortError'))));
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: '更多' }));
    expect(screen.getByRole('dialog', { name: '分享作品' })).toBeTruthy();
    expect(within(sheet).getByRole('status').textContent).toBe('');
  });

  it('says so when the system share fails', async () => {
    setShare(vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))));
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: '更多' }));
    await waitFor(() => expect(within(sheet).getByRole('status').textContent).toMatch(/复制链接/));
  });
});

describe('<ShareSheet /> keyboard', () => {
  it('closes on Esc and gives focus back to 分享', async () => {
    const { user } = await openSheet();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Radix hands focus back a task after the sheet unmounts.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '分享' })));
  });
});

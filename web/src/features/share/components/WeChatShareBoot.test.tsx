import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demo, renderApp } from '../../../test/render.tsx';

const share = vi.hoisted(() => vi.fn(async (_meta: { title: string }) => true));
vi.mock('../wechat.ts', () => ({ weChatShare: { share } }));

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 NetType/WIFI Language/zh_CN';

function useUserAgent(ua: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
}

afterEach(() => {
  share.mockClear();
  vi.restoreAllMocks();
});

describe('<WeChatShareBoot />', () => {
  it('outside WeChat it never touches the WeChat module', async () => {
    renderApp('/agreement');
    await screen.findByRole('heading', { level: 1, name: '用户协议' }, { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(share).not.toHaveBeenCalled();
  });

  it('in WeChat it applies the page share data, again after every route change', async () => {
    useUserAgent(WECHAT_UA);
    const work = demo.db.works.get(1)!;
    const { router } = renderApp(`/share/${work.type}/1`);
    await screen.findByRole('heading', { level: 1, name: work.title }, { timeout: 5000 });
    await waitFor(() =>
      expect(share).toHaveBeenLastCalledWith(expect.objectContaining({ title: work.title })),
    );

    await router.navigate('/privacy');
    await screen.findByRole('heading', { level: 1, name: '隐私政策' });
    // A page without its own share data is shared with its title.
    await waitFor(() =>
      expect(share).toHaveBeenLastCalledWith(expect.objectContaining({ title: '隐私政策 · 造物' })),
    );
  });
});

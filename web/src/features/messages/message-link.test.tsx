/**
 * Notifications lead somewhere: a message about something links to it (this site's paths only, through
 * the URL rules); following the link marks it read and opens what it is about.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { messageTarget } from './message-link.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

let app: ReturnType<typeof renderApp> | null = null;
afterEach(async () => {
  if (app) await waitFor(() => expect(app!.queryClient.isFetching() + app!.queryClient.isMutating()).toBe(0));
  app = null;
  vi.restoreAllMocks();
  appStore.set(loginDialogOpenAtom, false);
});

describe('messageTarget', () => {
  it('takes this site’s paths, query and hash kept, and says what they open', () => {
    expect(messageTarget('/model/5')).toEqual({ to: '/model/5', label: '查看作品' });
    expect(messageTarget('/blog/7#comment-12')).toEqual({ to: '/blog/7#comment-12', label: '查看评论' });
    expect(messageTarget('/community/28#post-12')).toEqual({
      to: '/community/28#post-12',
      label: '查看回复',
    });
    expect(messageTarget('/community/28')?.label).toBe('查看话题');
    expect(messageTarget('/account?tab=trades&dir=sell')).toEqual({
      to: '/account?tab=trades&dir=sell',
      label: '查看订单',
    });
    expect(messageTarget('/account?tab=income')?.label).toBe('查看收益');
    // Bought items live in the tab named 物品 (there is no 已购).
    expect(messageTarget('/account?tab=items')?.label).toBe('查看物品');
    expect(messageTarget('/certification')?.label).toBe('查看认证');
    expect(messageTarget('/designer/3')?.label).toBe('查看主页');
    expect(messageTarget(`${window.location.origin}/art/9`)).toEqual({ to: '/art/9', label: '查看作品' });
  });

  it('gives no link for anything that would leave the site or run', () => {
    for (const link of [
      null,
      '',
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/model/5',
      '//evil.example/model/5',
      '/\\evil.example',
      '/.//evil.example',
      'https://open.weixin.qq.com/connect',
    ])
      expect(messageTarget(link), String(link)).toBeNull();
  });
});

describe('/message links', { timeout: 30_000 }, () => {
  it('a topic reply opens its post; following the link marks the message read', async () => {
    const user = userEvent.setup();
    const { id: me } = await logIn(MEMBER_2);
    const seeded = [...demo.db.messages.values()].find(
      (m) => m.user_id === me && m.message_type === 3 && !m.read && m.link?.includes('#post-'),
    )!;
    app = renderApp('/message?type=3');
    const item = (await screen.findByText(seeded.content, {}, SLOW)).closest('li')!;
    const link = within(item).getByRole('link', { name: '查看回复' });
    expect(link.getAttribute('href')).toBe(seeded.link);
    // The link says which message it belongs to.
    expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe(seeded.title);

    link.focus();
    await user.keyboard('{Enter}');
    const floor = Number(seeded.link!.split('#post-')[1]);
    const post = await screen.findByRole('article', { name: new RegExp(`^${floor} 楼`) }, SLOW);
    await waitFor(() => expect(post.getAttribute('aria-current')).toBe('location'));
    expect(post.textContent).toContain(/“(.+)”$/.exec(seeded.content)![1]);
    await waitFor(() => expect(demo.db.messages.get(seeded.id)!.read).toBe(true));
  });

  it('a message with no link, or one that leaves the site, shows no link', async () => {
    const { id: me } = await logIn(MEMBER_1);
    // The two newest system notices (on the first page), made recognisable.
    const [withNone, hostile] = [...demo.db.messages.values()]
      .filter((m) => m.user_id === me && m.message_type === 1)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    Object.assign(withNone!, { link: null, content: '本周社区维护已完成，感谢耐心等待。' });
    Object.assign(hostile!, { link: 'javascript:alert(document.cookie)', content: '点此领取创作者礼包。' });
    app = renderApp('/message?type=1');
    for (const m of [withNone!, hostile!]) {
      const item = (await screen.findByText(m.content, {}, SLOW)).closest('li')!;
      expect(within(item).queryByRole('link')).toBeNull();
    }
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });
});

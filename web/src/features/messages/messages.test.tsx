import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TYPES, endpoints, type MessageType } from '@zaowu/shared';
import { appStore } from '../../lib/store.ts';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1 } from '../../test/members.ts';

/** The app rendered last: the next test starts only once its calls have settled. */
let app: ReturnType<typeof renderApp> | null = null;
const render = (path: string) => (app = renderApp(path));

afterEach(async () => {
  // A call still out when the session is dropped would answer 401 and open the login dialog later.
  if (app) await waitFor(() => expect(app!.queryClient.isFetching() + app!.queryClient.isMutating()).toBe(0));
  app = null;
  vi.restoreAllMocks();
  appStore.set(loginDialogOpenAtom, false);
});

/** Unread counts as the demo upstream holds them for member 1. */
function unreadOf(type: MessageType): number {
  return [...demo.db.messages.values()].filter((m) => m.user_id === 1 && m.message_type === type && !m.read)
    .length;
}
/** What the bell counts: the ten types, plus unread private messages (they have a count of their own). */
const privateUnreadOf = () =>
  [...demo.db.privateMessages.values()].filter((m) => m.to_id === 1 && !m.read).length;
const totalUnread = () => MESSAGE_TYPES.reduce((sum, t) => sum + unreadOf(t.type), 0) + privateUnreadOf();
const tabName = (label: string, count: number) => (count > 0 ? `${label}（${count}）` : label);
const bell = (total: number) =>
  screen.getByRole('link', { name: total > 0 ? `消息，${total} 条未读` : '消息' });

/** Holds a GET of `path` until released; then it goes on to the demo upstream. */
function hold(path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`*${path}`, async () => {
      await gate;
      return undefined;
    }),
  );
  return release;
}

describe('/message', { timeout: 30_000 }, () => {
  it('shows the ten types as tabs, each named with its unread count, the type from the URL', async () => {
    await logIn(MEMBER_1);
    render('/message?type=3');
    for (const t of MESSAGE_TYPES) {
      expect(await screen.findByRole('tab', { name: tabName(t.label, unreadOf(t.type)) }, SLOW)).toBeTruthy();
    }
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('回复');
    await waitFor(() => expect(bell(totalUnread())).toBeTruthy());
    const list = await screen.findByRole('list', { name: '回复消息' });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('opening an unread message drops the badge and the tab count at once, before the server answers', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const before = totalUnread();
    const type3 = unreadOf(3);
    expect(type3).toBeGreaterThan(0);
    const release = hold(endpoints.message.setRead.path);
    render('/message?type=3');
    await screen.findByRole('tab', { name: tabName('回复', type3) }, SLOW);
    await waitFor(() => expect(bell(before)).toBeTruthy());
    const unreadButton = (await screen.findAllByRole('button', { name: /（未读）$/ }))[0]!;
    const item = unreadButton.closest('li')!;
    const id = Number(item.getAttribute('data-message-id'));
    await user.click(unreadButton);

    expect(unreadButton.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(bell(before - 1)).toBeTruthy());
    expect(screen.getByRole('tab', { name: tabName('回复', type3 - 1) })).toBeTruthy();
    // Still held: the server has not marked it yet.
    expect(demo.db.messages.get(id)!.read).toBe(false);
    release();
    await waitFor(() => expect(demo.db.messages.get(id)!.read).toBe(true));
    await waitFor(() => expect(bell(before - 1)).toBeTruthy());
    expect(within(item).queryByText('（未读）')).toBeNull();
  });

  it('puts the counts back when marking read fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logIn(MEMBER_1);
    const before = totalUnread();
    server.use(
      http.get(`*${endpoints.message.setRead.path}`, () =>
        HttpResponse.json({ code: 0, msg: '服务繁忙，请稍后再试', data: null }),
      ),
    );
    render('/message?type=2');
    const unreadButton = (await screen.findAllByRole('button', { name: /（未读）$/ }, SLOW))[0]!;
    await user.click(unreadButton);
    expect(await screen.findByText('服务繁忙，请稍后再试', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(bell(before)).toBeTruthy());
    expect(screen.getByRole('tab', { name: tabName('评论', unreadOf(2)) })).toBeTruthy();
  });

  it('全部标为已读 clears the type at once and on the server', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const before = totalUnread();
    const type9 = unreadOf(9);
    expect(type9).toBeGreaterThan(1);
    render('/message?type=9');
    await screen.findByRole('tab', { name: tabName('收益', type9) }, SLOW);
    await user.click(await screen.findByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(bell(before - type9)).toBeTruthy());
    expect(screen.getByRole('tab', { name: '收益' })).toBeTruthy();
    await waitFor(() => expect(unreadOf(9)).toBe(0));
    expect(screen.getByRole('button', { name: '全部标为已读' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryAllByRole('button', { name: /（未读）$/ })).toHaveLength(0);
  });

  it('changes type through the tabs and keeps it in the URL', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const { router } = render('/message');
    await user.click(await screen.findByRole('tab', { name: tabName('订单', unreadOf(8)) }, SLOW));
    await waitFor(() => expect(router.state.location.search).toBe('?type=8'));
    expect(await screen.findByRole('list', { name: '订单消息' })).toBeTruthy();
  });

  it('switches a type on and off in the settings; system notices stay on', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    render('/message?type=4');
    // Member 1 switched 点赞 off: the tab says so.
    expect(await screen.findByText(/你已关闭「点赞」通知/, {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '消息设置' }));
    const dialog = await screen.findByRole('dialog', { name: '消息设置' });
    const like = await within(dialog).findByRole('switch', { name: '点赞' });
    expect(like.getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByRole('switch', { name: '系统通知' }).hasAttribute('disabled')).toBe(true);
    await user.click(like);
    expect(like.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(demo.db.messageConfig.get(1)!.get(4)).toBe(true));
    await user.click(within(dialog).getByRole('switch', { name: '评论' }));
    await waitFor(() => expect(demo.db.messageConfig.get(1)!.get(2)).toBe(false));
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByText(/你已关闭「点赞」通知/)).toBeNull());
  });

  it('a switch flips back when saving fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logIn(MEMBER_1);
    server.use(
      http.post(`*${endpoints.message.configEdit.path}`, () =>
        HttpResponse.json({ code: 0, msg: '设置保存失败', data: null }),
      ),
    );
    render('/message');
    await user.click(await screen.findByRole('button', { name: '消息设置' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: '消息设置' });
    const comment = await within(dialog).findByRole('switch', { name: '评论' });
    await user.click(comment);
    expect(await screen.findByText('设置保存失败', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(comment.getAttribute('aria-checked')).toBe('true'));
    expect(demo.db.messageConfig.get(1)!.get(2)).toBe(true);
  });

  it('approves a cooperation application: the message shows it, the applicant is told', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const type7 = unreadOf(7);
    render('/message?type=7');
    const approve = (await screen.findAllByRole('button', { name: /^同意 .+ 的合作申请$/ }, SLOW))[0]!;
    const item = approve.closest('li')!;
    const m = demo.db.messages.get(Number(item.getAttribute('data-message-id')))!;
    const cooperation = demo.db.cooperations.get(m.cooperation_id!)!;
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: '同意合作申请？' });
    await user.click(within(dialog).getByRole('button', { name: '确定同意' }));
    expect(await within(item).findByText('已同意')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /的合作申请$/ })).toBeNull();
    await waitFor(() => expect(cooperation.status).toBe('approved'));
    await screen.findByRole('tab', { name: tabName('申请合作', type7 - 1) });
    const told = [...demo.db.messages.values()].filter((x) => x.user_id === cooperation.applicant_id).at(-1)!;
    expect(told).toMatchObject({ message_type: 7, title: '合作申请已通过', read: false });
    await waitFor(() => expect(document.activeElement?.closest('li')).toBe(item));
  });

  it('rejects one, and shows the server’s refusal if it was already handled', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await logIn(MEMBER_1);
    render('/message?type=7');
    const buttons = await screen.findAllByRole('button', { name: /^拒绝 .+ 的合作申请$/ }, SLOW);
    const item = buttons[0]!.closest('li')!;
    const m = demo.db.messages.get(Number(item.getAttribute('data-message-id')))!;
    // Handled meanwhile (in another tab).
    demo.db.cooperations.get(m.cooperation_id!)!.status = 'approved';
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: '拒绝合作申请？' });
    await user.click(within(dialog).getByRole('button', { name: '确定拒绝' }));
    expect(await screen.findByText('该申请已处理，请勿重复操作', {}, SLOW)).toBeTruthy();
    // Refetched: it shows what really happened.
    expect(await within(item).findByText('已同意')).toBeTruthy();
  });

  it('invites a visitor to log in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render('/message');
    expect(await screen.findByText('登录后查看你的消息', {}, SLOW)).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TYPES, PRIVATE_MESSAGE_MAX, endpoints, fail } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { chronological, uniqueConversations } from './conversations.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

const ME = MEMBER_1.id;

let app: ReturnType<typeof renderApp> | null = null;
const render = (path: string) => (app = renderApp(path));

afterEach(async () => {
  // A call still out when the session is dropped would answer 401 and open the login dialog later.
  if (app) await waitFor(() => expect(app!.queryClient.isFetching() + app!.queryClient.isMutating()).toBe(0));
  app = null;
  vi.restoreAllMocks();
  appStore.set(loginDialogOpenAtom, false);
});

const rowsWith = (other: number) =>
  [...demo.db.privateMessages.values()].filter(
    (m) => (m.from_id === ME && m.to_id === other) || (m.from_id === other && m.to_id === ME),
  );
const unreadFrom = (other: number) => rowsWith(other).filter((m) => m.from_id === other && !m.read).length;
const privateUnread = () =>
  [...demo.db.privateMessages.values()].filter((m) => m.to_id === ME && !m.read).length;
const tenTypesUnread = () =>
  MESSAGE_TYPES.reduce(
    (n, t) =>
      n +
      [...demo.db.messages.values()].filter((m) => m.user_id === ME && m.message_type === t.type && !m.read)
        .length,
    0,
  );
const bellName = (total: number) => (total > 0 ? `消息，${total} 条未读` : '消息');

/** Holds the next POST to `path` until released (then it goes on to the demo), or answers it. */
function holdPost(path: string, answer?: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(
      `*${path}`,
      async () => {
        await gate;
        return answer ? answer() : undefined;
      },
      { once: true },
    ),
  );
  return release;
}

/** Holds every GET of `path` from now until released: no refetch can tidy up what a test looks at. */
function holdGets(path: string) {
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

const box = () => screen.findByRole('textbox', { name: '私信内容' }, SLOW);
const log = () => screen.findByRole('list', { name: '消息记录' });
const conversationLinks = async () =>
  within(await screen.findByRole('navigation', { name: '对话列表' }, SLOW)).findAllByRole('link');

describe('/messagebox', { timeout: 30_000 }, () => {
  it('lists conversations latest first with their unread counts; opening one marks it read', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const { router } = render('/messagebox');
    const links = await conversationLinks();
    const expected = await call(endpoints.user.conversations, { per_page: 50 });
    expect(links.map((l) => l.textContent)).toEqual(
      expected.data.map((c) => expect.stringContaining(c.user.nickname) as string),
    );
    const unreadRow = expected.data.find((c) => c.unread > 0)!;
    const link = links[expected.data.indexOf(unreadRow)]!;
    expect(link.textContent).toContain(`${unreadRow.unread} 条未读`);
    // The bell counts private messages too.
    await screen.findByRole('link', { name: bellName(tenTypesUnread() + privateUnread()) }, SLOW);
    const bellBefore = tenTypesUnread() + privateUnread();

    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe(`?with=${unreadRow.user.id}`));
    expect(await screen.findByRole('heading', { name: `与 ${unreadRow.user.nickname} 的私信` })).toBeTruthy();
    expect(within(await log()).getAllByRole('listitem')).toHaveLength(rowsWith(unreadRow.user.id).length);
    expect(link.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(unreadFrom(unreadRow.user.id)).toBe(0));
    await waitFor(() => expect(link.textContent).not.toContain('条未读'));
    await screen.findByRole('link', { name: bellName(bellBefore - unreadRow.unread) });
    expect(screen.getByRole('link', { name: '返回对话列表' }).getAttribute('href')).toBe('/messagebox');
  });

  it('Enter sends: the message shows at once, before the server answers, and stays once it has', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    render(`/messagebox?with=${MEMBER_2.id}`);
    const field = await box();
    await log();
    const release = holdPost(endpoints.user.sendMessage.path);
    const before = rowsWith(MEMBER_2.id).length;

    await user.type(field, '模型已经改好了，麻烦看看 😀{Enter}');
    const item = await within(await log()).findByText('模型已经改好了，麻烦看看 😀');
    expect(item.closest('li')!.textContent).toContain('发送中');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(rowsWith(MEMBER_2.id)).toHaveLength(before);
    // It leads the conversation list at once too.
    const first = (await conversationLinks())[0]!;
    expect(first.getAttribute('href')).toBe(`/messagebox?with=${MEMBER_2.id}`);
    expect(first.textContent).toContain('我：模型已经改好了');

    release();
    await waitFor(() => expect(rowsWith(MEMBER_2.id)).toHaveLength(before + 1));
    // The server's message takes its place: once, with its time instead of 发送中.
    await waitFor(async () => {
      const shown = within(await log()).getAllByText('模型已经改好了，麻烦看看 😀');
      expect(shown).toHaveLength(1);
      expect(shown[0]!.closest('li')!.textContent).not.toContain('发送中');
    });
    expect(screen.getByRole('status').textContent).toContain('已发送');
  });

  it('Shift+Enter starts a new line and sends nothing; 发送 sends both lines', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    render(`/messagebox?with=${MEMBER_2.id}`);
    const field = (await box()) as HTMLTextAreaElement;
    const before = rowsWith(MEMBER_2.id).length;
    await user.type(field, '第一行{Shift>}{Enter}{/Shift}第二行');
    expect(field.value).toBe('第一行\n第二行');
    expect(rowsWith(MEMBER_2.id)).toHaveLength(before);
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(rowsWith(MEMBER_2.id)).toHaveLength(before + 1));
    expect(rowsWith(MEMBER_2.id).at(-1)!.content).toBe('第一行\n第二行');
  });

  it('on a touch screen Enter is a new line and only the button sends', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('pointer: coarse'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    render(`/messagebox?with=${MEMBER_2.id}`);
    const field = (await box()) as HTMLTextAreaElement;
    const before = rowsWith(MEMBER_2.id).length;
    await user.type(field, '手机上{Enter}换行');
    expect(field.value).toBe('手机上\n换行');
    expect(rowsWith(MEMBER_2.id)).toHaveLength(before);
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(rowsWith(MEMBER_2.id)).toHaveLength(before + 1));
  });

  it('when the server refuses, the message leaves the thread, the reason shows and the text comes back', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    render(`/messagebox?with=${MEMBER_2.id}`);
    const field = (await box()) as HTMLTextAreaElement;
    const thread = await log();
    const count = within(thread).getAllByRole('listitem').length;
    await conversationLinks();
    const release = holdPost(endpoints.user.sendMessage.path, () =>
      HttpResponse.json(fail('私信发得太频繁了，请稍后再试')),
    );
    // What is taken back, the page takes back itself (the refetch after the failure waits).
    const releaseThread = holdGets(endpoints.user.messageList.path);
    const releaseList = holdGets(endpoints.user.conversations.path);
    const before = rowsWith(MEMBER_2.id).length;

    await user.type(field, '这条发不出去{Enter}');
    expect(await within(thread).findByText('这条发不出去')).toBeTruthy();
    expect(within(thread).getAllByRole('listitem')).toHaveLength(count + 1);
    expect((await conversationLinks())[0]!.textContent).toContain('这条发不出去');
    release();

    expect((await screen.findByRole('alert')).textContent).toContain(
      '私信未发送：私信发得太频繁了，请稍后再试',
    );
    expect(within(await log()).queryByText('这条发不出去')).toBeNull();
    expect(within(await log()).getAllByRole('listitem')).toHaveLength(count);
    expect(field.value).toBe('这条发不出去');
    expect(document.activeElement).toBe(field);
    expect(rowsWith(MEMBER_2.id)).toHaveLength(before);
    // The conversation list no longer leads with it either.
    const first = (await conversationLinks())[0]!;
    expect(first.textContent).not.toContain('这条发不出去');
    releaseThread();
    releaseList();
  });

  it('when the network fails, the same: taken back, said in Chinese, text restored', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    render(`/messagebox?with=${MEMBER_2.id}`);
    const field = (await box()) as HTMLTextAreaElement;
    await log();
    server.use(http.post(`*${endpoints.user.sendMessage.path}`, () => HttpResponse.error(), { once: true }));

    await user.type(field, '断网了吗');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toContain('私信未发送：网络连接失败');
    expect(within(await log()).queryByText('断网了吗')).toBeNull();
    expect(field.value).toBe('断网了吗');

    // Sent again (the network is back), it goes.
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(await within(await log()).findByText('断网了吗')).toBeTruthy();
    await waitFor(() => expect(rowsWith(MEMBER_2.id).at(-1)!.content).toBe('断网了吗'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the length as people count it before sending', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    render(`/messagebox?with=${MEMBER_2.id}`);
    const field = (await box()) as HTMLTextAreaElement;
    await log();
    const before = rowsWith(MEMBER_2.id).length;

    await user.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请输入私信内容');

    await user.click(field);
    await user.paste('字'.repeat(PRIVATE_MESSAGE_MAX + 1));
    expect(screen.getByText(`${PRIVATE_MESSAGE_MAX + 1} / ${PRIVATE_MESSAGE_MAX}`)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('私信不能超过 1000 个字');
    expect(field.value).toHaveLength(PRIVATE_MESSAGE_MAX + 1);

    // 1000 emoji are 1000 characters (2000 UTF-16 units): they go.
    await user.clear(field);
    await user.paste('😀'.repeat(PRIVATE_MESSAGE_MAX));
    expect(screen.getByText(`${PRIVATE_MESSAGE_MAX} / ${PRIVATE_MESSAGE_MAX}`)).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowsWith(MEMBER_2.id)).toHaveLength(before + 1));
  });

  it('starts a conversation with someone new, who then leads the list', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const talked = new Set([...demo.db.privateMessages.values()].flatMap((m) => [m.from_id, m.to_id]));
    const stranger = [...demo.db.users.values()].find((u) => !talked.has(u.id))!;
    render(`/messagebox?with=${stranger.id}`);
    expect(await screen.findByText(`和 ${stranger.nickname} 打个招呼吧`, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: `与 ${stranger.nickname} 的私信` })).toBeTruthy();
    await user.type(await box(), '你好，想定制一套模型{Enter}');
    await waitFor(() => expect(rowsWith(stranger.id)).toHaveLength(1));
    await waitFor(async () =>
      expect((await conversationLinks())[0]!.getAttribute('href')).toBe(`/messagebox?with=${stranger.id}`),
    );
  });

  it('offers no box for myself or for someone who does not exist', async () => {
    await logIn(MEMBER_1);
    render(`/messagebox?with=${ME}`);
    expect(await screen.findByText('不能给自己发私信', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '私信内容' })).toBeNull();
    await app!.router.navigate('/messagebox?with=99999');
    expect(await screen.findByText('用户不存在', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '私信内容' })).toBeNull();
  });

  describe('拉黑', () => {
    const name = () => demo.db.users.get(MEMBER_2.id)!.nickname;
    const blocks = () => demo.db.blocks.map((b) => [b.blocker_id, b.blocked_id]);

    it('from the header, confirmed: the note takes the composer’s place; 取消拉黑 in it brings the box back', async () => {
      const user = userEvent.setup();
      await logIn(MEMBER_1);
      render(`/messagebox?with=${MEMBER_2.id}`);
      await box();
      const count = within(await log()).getAllByRole('listitem').length;
      const button = screen.getByRole('button', { name: `拉黑 ${name()}` });

      // Asked first; Esc (or 取消) changes nothing.
      await user.click(button);
      await screen.findByRole('dialog', { name: `拉黑 ${name()}？` });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(blocks()).toEqual([]);
      await waitFor(() => expect(document.activeElement).toBe(button));

      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: `拉黑 ${name()}？` });
      await user.click(within(dialog).getByRole('button', { name: '确定拉黑' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(blocks()).toEqual([[ME, MEMBER_2.id]]);
      expect(await screen.findByText('你已将对方拉黑，解除后才能发私信')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: '私信内容' })).toBeNull();
      // The history stays; the header's button now undoes it, and focus is back on it.
      expect(within(await log()).getAllByRole('listitem')).toHaveLength(count);
      expect(button.getAttribute('aria-label')).toBe(`取消拉黑 ${name()}`);
      await waitFor(() => expect(document.activeElement).toBe(button));

      await user.click(screen.getByRole('button', { name: '取消拉黑' }));
      await waitFor(() => expect(blocks()).toEqual([]));
      const field = await box();
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(screen.queryByText('你已将对方拉黑，解除后才能发私信')).toBeNull();
      expect(screen.getByRole('button', { name: `拉黑 ${name()}` })).toBe(button);
    });

    it('取消拉黑 from the header restores the composer, and a message goes again', async () => {
      const user = userEvent.setup();
      await logIn(MEMBER_1);
      demo.db.blocks.push({ blocker_id: ME, blocked_id: MEMBER_2.id, created_at: new Date().toISOString() });
      render(`/messagebox?with=${MEMBER_2.id}`);
      expect(await screen.findByText('你已将对方拉黑，解除后才能发私信', {}, SLOW)).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: '私信内容' })).toBeNull();
      await user.click(screen.getByRole('button', { name: `取消拉黑 ${name()}` }));
      const field = await box();
      expect(blocks()).toEqual([]);
      const before = rowsWith(MEMBER_2.id).length;
      await user.type(field, '已经解除了{Enter}');
      await waitFor(() => expect(rowsWith(MEMBER_2.id)).toHaveLength(before + 1));
    });

    it('a partner who blocked me: the note says so, with nothing for me to undo', async () => {
      await logIn(MEMBER_1);
      demo.db.blocks.push({ blocker_id: MEMBER_2.id, blocked_id: ME, created_at: new Date().toISOString() });
      render(`/messagebox?with=${MEMBER_2.id}`);
      expect(await screen.findByText('对方已拒收你的私信', {}, SLOW)).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: '私信内容' })).toBeNull();
      expect(screen.queryByRole('button', { name: '取消拉黑' })).toBeNull();
      // I can still block them myself.
      expect(screen.getByRole('button', { name: `拉黑 ${name()}` })).toBeTruthy();
      expect(within(await log()).getAllByRole('listitem')).toHaveLength(rowsWith(MEMBER_2.id).length);
    });

    it('blocked while the conversation is open: the send is refused with the reason, the text stays', async () => {
      const user = userEvent.setup();
      await logIn(MEMBER_1);
      render(`/messagebox?with=${MEMBER_2.id}`);
      const field = (await box()) as HTMLTextAreaElement;
      await log();
      demo.db.blocks.push({ blocker_id: MEMBER_2.id, blocked_id: ME, created_at: new Date().toISOString() });
      const before = rowsWith(MEMBER_2.id).length;
      await user.type(field, '还在吗{Enter}');
      expect((await screen.findByRole('alert')).textContent).toContain('私信未发送：对方已拒收你的私信');
      expect(field.value).toBe('还在吗');
      expect(rowsWith(MEMBER_2.id)).toHaveLength(before);
    });
  });

  it('invites a visitor to log in', async () => {
    render('/messagebox');
    expect(await screen.findByText('登录后查看私信', {}, SLOW)).toBeTruthy();
  });
});

describe('/message', { timeout: 30_000 }, () => {
  it('shows on its 私信 link how many private messages are unread, and none once they are read', async () => {
    await logIn(MEMBER_1);
    const unread = privateUnread();
    expect(unread).toBeGreaterThan(0);
    render('/message');
    await screen.findByRole('link', { name: new RegExp(`^私信（${unread}\\s*条未读）$`) }, SLOW);

    for (const m of demo.db.privateMessages.values()) if (m.to_id === ME) m.read = true;
    void app!.queryClient.invalidateQueries();
    await screen.findByRole('link', { name: '私信' }, SLOW);
  });
});

describe('私信 buttons', { timeout: 30_000 }, () => {
  const designerWithWorks = () => [...demo.db.works.values()].find((w) => w.author_id > 2)!.author_id;

  it("open the conversation from a designer's page", async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const id = designerWithWorks();
    const name = demo.db.users.get(id)!.nickname;
    const { router } = render(`/designer/${id}`);
    const button = await screen.findByRole('link', { name: `私信 ${name}` }, SLOW);
    await user.click(button);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(`/messagebox?with=${id}`),
    );
    expect(await screen.findByRole('heading', { name: `与 ${name} 的私信` }, SLOW)).toBeTruthy();
  });

  it('give a visitor the login dialog', async () => {
    const user = userEvent.setup();
    const id = designerWithWorks();
    const name = demo.db.users.get(id)!.nickname;
    render(`/designer/${id}`);
    const button = await screen.findByRole('button', { name: `私信 ${name}` }, SLOW);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);
    await waitFor(() => expect(appStore.get(loginDialogOpenAtom)).toBe(true));
  });

  it('are not on my own page', async () => {
    await logIn(MEMBER_1);
    render(`/designer/${ME}`);
    await screen.findByRole('heading', { level: 1, name: '造物小林' }, SLOW);
    await waitFor(() => expect(app!.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('link', { name: /^私信/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^私信/ })).toBeNull();
  });
});

describe('helpers', () => {
  const u = (id: number) => ({ id, nickname: `u${id}`, avatar: '' });
  const pm = (id: number, at: string) => ({
    id,
    from: u(1),
    to: u(2),
    content: `m${id}`,
    read: true,
    created_at: at,
  });

  it('a thread is the pages reversed, each message once, whatever the clocks say', () => {
    // A message being sent (negative id, the browser's clock) comes first from the API side.
    const sending = pm(-1, '2020-01-01T00:00:00Z');
    const pages = [sending, pm(9, '2026-11-02T10:00:00+08:00'), pm(8, '2026-11-02T09:00:00+08:00')];
    const overlap = [pm(8, '2026-11-02T09:00:00+08:00'), pm(7, '2026-11-01T09:00:00+08:00')];
    expect(chronological([...pages, ...overlap]).map((m) => m.id)).toEqual([7, 8, 9, -1]);
  });

  it('each person once in the conversation list, where the server put them first', () => {
    const c = (id: number, last: number) => ({ user: u(id), last: pm(last, ''), unread: 0 });
    expect(uniqueConversations([c(3, 30), c(2, 20), c(3, 10)]).map((r) => [r.user.id, r.last.id])).toEqual([
      [3, 30],
      [2, 20],
    ]);
  });
});

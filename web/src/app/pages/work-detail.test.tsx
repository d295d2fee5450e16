import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LICENSES, RENDERING_TOOLS, endpoints, type WorkType } from '@zaowu/shared';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { WATCH_LATER_KEY } from '../../features/watch-later/index.ts';
import { workKeys } from '../../lib/query-keys.ts';
import { MATURE_OK_KEY, matureOkAtom } from '../../lib/mature.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn } from '../../test/members.ts';

// Whole pages with their lazy chunks, several round trips each.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  appStore.set(matureOkAtom, false);
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

const works = () => [...demo.db.works.values()];
function workOf(type: WorkType, where: (w: ReturnType<typeof works>[number]) => boolean = () => true) {
  const work = works().find((w) => w.type === type && where(w));
  if (!work) throw new Error(`no ${type} work in the seed`);
  return work;
}

const ogContent = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('work detail pages', () => {
  it('shows a model with its author, licence, tools, tags and the viewer fallback without WebGL', async () => {
    const work = workOf('model', (w) => w.tools.length > 0 && w.tags.length > 0 && !w.is_mature);
    const author = demo.db.users.get(work.author_id)!;
    renderApp(`/model/${work.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: work.title }, SLOW)).toBeTruthy();
    const authorLinks = screen.getAllByRole('link', { name: author.nickname });
    expect(authorLinks.some((a) => a.getAttribute('href') === `/designer/${author.id}`)).toBe(true);
    expect(screen.getByRole('button', { name: `关注 ${author.nickname}` })).toBeTruthy();

    const licence = LICENSES.find((l) => l.key === work.license)!;
    const licenceButton = screen.getByRole('button', { name: new RegExp(licence.label) });
    expect(licenceButton.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(licenceButton);
    expect(screen.getByText(licence.description)).toBeTruthy();

    for (const id of work.tools) {
      expect(screen.getByText(RENDERING_TOOLS.find((t) => t.id === id)!.name)).toBeTruthy();
    }
    const tag = work.tags[0]!;
    expect(screen.getByRole('link', { name: `# ${tag}` }).getAttribute('href')).toBe(
      `/explore?tag=${encodeURIComponent(tag)}`,
    );

    // jsdom has no WebGL: the viewer shows the cover and says why. Query afresh each time: until the
    // viewer's chunk arrives, a placeholder with the same test id (state "loading") stands in its place.
    await waitFor(
      () => expect(screen.getByTestId('model-viewer').getAttribute('data-state')).toBe('fallback'),
      SLOW,
    );
    const viewer = screen.getByTestId('model-viewer');
    expect(within(viewer).getByText('你的浏览器不支持 WebGL，已显示预览图')).toBeTruthy();

    await waitFor(() => expect(document.title).toContain(`${work.title} · 模型详情`));
    await waitFor(() => expect(ogContent('og:title')).toBe(work.title));
    // The share card the server draws from the cover (a raster every platform takes), as the first paint names it.
    expect(ogContent('og:image')).toMatch(new RegExp(`^https?://[^/]+/og/model/${work.id}\\.jpg$`));
  });

  it('lists related works as cards', async () => {
    const work = workOf('art', (w) => !w.is_mature);
    renderApp(`/art/${work.id}`);
    const grid = await screen.findByRole('list', { name: '相关作品' }, SLOW);
    const links = within(grid).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/art\/\d+$/);
    expect(links.map((l) => l.getAttribute('href'))).not.toContain(`/art/${work.id}`);
  });

  it('asks for comments and related works only when the reader comes near them', async () => {
    // A browser's IntersectionObserver, under the test's control: nothing is near until it says so.
    setupIntersectionMocking(vi.fn);
    const asked: string[] = [];
    const onStart = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', onStart);
    try {
      const commented = new Set([...demo.db.comments.values()].map((c) => c.work_id));
      const work = workOf('art', (w) => !w.is_mature && commented.has(w.id));
      renderApp(`/art/${work.id}`);
      expect(await screen.findByRole('heading', { level: 1, name: work.title }, SLOW)).toBeTruthy();
      const comments = screen.getByRole('region', { name: /^评论/ });
      // The page's own calls (the login check) have gone out; the two sections below have not.
      await waitFor(() => expect(asked.length).toBeGreaterThan(0));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked).not.toContain(endpoints.comment.lists.path);
      expect(asked).not.toContain(endpoints.works.related.path);
      expect(within(comments).getByText('正在加载评论…')).toBeTruthy();

      mockAllIsIntersecting(true);
      expect(await screen.findByRole('list', { name: '相关作品' }, SLOW)).toBeTruthy();
      expect(await within(comments).findByRole('list', { name: '评论列表' }, SLOW)).toBeTruthy();
      expect(asked.filter((p) => p === endpoints.comment.lists.path)).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', onStart);
      destroyIntersectionMocking();
    }
  });

  it('sends a work of another type to its own page', async () => {
    const art = workOf('art', (w) => !w.is_mature);
    const { router } = renderApp(`/model/${art.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: art.title }, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/art/${art.id}`);
    await waitFor(() => expect(document.title).toContain('原画详情'));
  });

  it('is a 404 for an id the API does not know', async () => {
    renderApp('/model/999999');
    expect(await screen.findByText('Page Not Found: /model/999999', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('shows an error with a retry when the work cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const work = workOf('animation');
    let fail = true;
    server.use(http.get('*/api/v1.works/detail', () => (fail ? HttpResponse.error() : undefined)));
    renderApp(`/animation/${work.id}`);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByRole('heading', { name: '作品加载失败' })).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: work.title })).toBeTruthy();
  });

  it('plays an animation in a video element, or shows the cover when there is no video', async () => {
    // Seeded animations come with their video.
    const work = workOf('animation', (w) => !w.is_mature && w.video_url !== null);
    const { unmount } = renderApp(`/animation/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(work.video_url);
    // The cover over the video until it plays.
    expect(document.querySelector('.wd-video__stage img')?.getAttribute('src')).toBe(work.cover);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('playsinline')).toBe(true);
    const player = screen.getByRole('group', { name: `视频：${work.title}` });
    expect(within(player).getByRole('button', { name: '播放' })).toBeTruthy();
    expect(within(player).getByRole('slider', { name: '播放进度' })).toBeTruthy();
    unmount();

    const plain = workOf('animation', (w) => !w.is_mature && w.id !== work.id);
    plain.video_url = null;
    renderApp(`/animation/${plain.id}`);
    await screen.findByRole('heading', { level: 1, name: plain.title }, SLOW);
    expect(screen.getByText('作者暂未上传视频，已显示预览图')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();
  });
});

describe('/blog/{id}', () => {
  it('renders hostile HTML inert: no handlers run, javascript: links lose their href', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const blog = workOf('blog', (w) => w.title === '前端小课：为什么作品描述里不能随便贴 HTML');
    expect(blog.content).toContain('onerror');
    expect(blog.content).toMatch(/javascript:/i);
    renderApp(`/blog/${blog.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: blog.title }, SLOW)).toBeTruthy();
    const article = document.querySelector('.wd-blog__content')!;
    expect(article.textContent?.length).toBeGreaterThan(20);
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    for (const img of article.querySelectorAll('img')) expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText(/阅读约 \d+ 分钟/)).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('博客详情'));
    await new Promise((r) => setTimeout(r, 50));
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('mature works', () => {
  it('keep the gallery blurred behind the notice until the visitor confirms, and remember it', async () => {
    const user = userEvent.setup();
    const art = workOf('art', (w) => w.is_mature);
    const view = renderApp(`/art/${art.id}`);
    expect(await screen.findByRole('heading', { name: '成人内容提示' }, SLOW)).toBeTruthy();
    // Nothing of the gallery is mounted yet.
    expect(screen.queryByRole('button', { name: '放大' })).toBeNull();
    expect(screen.queryByRole('region', { name: /图集/ })).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '我已年满 18 岁，继续查看' }));
    expect(screen.getByRole('button', { name: '放大' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '成人内容提示' })).toBeNull();
    expect(localStorage.getItem(MATURE_OK_KEY)).toBe('1');
    view.unmount();

    renderApp(`/art/${art.id}`);
    await screen.findByRole('heading', { level: 1, name: art.title }, SLOW);
    expect(screen.queryByRole('heading', { name: '成人内容提示' })).toBeNull();
    expect(screen.getByRole('button', { name: '放大' })).toBeTruthy();
  });
});

describe('art gallery', () => {
  it('moves with ←/→ and the buttons, and zooms in a dialog that Esc closes', async () => {
    const user = userEvent.setup();
    const art = workOf('art', (w) => !w.is_mature && w.images.filter((i) => i !== w.cover).length >= 1);
    const total = new Set([art.cover, ...art.images]).size;
    renderApp(`/art/${art.id}`);
    const gallery = await screen.findByRole('region', { name: /图集/ }, SLOW);
    expect(within(gallery).getByText(`1 / ${total}`)).toBeTruthy();
    gallery.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByText(`2 / ${total}`)).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(gallery).getByText(`1 / ${total}`)).toBeTruthy();
    await user.click(within(gallery).getByRole('button', { name: '上一张' }));
    expect(within(gallery).getByText(`${total} / ${total}`)).toBeTruthy();

    await user.click(within(gallery).getByRole('button', { name: '放大' }));
    const zoom = await screen.findByRole('dialog', { name: /放大查看/ }, SLOW);
    expect(within(zoom).getByRole('button', { name: /当前 100%/ })).toBeTruthy();
    await user.click(within(zoom).getByRole('button', { name: '放大' }));
    expect(within(zoom).getByRole('button', { name: /当前 150%/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /放大查看/ })).toBeNull());
  });
});

describe('pictures’ alternative text', () => {
  it('without the author’s text, a model’s, a blog’s and a video-less animation’s cover say the title', async () => {
    for (const type of ['model', 'blog', 'animation'] as const) {
      const work = workOf(type, (w) => !w.is_mature && !w.cover_alt);
      if (type === 'animation') work.video_url = null;
      const view = renderApp(`/${type}/${work.id}`);
      await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
      const covers = [...document.querySelectorAll(`main img[src="${work.cover}"]`)];
      expect(covers.length, type).toBeGreaterThan(0);
      for (const img of covers) expect(img.getAttribute('alt'), type).toBe(work.title);
      view.unmount();
    }
  });

  it('with it, the cover and each picture of an art work say what the author wrote', async () => {
    const user = userEvent.setup();
    const art = workOf('art', (w) => !w.is_mature && w.images.filter((i) => i !== w.cover).length >= 2);
    art.cover_alt = '晨雾里的青瓦白墙';
    art.image_alts = ['', '石桥下的乌篷船'];
    const total = new Set([art.cover, ...art.images]).size;
    renderApp(`/art/${art.id}`);
    const gallery = await screen.findByRole('region', { name: /图集/ }, SLOW);
    expect(
      within(gallery).getByRole('img', { name: `晨雾里的青瓦白墙（第 1 张，共 ${total} 张）` }),
    ).toBeTruthy();
    gallery.focus();
    await user.keyboard('{ArrowRight}');
    // A picture without text is described by the title.
    expect(
      within(gallery).getByRole('img', { name: `${art.title}（第 2 张，共 ${total} 张）` }),
    ).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    const third = within(gallery).getByRole('img', { name: `石桥下的乌篷船（第 3 张，共 ${total} 张）` });
    expect(third.getAttribute('src')).toBe(art.images[1]);
    await user.click(within(gallery).getByRole('button', { name: '放大' }));
    const zoom = await screen.findByRole(
      'dialog',
      { name: `放大查看：石桥下的乌篷船（第 3 张，共 ${total} 张）` },
      SLOW,
    );
    expect(within(zoom).getByRole('img', { name: `石桥下的乌篷船（第 3 张，共 ${total} 张）` })).toBeTruthy();
  });

  it('with it, a model’s poster and the related works’ cards say what the author wrote', async () => {
    const model = workOf('model', (w) => !w.is_mature && w.model_url !== null);
    model.cover_alt = '一只立在木架上的青瓷梅瓶';
    for (const w of works()) if (w.id !== model.id && w.type === 'model') w.cover_alt = `卡片：${w.title}`;
    renderApp(`/model/${model.id}`);
    const poster = await screen.findByRole('img', { name: '一只立在木架上的青瓷梅瓶' }, SLOW);
    expect(poster.getAttribute('src')).toBe(model.cover);
    const related = await screen.findByRole('list', { name: '相关作品' }, SLOW);
    const cards = within(related).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const title = within(card).getByRole('link').textContent;
      expect(within(card).getByRole('img', { name: `卡片：${title}` })).toBeTruthy();
    }
  });
});

describe('actions', () => {
  it('a visitor who taps 点赞 gets the login dialog', async () => {
    const user = userEvent.setup();
    const work = workOf('model', (w) => !w.is_mature);
    renderApp(`/model/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
    await user.click(screen.getByRole('button', { name: /^点赞/ }));
    expect(await screen.findByRole('dialog', { name: '登录' }, SLOW)).toBeTruthy();
  });

  it('点赞 flips at once, then follows the server; a failure rolls it back', async () => {
    const user = userEvent.setup();
    const me = await logIn();
    const work = workOf('model', (w) => !w.is_mature && w.author_id !== me.id);
    const likes = work.likes;
    const { queryClient } = renderApp(`/model/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
    await waitFor(() => expect(queryClient.getQueryData(workKeys.relation(work.id))).toBeTruthy());
    const like = () => screen.getByRole('button', { name: /^点赞/ });
    expect(like().getAttribute('aria-pressed')).toBe('false');

    // Hold the server's answer: the button has already changed.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post('*/api/v1.works/like', async () => {
        await gate;
        return undefined; // then the demo upstream answers
      }),
    );
    await user.click(like());
    expect(like().getAttribute('aria-pressed')).toBe('true');
    expect(like().textContent).toContain(String(likes + 1));
    release();
    await waitFor(() =>
      expect(demo.db.likes.some((l) => l.user_id === me.id && l.work_id === work.id)).toBe(true),
    );
    await waitFor(() => expect(like().textContent).toContain(String(demo.db.works.get(work.id)!.likes)));
    expect(like().getAttribute('aria-pressed')).toBe('true');

    // A failed toggle goes back to what the server last said.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/v1.works/like', () => HttpResponse.error()));
    await user.click(like());
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(like().textContent).toContain(String(likes + 1));
  });

  it('收藏 puts the work in the default folder, then can take it out', async () => {
    const user = userEvent.setup();
    const me = await logIn();
    const work = workOf(
      'art',
      (w) =>
        !w.is_mature &&
        w.author_id !== me.id &&
        !demo.db.favorites.some((f) => f.user_id === me.id && f.work_id === w.id),
    );
    renderApp(`/art/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
    await user.click(screen.getByRole('button', { name: '收藏' }));
    const dialog = await screen.findByRole('dialog', { name: '收藏到' }, SLOW);
    const defaultFolder = await within(dialog).findByRole('radio', { name: /默认收藏夹/ });
    expect((defaultFolder as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeTruthy();
    expect(demo.db.favorites.some((f) => f.user_id === me.id && f.work_id === work.id)).toBe(true);

    await user.click(screen.getByRole('button', { name: '已收藏' }));
    const again = await screen.findByRole('dialog', { name: '已收藏' });
    await user.click(within(again).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByRole('button', { name: '收藏' })).toBeTruthy();
    expect(demo.db.favorites.some((f) => f.user_id === me.id && f.work_id === work.id)).toBe(false);
  });

  it('申请合作 explains what is missing in Chinese and keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    const me = await logIn();
    const work = workOf('model', (w) => !w.is_mature && w.author_id !== me.id);
    renderApp(`/model/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
    await user.click(screen.getByRole('button', { name: '申请合作' }));
    const dialog = await screen.findByRole('dialog', { name: '申请合作' }, SLOW);
    const send = within(dialog).getByRole('button', { name: '发送申请' });

    await user.click(send);
    expect(within(dialog).getByText('请填写合作说明')).toBeTruthy();
    expect(within(dialog).getByText('请填写联系方式，方便作者联系你')).toBeTruthy();
    const message = within(dialog).getByLabelText(/合作说明/);
    expect(document.activeElement).toBe(message);

    await user.type(message, '想合作');
    expect(within(dialog).getByText('合作说明至少需要 10 个字，还差 7 个字')).toBeTruthy();
    await user.type(message, '，用于独立游戏的场景道具，想了解授权方式。');
    expect(within(dialog).queryByText(/合作说明至少需要/)).toBeNull();
    await user.type(within(dialog).getByLabelText('联系方式'), 'wx: zaowu-demo');

    let reject = true;
    server.use(
      http.post('*/api/v1.works/cooperate', () =>
        reject ? HttpResponse.json({ code: 0, msg: '服务繁忙，请稍后再试', data: null }) : undefined,
      ),
    );
    await user.click(send);
    expect(await within(dialog).findByText('服务繁忙，请稍后再试')).toBeTruthy();
    expect((message as HTMLTextAreaElement).value).toContain('用于独立游戏');
    expect((within(dialog).getByLabelText('联系方式') as HTMLInputElement).value).toBe('wx: zaowu-demo');

    reject = false;
    const before = demo.db.cooperations.size;
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '申请合作' })).toBeNull());
    expect(demo.db.cooperations.size).toBe(before + 1);
  });

  it('稍后再看 keeps the work in this browser', async () => {
    const user = userEvent.setup();
    const work = workOf('blog', (w) => !w.is_mature);
    renderApp(`/blog/${work.id}`);
    await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
    const button = screen.getByRole('button', { name: '稍后再看' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    const pressed = screen.getByRole('button', { name: '已加入稍后再看' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(localStorage.getItem(WATCH_LATER_KEY)!) as { id: number; type: string }[];
    expect(stored[0]).toMatchObject({ id: work.id, type: 'blog', title: work.title });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { DEMO_ENTRIES } from '../catalog.ts';
import { logIn } from '../../../test/members.ts';

describe('/demo pages', () => {
  it('the gallery shows every primitive with a link to its page', async () => {
    renderApp('/demo');
    expect(
      await screen.findByRole('heading', { level: 1, name: '组件演示' }, { timeout: 5000 }),
    ).toBeTruthy();
    // Plain DOM queries: role queries over the whole gallery are slow in jsdom.
    for (const e of DEMO_ENTRIES) {
      const section = document.getElementById(e.slug)!;
      expect(section.getAttribute('aria-labelledby')).toBe(`${e.slug}-title`);
      expect(section.querySelector('h2')?.textContent).toContain(e.name);
      expect(section.querySelector(`a[href="/demo/${e.id}"]`)?.textContent).toBe(`查看${e.name}的全部状态 →`);
    }
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    await waitFor(() => expect(document.title).toContain('组件演示'));
  }, 20_000);

  it('/demo/1 is the Button page, titled as a 组件详情, with a way back and onward', async () => {
    renderApp('/demo/1');
    expect(await screen.findByRole('heading', { level: 1, name: /按钮/ }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('按钮 Button · 组件详情'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const crumbs = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(crumbs).getByRole('link', { name: '组件演示' }).getAttribute('href')).toBe('/demo');
    expect(screen.getByRole('link', { name: /下一个/ }).getAttribute('href')).toBe('/demo/2');
  });

  it('moves between primitives with the pager', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/demo/2');
    await screen.findByRole('heading', { level: 1, name: /输入框/ }, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: /下一个/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /选择器/ }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/3');
  });

  it.each(['/demo/0', `/demo/${DEMO_ENTRIES.length + 1}`, '/demo/abc', '/demo/01'])(
    '%s is a 404 from the loader',
    async (path) => {
      renderApp(path);
      expect(await screen.findByText(`Page Not Found: ${path}`, undefined, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText('404')).toBeTruthy();
    },
  );

  it('/demo/profile shows a member their own profile card', async () => {
    const { userinfo: me } = await logIn();
    renderApp('/demo/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: '演示：个人资料' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(me.nickname) })).toBeTruthy();
    expect(screen.getByText(/路由守卫保护/)).toBeTruthy();
    expect(screen.getByText('粉丝')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('演示：个人资料'));
  });
});

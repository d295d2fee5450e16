import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LICENSES, ROUTES, THEME_COOKIE } from '@zaowu/shared';
import { chineseDate, chineseNumber } from '../../lib/format.ts';
import { renderApp } from '../../test/render.tsx';
import { agreement } from '@zaowu/shared/legal/agreement';
import { identityAgreement } from '@zaowu/shared/legal/identity-agreement';
import { privacy } from '@zaowu/shared/legal/privacy';

const PAGES = [
  ['/agreement', agreement],
  ['/identity_agreement', identityAgreement],
  ['/privacy', privacy],
] as const;

describe.each(PAGES)('%s', (path, doc) => {
  it('has the route title, one h1, its dates and a contents list of working anchors', async () => {
    renderApp(path);
    const title = ROUTES.find((r) => r.path === path)!.title;
    expect(doc.title).toBe(title);
    const h1 = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([h1]);
    await waitFor(() => expect(document.title).toBe(`${title} · 造物`));
    const dates = h1.nextElementSibling!.textContent;
    expect(dates).toContain(`更新日期：${chineseDate(doc.updated)}`);
    expect(dates).toContain(`生效日期：${chineseDate(doc.effective)}`);

    const toc = screen.getByRole('navigation', { name: '目录' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(doc.sections.length);
    links.forEach((link, i) => {
      const id = doc.sections[i]!.id;
      expect(link.getAttribute('href')).toBe(`#${id}`);
      const target = document.getElementById(id)!;
      expect(target.tagName).toBe('H2');
      expect(target.textContent).toBe(`${chineseNumber(i + 1)}、${doc.sections[i]!.title}`);
    });
  });

  it('has unique, URL-friendly section ids', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});

describe('what the texts must cover', () => {
  it('the agreement lists every licence option', async () => {
    renderApp('/agreement');
    const table = await screen.findByRole('table', { name: '造物作品授权协议一览' }, { timeout: 5000 });
    for (const l of LICENSES) expect(within(table).getByText(l.key)).toBeTruthy();
  });

  it('the privacy policy names the theme cookie, the login token and the upload progress it stores', async () => {
    renderApp('/privacy');
    const cookies = await screen.findByRole('table', { name: '造物使用的 Cookie' }, { timeout: 5000 });
    expect(within(cookies).getByText(THEME_COOKIE)).toBeTruthy();
    const storage = screen.getByRole('table', { name: '造物在你设备上保存的信息' });
    expect(within(storage).getByText(/登录凭证/)).toBeTruthy();
    expect(within(storage).getByText('上传进度记录')).toBeTruthy();
    for (const name of ['微信', 'QQ', '微博'])
      expect(screen.getAllByText(new RegExp(name)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: /微信支付/ })).toBeTruthy();
  });

  it('cross-links the other documents through the router', async () => {
    renderApp('/identity_agreement');
    const related = await screen.findByRole('heading', { level: 2, name: '相关文档' }, { timeout: 5000 });
    const footer = related.closest('footer')!;
    expect(within(footer).getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(
      '/agreement',
    );
    expect(within(footer).getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/privacy');
  });
});

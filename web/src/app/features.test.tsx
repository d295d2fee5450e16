/**
 * FEATURES in the SPA, as a visitor and a member of a site whose operator switched features off: no
 * route, no link, no tab, no section of theirs, and not one request for their calls (the BFF would
 * refuse it, the upstream may not have it).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_NAMES, FEATURE_OFF_MSG, endpoints, switchedOffPaths, type FeatureName } from '@zaowu/shared';
import { call } from '../lib/api-client.ts';
import { loadRuntimeConfig } from '../lib/runtime-config.ts';
import { demo, renderApp, server } from '../test/render.tsx';
import { SLOW } from '../test/timeouts.ts';
import { logIn } from '../test/members.ts';

vi.setConfig({ testTimeout: 20_000 });

/** The runtime config the BFF serves with FEATURES switching `off` off. */
async function switchOff(...off: FeatureName[]) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
    Response.json({
      apiBase: '',
      siteUrl: window.location.origin,
      allowedHosts: [],
      demo: true,
      features: FEATURE_NAMES.filter((n) => !off.includes(n)),
    }),
  );
  await loadRuntimeConfig();
}

/** Every API path the app asked for during the test. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname);
};
beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
});
afterEach(async () => {
  server.events.removeListener('request:start', record);
  vi.restoreAllMocks();
  await switchOff();
  vi.restoreAllMocks();
});

const askedOff = (...off: FeatureName[]) => {
  const paths = switchedOffPaths(FEATURE_NAMES.filter((n) => !off.includes(n)));
  return asked.filter((p) => paths.has(p));
};

describe('switched-off features', () => {
  it('refuses their calls without sending them', async () => {
    await switchOff('comments');
    await expect(call(endpoints.comment.lists, { work_id: 1 })).rejects.toMatchObject({
      message: FEATURE_OFF_MSG,
      status: 404,
    });
    expect(asked).toEqual([]);
    await call(endpoints.works.getWorksTags, {});
    expect(asked).toEqual([endpoints.works.getWorksTags.path]);
  });

  it('has no pages or links for them: the shop is a 404, the header offers no 店铺, 社区 or cart', async () => {
    await switchOff('goods', 'community');
    const { router } = renderApp('/agreement');
    const nav = await screen.findByRole('navigation', { name: '主导航' }, SLOW);
    expect(within(nav).getByRole('link', { name: '原画' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: '店铺' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: '社区' })).toBeNull();
    expect(screen.queryByTitle('购物车')).toBeNull();
    const footer = await screen.findByRole('navigation', { name: '页脚' }, SLOW);
    expect(within(footer).getByRole('link', { name: '隐私政策' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: '社区' })).toBeNull();
    await router.navigate('/goods/92');
    expect(await screen.findByText('你要找的页面不存在，可能已被删除，或链接有误。', {}, SLOW)).toBeTruthy();
    expect(askedOff('goods', 'community')).toEqual([]);
  });

  it('greets with the entries that are on when the gallery is off, and asks for no works', async () => {
    await switchOff('gallery', 'designers');
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎来到造物' }, SLOW)).toBeTruthy();
    const entries = screen.getByRole('navigation', { name: '常用入口' });
    expect(
      within(entries)
        .getByRole('link', { name: /发布作品/ })
        .getAttribute('href'),
    ).toBe('/publish');
    expect(within(entries).getByRole('link', { name: /店铺/ })).toBeTruthy();
    expect(within(entries).queryByRole('link', { name: /设计师/ })).toBeNull();
    expect(askedOff('gallery', 'designers')).toEqual([]);
  });

  it("draws a work's page without comments, and never asks for them", async () => {
    await switchOff('comments');
    const work = [...demo.db.works.values()].find((w) => w.type === 'art' && !w.is_mature)!;
    renderApp(`/art/${work.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: work.title }, SLOW)).toBeTruthy();
    await waitFor(() => expect(asked).toContain(endpoints.works.related.path), SLOW);
    expect(screen.queryByRole('region', { name: /^评论/ })).toBeNull();
    expect(askedOff('comments')).toEqual([]);
  });

  it('leaves 提现 and 余额明细 out of the balance tab, even when the link asks for them', async () => {
    await switchOff('withdraw', 'ledger', 'privateMessages');
    await logIn();
    renderApp('/account?tab=balance&view=withdraw');
    expect(await screen.findByRole('textbox', { name: '充值金额（元）' }, SLOW)).toBeTruthy();
    const views = screen.getByRole('tablist', { name: '余额' });
    expect(
      within(views)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['充值']);
    expect(askedOff('withdraw', 'ledger', 'privateMessages')).toEqual([]);
  });
});

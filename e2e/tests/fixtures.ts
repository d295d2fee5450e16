/**
 * The specs' one `test`: Playwright's, extended with the fixtures every spec shares (issue 25, "fixtures,
 * not copies"). Specs import `test` and `expect` from here, never from '@playwright/test' (eslint.config.js).
 *
 * - `api`: the typed API client, `api.call(endpoints.x.y, input, { token })`, answering the call's data.
 * - `member`: a new member of the test's own (the demo upstream's test-only call, `newMember`).
 * - `memberPage`: `page`, logged in as `member`, the guided tour already finished.
 * - `makeWork`, `makeBuyer`, `makeGoods`: a work, a recharged buyer, and a goods item in a new seller's
 *   shop, made through the API, so a test changes only what it made instead of a seed row it looked up.
 *
 * All are test-scoped and lazy: nothing is made unless a test asks for it, and each costs a few API calls.
 */
import { test as base, type Page } from '@playwright/test';
import {
  demoEndpoints,
  endpoints,
  type Goods,
  type GoodsInput,
  type TestMember,
  type WorkDetail,
  type WorkInput,
} from '@zaowu/shared';
import { TEST_PAY_PASSWORD, addAddress, apiOf, expect, newMember, useSession, type Api } from './helpers.ts';

export { expect };
export { devices } from '@playwright/test';

/** A 1×1 PNG: a made goods item's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

interface MadeGoods {
  /** A new member with a shop of their own. */
  seller: TestMember;
  /** A physical item (members list goods without a file: it ships), on sale in the seller's shop. */
  goods: Goods;
}

interface Fixtures {
  api: Api;
  member: TestMember;
  memberPage: Page;
  /**
   * A work of `token`'s member, through works.add: an art work with a generated cover unless `input`
   * says otherwise (type, title, files, price, …).
   */
  makeWork: (token: string, input?: Partial<WorkInput>) => Promise<WorkDetail>;
  /**
   * A new buyer with a 支付密码 (TEST_PAY_PASSWORD) and `recharge` yuan (¥500.00 unless given) paid in
   * through the demo's WeChat stand-in; with `address`, a default 收货地址 too (physical goods need one).
   */
  makeBuyer: (options?: { recharge?: string; address?: boolean }) => Promise<TestMember>;
  /** A goods item in a new seller's shop; title, price, stock, … may be given (a plain mug otherwise). */
  makeGoods: (input?: Partial<GoodsInput>) => Promise<MadeGoods>;
}

/** The factories' types, for a spec's own helpers that use them. */
export type MakeWork = Fixtures['makeWork'];
export type MakeBuyer = Fixtures['makeBuyer'];

export const test = base.extend<Fixtures>({
  api: async ({ request }, use) => {
    await use(apiOf(request));
  },

  member: async ({ request }, use) => {
    await use(await newMember(request));
  },

  memberPage: async ({ page, member, api }, use) => {
    // As a member who clicked through the tour, so it does not cover the page.
    await api.call(endpoints.user.finishGuide, {}, { token: member.token });
    await useSession(page, member.token);
    await use(page);
  },

  makeWork: async ({ api }, use) => {
    await use((token, input = {}) =>
      api.call(
        endpoints.works.add,
        {
          type: 'art',
          title: `雨后的青石巷（${test.info().project.name}）`,
          description: '江南小巷的雨后，一笔一笔叠出来的湿润感。',
          cover: '/api/storage/gen/art/4242.svg',
          tags: ['插画'],
          tools: [11],
          license: 'BY-NC',
          ...input,
        },
        { token },
      ),
    );
  },

  makeBuyer: async ({ api, request }, use) => {
    await use(async ({ recharge = '500.00', address = false } = {}) => {
      const buyer = await api.call(demoEndpoints.member, { pay_password: TEST_PAY_PASSWORD });
      const { token } = buyer;
      if (address) await addAddress(request, token);
      const order = await api.call(endpoints.user.getRechargeData, { amount: recharge }, { token });
      await api.call(demoEndpoints.pay, { order_no: order.order_no }, { token });
      return buyer;
    });
  },

  makeGoods: async ({ api }, use) => {
    await use(async (input = {}) => {
      const seller = await api.call(demoEndpoints.member, { shop: true });
      const picture = await api.upload(seller.token, { name: 'mug.png', mimeType: 'image/png', buffer: PNG });
      const goods = await api.call(
        endpoints.user.addGoods,
        {
          title: `手作陶瓷马克杯 ${test.info().project.name} ${Date.now() % 100_000}`,
          price: '38.00',
          stock: 5,
          description: '釉下彩手绘，一只一只烧出来的。',
          images: [picture.path ?? picture.fullurl],
          ...input,
        },
        { token: seller.token },
      );
      return { seller, goods };
    });
  },
});

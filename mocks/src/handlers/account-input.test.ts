// The member area's calls answer in the shared schemas' words (profile-input, money-input, seller-money):
// the rules the forms check first are refused here too, over HTTP, as code 0 with HTTP 200.
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { user } = endpoints;

describe('user.profile', () => {
  it.each([
    [{ nickname: '  ' }, '请输入昵称'],
    [{ bio: '字'.repeat(201) }, '个人简介不能超过 200 个字'],
    [{ city: '城'.repeat(21) }, '城市名称不能超过 20 个字'],
    [{ gender: 5 }, '性别参数不正确'],
    [{ avatar: 'javascript:alert(1)' }, '头像地址不正确'],
  ])('refuses %o: %s', async (input, msg) => {
    const res = await demo.call(user.profile, input, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg, data: null });
  });

  it('saves what it is sent, trimmed', async () => {
    const res = await demo.call(user.profile, { nickname: ' 青瓷小林 ', city: ' 杭州 ' }, token);
    expect(res.body).toMatchObject({ code: 1, data: { nickname: '青瓷小林', city: '杭州' } });
  });
});

describe('amounts', () => {
  it('asks for a recharge amount, and takes one as typed', async () => {
    expect((await demo.call(user.getRechargeData, {}, token)).body.msg).toBe('请输入充值金额');
    expect((await demo.call(user.getRechargeData, { amount: '' }, token)).body.msg).toBe('请输入充值金额');
    const made = await demo.call<{ amount: string }>(user.getRechargeData, { amount: '¥20.5' }, token);
    expect(made.body).toMatchObject({ code: 1, data: { amount: '20.50' } });
  });

  it('asks for a new price', async () => {
    expect((await demo.call(user.setGoodsPrice, { id: 1, price: '' }, token)).body.msg).toBe('请输入价格');
  });
});

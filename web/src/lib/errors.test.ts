import { describe, expect, it } from 'vitest';
import { isSessionGone, userMessage } from './errors.ts';
import { ApiError, NETWORK_FAILED_MSG } from './http.ts';

const FALLBACK = '保存失败，请检查网络后重试';
const apiError = (message: string, status: number, code: number | null, sentToken = false) =>
  new ApiError(message, { status, code, path: '/api/x', sentToken });

describe('userMessage', () => {
  it("says the upstream's msg for an answer with code 0 (a refusal, or the BFF's 服务暂时不可用)", () => {
    expect(userMessage(apiError('昵称已被占用', 200, 0), FALLBACK)).toBe('昵称已被占用');
    expect(userMessage(apiError('服务暂时不可用', 502, 0), FALLBACK)).toBe('服务暂时不可用');
  });

  it("says 登录已失效 for a member whose session ended, the upstream's 请先登录 for a visitor", () => {
    expect(userMessage(apiError('请先登录', 401, 0, true), FALLBACK)).toBe('登录已失效，请重新登录后再试');
    expect(userMessage(apiError('请先登录', 401, 0, false), FALLBACK)).toBe('请先登录');
  });

  it('says the network line when no answer came', () => {
    expect(userMessage(apiError(NETWORK_FAILED_MSG, 0, null), FALLBACK)).toBe(NETWORK_FAILED_MSG);
  });

  it("says the caller's fallback for anything else", () => {
    expect(userMessage(apiError('请求失败（500）', 500, null), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(apiError('服务返回了无法识别的数据', 200, null), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(new TypeError('x is undefined'), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(apiError('', 200, 0), FALLBACK)).toBe(FALLBACK);
  });
});

describe('isSessionGone', () => {
  it('is a 401, with or without a session before', () => {
    expect(isSessionGone(apiError('请先登录', 401, 0, true))).toBe(true);
    expect(isSessionGone(apiError('请先登录', 401, 0, false))).toBe(true);
    expect(isSessionGone(apiError('昵称已被占用', 200, 0))).toBe(false);
    expect(isSessionGone(new Error('x'))).toBe(false);
  });
});

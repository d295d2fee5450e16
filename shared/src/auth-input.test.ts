import { describe, expect, it } from 'vitest';
import * as z from './zod.ts';
import {
  checkConfirmation,
  loginInputSchema,
  mobile,
  newPassword,
  resetPasswordInputSchema,
  setPasswordInputSchema,
  smsCode,
  smsSendInputSchema,
} from './auth-input.ts';

/** The first message, as the server answers it and the forms show it; null when the value passes. */
function first(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '');
}

describe('the mobile number', () => {
  it('is 11 digits starting 13–19, trimmed', () => {
    expect(mobile.parse(' 13800138000 ')).toBe('13800138000');
    expect(first(mobile, '19912345678')).toBeNull();
    expect(first(mobile, undefined)).toBe('请输入手机号');
    expect(first(mobile, '   ')).toBe('请输入手机号');
    expect(first(mobile, '12345678901')).toBe('手机号格式不正确');
    expect(first(mobile, '1380013800')).toBe('手机号格式不正确');
    expect(first(mobile, '138001380001')).toBe('手机号格式不正确');
    expect(first(mobile, 13800138000)).toBe('手机号格式不正确');
  });
});

describe('the SMS code', () => {
  it('is six digits, trimmed', () => {
    expect(smsCode.parse(' 012345 ')).toBe('012345');
    expect(first(smsCode, undefined)).toBe('请输入验证码');
    expect(first(smsCode, '')).toBe('请输入验证码');
    expect(first(smsCode, '12345')).toBe('验证码为 6 位数字');
    expect(first(smsCode, '1234567')).toBe('验证码为 6 位数字');
    expect(first(smsCode, '12345a')).toBe('验证码为 6 位数字');
    expect(first(smsCode, 123456)).toBe('验证码为 6 位数字');
  });
});

describe('a new password', () => {
  it('is 6–20 printable characters with a letter and a digit', () => {
    for (const ok of ['abc123', 'a1!@#$', 'abcdefghij1234567890']) expect(first(newPassword, ok)).toBeNull();
    expect(first(newPassword, undefined)).toBe('请输入新密码');
    expect(first(newPassword, '')).toBe('请输入新密码');
    expect(first(newPassword, 'ab12')).toBe('密码长度为 6–20 位');
    expect(first(newPassword, 'abcdefghij12345678901')).toBe('密码长度为 6–20 位');
    expect(first(newPassword, 'abcdefg')).toBe('密码须同时包含字母和数字');
    expect(first(newPassword, '1234567')).toBe('密码须同时包含字母和数字');
    expect(first(newPassword, 'abc 123')).toBe('密码须同时包含字母和数字');
    expect(first(newPassword, 12345678)).toBe('密码格式不正确');
  });
});

describe('user.login', () => {
  it('takes the number with a password or a code', () => {
    expect(loginInputSchema.parse({ account: '13800138000', password: 'any' })).toEqual({
      account: '13800138000',
      password: 'any',
    });
    expect(loginInputSchema.parse({ account: '13800138000', code: ' 123456' })).toEqual({
      account: '13800138000',
      code: '123456',
    });
    expect(first(loginInputSchema, {})).toBe('请输入手机号');
    expect(first(loginInputSchema, { account: '12345', password: 'x' })).toBe('手机号格式不正确');
    expect(first(loginInputSchema, { account: '13800138000' })).toBe('请输入密码或验证码');
    expect(first(loginInputSchema, { account: '13800138000', password: '' })).toBe('请输入密码');
    expect(first(loginInputSchema, { account: '13800138000', password: 1 })).toBe('密码格式不正确');
    expect(first(loginInputSchema, { account: '13800138000', code: '12' })).toBe('验证码为 6 位数字');
  });
});

describe('sms.send', () => {
  it('takes the number and what the code is for', () => {
    for (const event of ['login', 'resetpwd', 'bind', 'profile'])
      expect(first(smsSendInputSchema, { mobile: '13800138000', event })).toBeNull();
    expect(first(smsSendInputSchema, { mobile: '13800138000', event: 'hack' })).toBe('验证码用途不正确');
    expect(first(smsSendInputSchema, { event: 'login' })).toBe('请输入手机号');
  });
});

describe('user.resetpwd and user.setPassword', () => {
  it('check the number, the code and the new password', () => {
    const reset = { mobile: '13800138000', code: '123456', password: 'abc123' };
    expect(first(resetPasswordInputSchema, reset)).toBeNull();
    expect(first(resetPasswordInputSchema, { ...reset, code: '12' })).toBe('验证码为 6 位数字');
    expect(first(resetPasswordInputSchema, { ...reset, password: '123' })).toBe('密码长度为 6–20 位');
  });

  it('leave which proof setPassword needs to the server, but check each given', () => {
    expect(first(setPasswordInputSchema, { password: 'abc123' })).toBeNull();
    expect(first(setPasswordInputSchema, { password: 'abc123', old_password: '' })).toBe('请输入当前密码');
    expect(first(setPasswordInputSchema, { password: 'abc123', old_password: 'x'.repeat(101) })).toBe(
      '当前密码错误',
    );
    expect(first(setPasswordInputSchema, { password: 'abc123', code: '1234' })).toBe('验证码为 6 位数字');
    expect(first(setPasswordInputSchema, { password: 'short' })).toBe('密码长度为 6–20 位');
  });
});

describe('确认新密码', () => {
  const form = z.object({ password: z.string(), confirm: z.string() }).superRefine(checkConfirmation);
  const issues = (password: string, confirm: string) =>
    form.safeParse({ password, confirm }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('is asked for, and must match', () => {
    expect(issues('abc123', 'abc123')).toEqual([]);
    expect(issues('abc123', '')).toEqual([['confirm', '请再输入一次新密码']]);
    expect(issues('abc123', 'abc124')).toEqual([['confirm', '两次输入的新密码不一致']]);
  });
});

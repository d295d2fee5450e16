/**
 * The inputs of the account calls — log in (user.login), an SMS code (sms.send), 找回密码
 * (user.resetpwd) and 设置登录密码 (user.setPassword) — with the limits and the Chinese words the server
 * answers with. The demo upstream validates requests with these schemas; the login, 绑定手机号, 找回密码
 * and 账号安全 forms build theirs from the same fields, so a form refuses what the server would, in the
 * same words. Imported as `@zaowu/shared/auth-input` (zod stays out of the SPA's entry).
 */
import * as z from './zod.ts';
import type { SmsEvent } from './endpoints.ts';

/** A mainland China mobile number: 11 digits, starting 13–19 (the one pattern: login, Alipay, feedback). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
const SMS_CODE_PATTERN = /^\d{6}$/;
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 20;
/** Printable ASCII only, with at least one letter and one digit. */
const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]+$/;
/** No password the site sets is this long: a longer "current password" is wrong without a lookup. */
const CURRENT_PASSWORD_MAX = 100;
const SMS_EVENTS = ['login', 'resetpwd', 'bind', 'profile'] as const satisfies readonly SmsEvent[];

/** The server's words for each rule (the forms show the same). */
export const AUTH_MSGS = {
  mobileEmpty: '请输入手机号',
  mobileBad: '手机号格式不正确',
  codeEmpty: '请输入验证码',
  codeBad: '验证码为 6 位数字',
  smsEvent: '验证码用途不正确',
  passwordEmpty: '请输入密码',
  passwordBad: '密码格式不正确',
  passwordOrCode: '请输入密码或验证码',
  newPasswordEmpty: '请输入新密码',
  passwordLength: `密码长度为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`,
  passwordMix: '密码须同时包含字母和数字',
  currentPasswordEmpty: '请输入当前密码',
  currentPasswordWrong: '当前密码错误',
  samePassword: '新密码不能与当前密码相同',
  /** 确认新密码 is the forms' own field; the server never sees it. */
  confirmEmpty: '请再输入一次新密码',
  confirmMismatch: '两次输入的新密码不一致',
} as const;

const M = AUTH_MSGS;

/** Text, or `missing` when not given at all and `bad` when given as something else (a number, a list). */
function text(missing: string, bad: string) {
  return z.string({ error: (iss) => (iss.input === undefined ? missing : bad) });
}

// ---- fields -------------------------------------------------------------------------------------------

export const mobile = text(M.mobileEmpty, M.mobileBad)
  .trim()
  .min(1, M.mobileEmpty)
  .regex(MOBILE_PATTERN, M.mobileBad);

export const smsCode = text(M.codeEmpty, M.codeBad)
  .trim()
  .min(1, M.codeEmpty)
  .regex(SMS_CODE_PATTERN, M.codeBad);

/** The password one logs in with: whatever was set back then, so only "not empty". */
const loginPassword = text(M.passwordEmpty, M.passwordBad).min(1, M.passwordEmpty);

/** A password being set (找回密码, 设置登录密码). */
export const newPassword = text(M.newPasswordEmpty, M.passwordBad)
  .min(1, M.newPasswordEmpty)
  .min(PASSWORD_MIN, M.passwordLength)
  .max(PASSWORD_MAX, M.passwordLength)
  .regex(PASSWORD_PATTERN, M.passwordMix);

/** The password a member has now, to change it. */
const currentPassword = z
  .string({ error: M.currentPasswordEmpty })
  .min(1, M.currentPasswordEmpty)
  .max(CURRENT_PASSWORD_MAX, M.currentPasswordWrong);

// ---- calls --------------------------------------------------------------------------------------------

/** user.login's fields: the number, and a password or an SMS code. */
export const loginFields = z.object({
  account: mobile,
  password: loginPassword.optional(),
  code: smsCode.optional(),
});
/** user.login (a password wins when both are given). */
export const loginInputSchema = loginFields.refine(
  (v) => v.password !== undefined || v.code !== undefined,
  M.passwordOrCode,
);

/** sms.send. */
export const smsSendInputSchema = z.object({
  mobile,
  event: z.enum(SMS_EVENTS, { error: M.smsEvent }),
});

/** user.resetpwd (找回密码). */
export const resetPasswordInputSchema = z.object({ mobile, code: smsCode, password: newPassword });

/**
 * user.setPassword. Which proof it needs depends on the account, which only the server knows: the
 * current password when one is set, else an SMS code sent to the member's own phone.
 */
export const setPasswordInputSchema = z.object({
  password: newPassword,
  old_password: currentPassword.optional(),
  code: smsCode.optional(),
});

/** The forms' 确认新密码: typed again, the same as the new password. */
export function checkConfirmation(v: { password: string; confirm: string }, ctx: z.RefinementCtx): void {
  if (v.confirm === '') ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.confirmEmpty });
  else if (v.confirm !== v.password)
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: M.confirmMismatch });
}

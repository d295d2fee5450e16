/**
 * The login, 绑定手机号 and 找回密码 forms' schemas (react-hook-form's zod resolver), built from the
 * account calls' shared fields (`@zaowu/shared/auth-input`), which the server checks too, in the same
 * words; and which field a refusal of the server belongs beside.
 */
import * as z from '@zaowu/shared/zod';
import { checkConfirmation, loginFields, resetPasswordInputSchema } from '@zaowu/shared/auth-input';
import { ApiError } from '../../lib/http.ts';

export type LoginMode = 'password' | 'sms';

/**
 * The login form keeps both tabs' fields (switching keeps what was typed); each tab checks its own. The
 * number is `mobile` on the page and `account` in the call.
 */
export interface LoginValues {
  mobile: string;
  password: string;
  code: string;
}

const number = loginFields.shape.account;

export const loginSchemas = {
  password: z.object({ mobile: number, password: loginFields.shape.password.unwrap(), code: z.string() }),
  sms: z.object({ mobile: number, password: z.string(), code: loginFields.shape.code.unwrap() }),
} satisfies Record<LoginMode, z.ZodType<LoginValues, LoginValues>>;

/** 绑定手机号: an SMS-code login. */
export const bindSchema = loginSchemas.sms.pick({ mobile: true, code: true });
export type BindValues = z.input<typeof bindSchema>;

/** 找回密码: user.resetpwd's input, and the new password typed again. */
export const forgetSchema = resetPasswordInputSchema
  .extend({ confirm: z.string() })
  .superRefine(checkConfirmation);
export type ForgetValues = z.input<typeof forgetSchema>;

/** The words of a server's refusal (envelope code 0), or null for any other failure. */
export function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.code === 0 && error.message ? error.message : null;
}

/** Which login field a refusal is about, among those the tab shows; null for the form as a whole. */
export function loginFieldOf(msg: string, mode: LoginMode): keyof LoginValues | null {
  if (msg.includes('手机号')) return 'mobile';
  if (mode === 'sms' && msg.includes('验证码')) return 'code';
  // "密码错误，还可尝试 N 次" is about what was typed; a lockout is about the account, said for the form.
  if (mode === 'password' && msg.startsWith('密码错误，')) return 'password';
  return null;
}

/**
 * Whether a password login's refusal points to 验证码登录: the lockouts after wrong passwords (they say
 * how long, and that an SMS code or 找回密码 gets in now) and a number that has no password.
 */
export function suggestsSmsLogin(msg: string): boolean {
  return msg.includes('验证码登录');
}

/** Which 找回密码 field a refusal is about; null for the form as a whole. */
export function forgetFieldOf(msg: string): keyof ForgetValues | null {
  if (msg.includes('手机号')) return 'mobile';
  if (msg.includes('验证码')) return 'code';
  if (msg.includes('密码')) return 'password';
  return null;
}

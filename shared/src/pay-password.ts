/**
 * 支付密码: the 6-digit secret that 余额支付 (order.payByBalance) and 提现 (user.withdraw) carry as
 * `pay_password`. It is set, changed and reset alike with an SMS code to the member's own phone
 * (user.setPayPassword); five wrong ones in a row lock it for PAY_PASSWORD_LOCK_MINUTES, and a reset ends
 * the lock. The rules and the Chinese words the server answers with, shared by the forms and the demo
 * upstream. Imported as `@zaowu/shared/pay-password` (zod stays out of the SPA's entry).
 */
import * as z from './zod.ts';
import { smsCode } from './auth-input.ts';

export const PAY_PASSWORD_LENGTH = 6;
/** Wrong pay passwords in a row that lock it… */
export const PAY_PASSWORD_MAX_FAILURES = 5;
/** …for this long (a reset by SMS ends it at once). */
export const PAY_PASSWORD_LOCK_MINUTES = 30;
/** Longer than any pay password: refused as malformed without looking anything up. */
const PAY_PASSWORD_INPUT_MAX = 64;

export const PAY_PASSWORD_MSGS = {
  notSet: '你还没有设置支付密码，请先在“账号安全”中设置支付密码',
  empty: '请输入 6 位数字支付密码',
  format: '支付密码须为 6 位数字',
  weak: '支付密码不能是 6 位相同或连续的数字（如 111111、123456）',
  confirmEmpty: '请再输入一次支付密码',
  confirmMismatch: '两次输入的支付密码不一致',
} as const;

/** A wrong pay password, with the tries left before the lock. */
export function payPasswordWrongMsg(left: number): string {
  return `支付密码错误，还可尝试 ${left} 次`;
}

/** The pay password is locked for `minutes` more; an SMS reset opens it now. */
export function payPasswordLockedMsg(minutes: number): string {
  return `支付密码连续输错 ${PAY_PASSWORD_MAX_FAILURES} 次，已锁定，请 ${minutes} 分钟后再试，或通过短信验证码重置支付密码`;
}

/** The rules as the forms state them, one line each. */
export const PAY_PASSWORD_RULES: readonly string[] = [
  `${PAY_PASSWORD_LENGTH} 位数字，不能是相同或连续的数字（如 111111、123456）`,
  '余额支付和提现时需要输入；设置、修改和找回都通过发送到绑定手机的短信验证码',
  `连续输错 ${PAY_PASSWORD_MAX_FAILURES} 次将锁定 ${PAY_PASSWORD_LOCK_MINUTES} 分钟，通过短信验证码重置后立即解锁`,
];

const DIGITS = /^\d{6}$/;

/** Six of one digit, or six in a row up or down (012345, 987654): the first guesses anyone makes. */
function isWeakPayPassword(pin: string): boolean {
  const d = [...pin].map(Number);
  const steps = new Set(d.slice(1).map((n, i) => n - d[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** A pay password being set: 6 digits, not a trivial run. */
export const newPayPassword = z
  .string({ error: (iss) => (iss.input === undefined ? PAY_PASSWORD_MSGS.empty : PAY_PASSWORD_MSGS.format) })
  .min(1, PAY_PASSWORD_MSGS.empty)
  .regex(DIGITS, PAY_PASSWORD_MSGS.format)
  .refine((pin) => !isWeakPayPassword(pin), PAY_PASSWORD_MSGS.weak);

/**
 * The pay password a payment or a withdrawal carries. Optional here: the server says first that none is
 * set (and the member should set one), then that it is missing or malformed (store/pay-password.ts).
 */
export const payPasswordField = z
  .string({ error: PAY_PASSWORD_MSGS.format })
  .max(PAY_PASSWORD_INPUT_MAX, PAY_PASSWORD_MSGS.format)
  .optional();

/** Whether a typed pay password has the right shape (6 digits) to be sent. */
export function isPayPasswordShape(text: string): boolean {
  return DIGITS.test(text);
}

/** user.setPayPassword: set, change or reset, each with an SMS code to the member's own phone. */
export const setPayPasswordInputSchema = z.object({ code: smsCode, pay_password: newPayPassword });

/** The forms' 确认支付密码: typed again, the same. */
export function checkPayPasswordConfirmation(
  v: { pay_password: string; confirm: string },
  ctx: z.RefinementCtx,
): void {
  if (v.confirm === '')
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: PAY_PASSWORD_MSGS.confirmEmpty });
  else if (v.confirm !== v.pay_password)
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: PAY_PASSWORD_MSGS.confirmMismatch });
}

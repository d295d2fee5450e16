/**
 * 账号安全's form: its schemas (react-hook-form's zod resolver) over user.setPassword's shared fields,
 * which the server checks too, in the same words; and where a server msg belongs.
 */
import * as z from '@zaowu/shared/zod';
import { AUTH_MSGS, checkConfirmation, setPasswordInputSchema } from '@zaowu/shared/auth-input';

export interface SecurityValues {
  old_password: string;
  code: string;
  password: string;
  confirm: string;
}
export type SecurityField = keyof SecurityValues;

export const EMPTY_SECURITY_VALUES: SecurityValues = {
  old_password: '',
  code: '',
  password: '',
  confirm: '',
};

const { password, old_password: oldPassword, code } = setPasswordInputSchema.shape;

/** The new password differs from the current one, and is typed twice. */
function checkNewPassword(v: SecurityValues, ctx: z.RefinementCtx, hasPassword: boolean): void {
  if (hasPassword && v.password === v.old_password)
    ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MSGS.samePassword });
  checkConfirmation(v, ctx);
}

/**
 * With a password set, the member proves it is them with the current one (修改登录密码); without one,
 * with a code sent to their own phone (设置登录密码).
 */
export const securitySchemas = {
  change: z
    .object({ old_password: oldPassword.unwrap(), code: z.string(), password, confirm: z.string() })
    .superRefine((v, ctx) => checkNewPassword(v, ctx, true)),
  first: z
    .object({ old_password: z.string(), code: code.unwrap(), password, confirm: z.string() })
    .superRefine((v, ctx) => checkNewPassword(v, ctx, false)),
} satisfies Record<string, z.ZodType<SecurityValues, SecurityValues>>;

/** The field a server msg is about: 当前密码… and lockouts at the current password, 验证码… at the code. */
export function fieldOfSecurityMessage(msg: string): SecurityField | null {
  if (msg.startsWith('当前密码') || msg.startsWith('请输入当前密码') || msg.includes('次数过多'))
    return 'old_password';
  if (msg.includes('验证码')) return 'code';
  if (msg.includes('密码')) return 'password';
  return null;
}

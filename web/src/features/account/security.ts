/** 账号安全's form: its checks (the messages the user sees; the server checks again) and where a server msg belongs. */
import { passwordError, smsCodeError } from '../auth/index.ts';

export interface SecurityValues {
  old_password: string;
  code: string;
  password: string;
  confirm: string;
}
export type SecurityField = keyof SecurityValues | 'form';
export type SecurityErrors = Partial<Record<SecurityField, string>>;

export function securityErrors(v: SecurityValues, hasPassword: boolean): SecurityErrors {
  const errors: SecurityErrors = {};
  if (hasPassword) {
    if (!v.old_password) errors.old_password = '请输入当前密码';
  } else {
    const code = smsCodeError(v.code);
    if (code) errors.code = code;
  }
  const password = passwordError(v.password, { strict: true });
  if (password) errors.password = password === '请输入密码' ? '请输入新密码' : password;
  else if (hasPassword && v.password === v.old_password) errors.password = '新密码不能与当前密码相同';
  if (!v.confirm) errors.confirm = '请再输入一次新密码';
  else if (v.confirm !== v.password) errors.confirm = '两次输入的新密码不一致';
  return errors;
}

/** The field a server msg is about: 当前密码… and lockouts at the current password, 验证码… at the code. */
export function fieldOfSecurityMessage(msg: string): SecurityField {
  if (msg.startsWith('当前密码') || msg.startsWith('请输入当前密码') || msg.includes('次数过多'))
    return 'old_password';
  if (msg.includes('验证码')) return 'code';
  if (msg.includes('密码')) return 'password';
  return 'form';
}

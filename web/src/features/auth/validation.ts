/** Client-side checks with the messages the user sees; the server checks again. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function mobileError(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入手机号';
  return MOBILE_PATTERN.test(v) ? null : '请输入 11 位中国大陆手机号';
}

export function passwordError(value: string, { strict = false } = {}): string | null {
  if (!value) return '请输入密码';
  if (!strict) return null;
  if (value.length < 6 || value.length > 20) return '密码长度为 6–20 位';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return '密码须同时包含字母和数字';
  return null;
}

export function smsCodeError(value: string): string | null {
  const v = value.trim();
  if (!v) return '请输入验证码';
  return /^\d{6}$/.test(v) ? null : '验证码为 6 位数字';
}

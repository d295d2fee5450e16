/**
 * Tests that pay by balance or withdraw give the logged-in member (the token in storage) a 支付密码 first,
 * through the API, as 账号安全 would: a code to their own phone (the demo answers it), then the password.
 */
import { endpoints } from '@zaowu/shared';
import { call } from '../lib/api-client.ts';

/** The 支付密码 tests set (6 digits, not a run). */
export const TEST_PAY_PASSWORD = '258036';

export async function setPayPassword(pin = TEST_PAY_PASSWORD): Promise<string> {
  const sent = await call(endpoints.user.sendSecurityCode, { purpose: 'pay_password' });
  if (!sent) throw new Error('the demo answered no code');
  await call(endpoints.user.setPayPassword, { code: sent.demo_code, pay_password: pin });
  return pin;
}

/** Tests that pay by balance or withdraw give their member a 支付密码 first, through the API. */
import { endpoints, type SmsSent } from '@zaowu/shared';
import type { Demo } from './harness.ts';

/** The 支付密码 tests set (6 digits, not a run). */
export const TEST_PAY_PASSWORD = '258036';

/**
 * Sets the member's 支付密码 as they would in 账号安全: a code to their own phone (the demo answers it),
 * then user.setPayPassword. Answers the password set.
 */
export async function setPayPassword(demo: Demo, token: string, pin = TEST_PAY_PASSWORD): Promise<string> {
  const sent = await demo.call<SmsSent>(endpoints.user.sendSecurityCode, { purpose: 'pay_password' }, token);
  if (sent.body.code !== 1) throw new Error(`no code for the pay password: ${sent.body.msg}`);
  const set = await demo.call(
    endpoints.user.setPayPassword,
    { code: sent.body.data.demo_code, pay_password: pin },
    token,
  );
  if (set.body.code !== 1) throw new Error(`could not set the pay password: ${set.body.msg}`);
  return pin;
}

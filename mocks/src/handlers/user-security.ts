/**
 * 账号安全: the bound phone, the login password and the 支付密码. A member who signed up by SMS has no
 * password; they set a first one with a code sent to their own phone (which the demo, sending no SMS,
 * answers to them: they are that number's logged-in owner). A member with a password changes it with the
 * current one. The 支付密码 is set, changed and reset alike with a code to their phone (store/pay-password.ts).
 */
import type { AccountSecurity, PayPasswordState, SmsSent } from '@zaowu/shared';
import { AUTH_MSGS, setPasswordInputSchema } from '@zaowu/shared/auth-input';
import { setPayPasswordInputSchema } from '@zaowu/shared/pay-password';
import { requestSchemas } from '@zaowu/shared/requests';
import { consumeSmsCode, revokeSessions, sendSmsCode, smsCodeWaiting } from '../store/auth.ts';
import { forgetPasswordFailures, passwordAttempt } from '../store/login-throttle.ts';
import { hashPayPassword, payPasswordState, storePayPassword } from '../store/pay-password.ts';
import { iso } from '../store/time.ts';
import { maskMobile } from '../store/views/people.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const SMS_CODE_BAD = '验证码错误或已过期';

export const userSecurityRoutes = {
  security: route(requestSchemas['user.security'], (_q, { me }): AccountSecurity => ({
    mobile: maskMobile(me.mobile),
    has_password: me.password !== '',
  })),

  sendSecurityCode: route(
    requestSchemas['user.sendSecurityCode'],
    ({ purpose }, { db, clock, me, client }): SmsSent => {
      const event = purpose === 'pay_password' ? 'paypwd' : 'profile';
      const sent = sendSmsCode(db, clock, me.mobile, event, client);
      if ('refused' in sent) reject(sent.refused);
      return { demo_code: sent.code };
    },
    '验证码已发送',
  ),

  setPassword: route(
    setPasswordInputSchema,
    (input, { db, clock, me, session, client }) => {
      if (me.password) {
        if (!input.old_password) reject(AUTH_MSGS.currentPasswordEmpty);
        // A wrong current password counts as a wrong login from this client: a stolen session is no
        // way round the login's limits on guessing the password.
        const verdict = passwordAttempt(db, clock, client, me, input.old_password === me.password);
        if (verdict.kind === 'wrong')
          reject(`${AUTH_MSGS.currentPasswordWrong}，还可尝试 ${verdict.left} 次`);
        if (verdict.kind === 'locked')
          reject(`${AUTH_MSGS.currentPasswordWrong}次数过多，请 ${verdict.minutes} 分钟后再试`);
        if (input.password === me.password) reject(AUTH_MSGS.samePassword);
      } else {
        if (!input.code) reject(AUTH_MSGS.codeEmpty);
        if (!consumeSmsCode(db, clock, me.mobile, 'profile', input.code)) reject(SMS_CODE_BAD);
      }
      me.password = input.password;
      // Guesses at the old password count for nothing against the new one.
      forgetPasswordFailures(db, me.id);
      me.updated_at = iso(clock.now());
      // A new password signs out every other device; this one stays signed in.
      revokeSessions(db, me.id, session?.token);
      return null;
    },
    '登录密码已设置',
  ),

  payPasswordState: route(requestSchemas['user.payPasswordState'], (_q, { db, clock, me }) =>
    payPasswordState(db, clock, me.id),
  ),

  setPayPassword: route(
    setPayPasswordInputSchema,
    async (input, { db, clock, me }): Promise<PayPasswordState> => {
      // Hashing is slow on purpose: only with a code still waiting to be tried.
      if (!smsCodeWaiting(db, clock, me.mobile, 'paypwd')) reject(SMS_CODE_BAD);
      const hashed = await hashPayPassword(input.pay_password);
      if (!consumeSmsCode(db, clock, me.mobile, 'paypwd', input.code)) reject(SMS_CODE_BAD);
      storePayPassword(db, clock, me.id, hashed);
      return payPasswordState(db, clock, me.id);
    },
    '支付密码已设置',
  ),
} satisfies Partial<ModuleRoutes<'user'>>;

/**
 * 账号安全: the bound phone and the login password. A member who signed up by SMS has no password; they
 * set a first one with a code sent to their own phone (which the demo, sending no SMS, answers to them:
 * they are that number's logged-in owner). A member with a password changes it with the current one.
 */
import * as z from '@zaowu/shared/zod';
import type { AccountSecurity, SmsSent } from '@zaowu/shared';
import { AUTH_MSGS, setPasswordInputSchema } from '@zaowu/shared/auth-input';
import { consumeSmsCode, passwordTry, revokeSessions, sendSmsCode } from '../store/auth.ts';
import { iso } from '../store/time.ts';
import { maskMobile } from '../store/views/people.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const userSecurityRoutes = {
  security: route(z.object({}), (_q, { me }): AccountSecurity => ({
    mobile: maskMobile(me.mobile),
    has_password: me.password !== '',
  })),

  sendSecurityCode: route(
    z.object({}),
    (_q, { db, clock, me }): SmsSent => {
      const sent = sendSmsCode(db, clock, me.mobile, 'profile');
      if ('wait' in sent) reject(`验证码已发送，请 ${sent.wait} 秒后再试`);
      return { demo_code: sent.code };
    },
    '验证码已发送',
  ),

  setPassword: route(
    setPasswordInputSchema,
    (input, { db, clock, me, session }) => {
      if (me.password) {
        if (!input.old_password) reject(AUTH_MSGS.currentPasswordEmpty);
        // A wrong current password counts towards the same lockout as a wrong login.
        const refused = passwordTry(db, clock, `login:${me.id}`, input.old_password === me.password);
        if (refused) reject(refused.replace('密码错误', () => AUTH_MSGS.currentPasswordWrong));
        if (input.password === me.password) reject(AUTH_MSGS.samePassword);
      } else {
        if (!input.code) reject(AUTH_MSGS.codeEmpty);
        if (!consumeSmsCode(db, clock, me.mobile, 'profile', input.code)) reject('验证码错误或已过期');
      }
      me.password = input.password;
      me.updated_at = iso(clock.now());
      // A new password signs out every other device; this one stays signed in.
      revokeSessions(db, me.id, session?.token);
      return null;
    },
    '登录密码已设置',
  ),
} satisfies Partial<ModuleRoutes<'user'>>;

/**
 * 账号安全: the bound phone and the login password. A member who signed up by SMS has no password; they
 * set a first one with a code sent to their own phone (which the demo, sending no SMS, answers to them:
 * they are that number's logged-in owner). A member with a password changes it with the current one.
 */
import * as z from 'zod';
import type { AccountSecurity, SmsSent } from '@zaowu/shared';
import { consumeSmsCode, passwordTry, revokeSessions, sendSmsCode } from '../store/auth.ts';
import { iso } from '../store/time.ts';
import { maskMobile } from '../store/views/people.ts';
import { password, smsCode } from './params.ts';
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
    z.object({
      password,
      old_password: z.string({ error: '请输入当前密码' }).max(100, '当前密码错误').optional(),
      code: smsCode.optional(),
    }),
    (input, { db, clock, me, session }) => {
      if (me.password) {
        if (!input.old_password) reject('请输入当前密码');
        // A wrong current password counts towards the same lockout as a wrong login.
        const refused = passwordTry(db, clock, `login:${me.id}`, input.old_password === me.password);
        if (refused) reject(refused.replace('密码错误', '当前密码错误'));
        if (input.password === me.password) reject('新密码不能与当前密码相同');
      } else {
        if (!input.code) reject('请输入验证码');
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

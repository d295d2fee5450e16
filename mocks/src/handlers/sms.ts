/**
 * SMS codes: random, 5 minutes, single use, 5 tries, one send a minute per number and purpose. The demo
 * sends no SMS: it answers the code it would have sent (`demo_code`), which the SPA shows in a banner.
 */
import * as z from 'zod';
import type { SmsSent } from '@zaowu/shared';
import { findByMobile, sendSmsCode } from '../store/auth.ts';
import { mobile } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const smsRoutes = {
  send: route(
    z.object({
      mobile,
      event: z.enum(['login', 'resetpwd', 'bind', 'profile'], { error: '验证码用途不正确' }),
    }),
    ({ mobile: to, event }, { db, clock }): SmsSent => {
      if (event === 'resetpwd' && !findByMobile(db, to)) reject('该手机号未注册');
      const sent = sendSmsCode(db, clock, to, event);
      if ('wait' in sent) reject(`验证码已发送，请 ${sent.wait} 秒后再试`);
      return { demo_code: sent.code };
    },
    '验证码已发送',
  ),
} satisfies ModuleRoutes<'sms'>;

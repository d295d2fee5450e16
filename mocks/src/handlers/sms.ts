/** SMS codes. Nothing is sent in the demo: after a send, the code is always 123456 (DEMO_SMS_CODE). */
import * as z from 'zod';
import { findByMobile, sendSmsCode } from '../store/auth.ts';
import { mobile } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const smsRoutes = {
  send: route(
    z.object({
      mobile,
      event: z.enum(['login', 'resetpwd', 'bind', 'profile'], { error: '验证码用途不正确' }),
    }),
    ({ mobile: to, event }, { db, clock }) => {
      if (event === 'resetpwd' && !findByMobile(db, to)) reject('该手机号未注册');
      sendSmsCode(db, clock, to, event);
      return null;
    },
    '验证码已发送',
  ),
} satisfies ModuleRoutes<'sms'>;

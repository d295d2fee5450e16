/**
 * SMS codes: random, 5 minutes, single use, 5 tries; one send a minute and ten a day per number, whatever
 * the purpose, and twenty a day per client (store/sms-limits.ts). The demo
 * sends no SMS: for a number nobody has registered yet it answers the code it would have sent
 * (`demo_code`, shown by the SPA in a banner), so anyone can sign up. For a registered number it sends
 * nothing and says so: echoing that code would let anyone who knows the number log in as its owner or
 * reset their password. (A real server hands every code to the SMS gateway and answers null.)
 */
import type { SmsSent } from '@zaowu/shared';
import { smsSendInputSchema } from '@zaowu/shared/auth-input';
import { findByMobile, sendSmsCode } from '../store/auth.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const DEMO_NO_SMS_MSG = '演示环境不发送短信，已注册的手机号请使用密码登录';

export const smsRoutes = {
  send: route(
    smsSendInputSchema,
    ({ mobile: to, event }, { db, clock, client }): SmsSent => {
      const registered = findByMobile(db, to) !== undefined;
      if (event === 'resetpwd' && !registered) reject('该手机号未注册');
      if (registered) reject(DEMO_NO_SMS_MSG);
      const sent = sendSmsCode(db, clock, to, event, client);
      if ('refused' in sent) reject(sent.refused);
      return { demo_code: sent.code };
    },
    '验证码已发送',
  ),
} satisfies ModuleRoutes<'sms'>;

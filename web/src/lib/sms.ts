/** Sending an SMS code, for every form with a 验证码 field (components/SmsCodeField.tsx). */
import { useMutation } from '@tanstack/react-query';
import { endpoints, type SmsSendReq } from '@zaowu/shared';
import { call } from './api-client.ts';

/**
 * Where a code goes: a number typed in the form (sms.send), or the logged-in member's own bound phone
 * (user.sendSecurityCode, 账号安全), whose full number the page never sees — for the login password, or
 * with purpose pay_password for the 支付密码.
 */
export type SmsTarget =
  { mobile: string; event: SmsSendReq['event'] } | { ownPhone: true; purpose?: 'pay_password' };

export function useSendSms() {
  return useMutation({
    mutationFn: (target: SmsTarget) =>
      'ownPhone' in target
        ? call(endpoints.user.sendSecurityCode, target.purpose ? { purpose: target.purpose } : {})
        : call(endpoints.sms.send, target),
  });
}

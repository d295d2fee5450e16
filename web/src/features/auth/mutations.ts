/** Account mutations (login, logout, SMS, reset, third-party); loaded with the forms, not the shell. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type AuthPlatform,
  type LoginReq,
  type ResetPwdReq,
  type SmsSendReq,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { privateZoneKeyAtom } from '../../lib/client-state.ts';
import { tokenStore } from '../../lib/storage.ts';
import { appStore } from '../../lib/store.ts';
import { authKeys, dropSession, memberSnapshot } from '../../lib/session.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginReq) => call(endpoints.user.login, input),
    onSuccess: ({ token, userinfo }) => {
      tokenStore.set(token);
      memberSnapshot.set(userinfo);
      // A zone key belongs to the session it was opened in; a new login starts locked.
      appStore.set(privateZoneKeyAtom, null);
      queryClient.setQueryData(authKeys.checkLogin, { isLogin: true });
    },
    // Everything fetched as a visitor is fetched again as the member.
    meta: {
      invalidates: [{ predicate: (q) => q.queryKey !== authKeys.checkLogin }],
      awaitsInvalidation: true,
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Leaving is local first: even if the server call fails, this device is logged out.
      await call(endpoints.user.logout, {}, { silent: true }).catch(() => undefined);
    },
    onSettled: () => dropSession(queryClient),
  });
}

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

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPwdReq) => call(endpoints.user.resetpwd, input),
  });
}

export function useAuthUrl() {
  return useMutation({
    mutationFn: (platform: AuthPlatform) =>
      call(endpoints.user.getAuthUrl, { platform, redirect: '/login/bindAccount' }),
  });
}

/**
 * Account mutations (login, logout, reset, third-party); loaded with the forms, not the shell. Sending
 * an SMS code is `lib/sms.ts`, beside the code field every such form uses (`components/SmsCodeField.tsx`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AuthPlatform, type LoginReq, type ResetPwdReq } from '@zaowu/shared';
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

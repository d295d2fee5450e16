export {
  authKeys,
  checkLoginQuery,
  dropSession,
  overviewQuery,
  useIsLoggedIn,
  useLoginState,
} from './api.ts';
export { SmsCodeField } from './components/SmsCodeField.tsx';
export { loginDialogOpenAtom } from './state.ts';

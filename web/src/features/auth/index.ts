export {
  authKeys,
  checkLoginQuery,
  dropSession,
  memberSnapshot,
  overviewQuery,
  recheckLogin,
  useIsLoggedIn,
  useLoginState,
} from './api.ts';
export { LoginDialog } from './components/LoginDialog.tsx';
export { SmsCodeField } from './components/SmsCodeField.tsx';
export { loginDialogOpenAtom, loginImageAtom } from './state.ts';

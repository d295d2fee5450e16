export {
  authKeys,
  checkLoginQuery,
  dropSession,
  overviewQuery,
  recheckLogin,
  useIsLoggedIn,
  useLoginState,
} from './api.ts';
export { LoginDialog } from './components/LoginDialog.tsx';
export { loginDialogOpenAtom, loginImageAtom } from './state.ts';

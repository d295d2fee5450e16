export { authKeys, checkLoginQuery, dropSession, overviewQuery, recheckLogin, useIsLoggedIn } from './api.ts';
export { LoginDialog } from './components/LoginDialog.tsx';
export { loginDialogOpenAtom, loginImageAtom } from './state.ts';

import { atom } from 'jotai';

/** SPEC §3 client state: the login dialog's open flag (default false). A 401 outside /account raises it. */
export const loginDialogOpenAtom = atom(false);

/** The picture beside the login form (SPEC §3: default is the work-cover image). */
export const DEFAULT_LOGIN_IMAGE = '/login-cover.svg';
export const loginImageAtom = atom(DEFAULT_LOGIN_IMAGE);

import { atom } from '../../lib/state.ts';

/** The picture beside the login form (product.md §3: default is the work-cover image). */
const DEFAULT_LOGIN_IMAGE = '/login-cover.svg';
export const loginImageAtom = atom(DEFAULT_LOGIN_IMAGE);

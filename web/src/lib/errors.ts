import { data } from 'react-router';
import { ApiError, NETWORK_FAILED_MSG } from './http.ts';
import { notify, productToast } from './toast.ts';

/** The error a loader throws for a missing page (product.md §8: "Page Not Found: {path}"). */
export function notFound(pathname: string) {
  return data(`Page Not Found: ${pathname}`, { status: 404, statusText: 'Page Not Found' });
}

/** A member-only page seen by a visitor (the login dialog opens over it). */
export function loginRequired() {
  return data('请登录后查看此页面', { status: 401, statusText: 'Unauthorized' });
}

/** What a member whose session ended is told in place (the login dialog or page follows, product.md §8). */
const SESSION_EXPIRED_MSG = '登录已失效，请重新登录后再试';
/** What a load error says when there is no better reason. */
export const LOAD_FAILED_MSG = '网络似乎不太稳定，请稍后重试。';

/**
 * A 401: there is no session (or no longer one). The app's 401 rule (app/unauthorized.ts) has already
 * opened the login dialog or is on its way to the login page, so a caller says nothing more or shows a
 * login prompt; this is the one test for it.
 */
export function isSessionGone(error: unknown): error is ApiError {
  return error instanceof ApiError && error.isUnauthorized;
}

/** product.md §8: a 401 on /account goes to the login page; anywhere else it opens the login dialog. */
export function goesToLoginPage(pathname: string): boolean {
  return pathname === '/account';
}

/**
 * The one rule for what a failure says to the person, in this order:
 * - a 401 of a member whose session ended: 登录已失效 (a visitor's 401 carries the upstream's 请先登录);
 * - an answer with code 0 (the upstream's refusal, or the BFF's 服务暂时不可用 / timeout): its msg;
 * - no answer at all (offline, a dropped connection, a timed-out request): the network line;
 * - anything else (an HTTP error without an envelope, an unreadable answer, a bug): the caller's
 *   `fallback`, which names what failed ("保存失败，请检查网络后重试").
 */
export function userMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isSessionExpired) return SESSION_EXPIRED_MSG;
  if (error.code === 0 && error.message) return error.message;
  if (error.status === 0) return NETWORK_FAILED_MSG;
  return fallback;
}

/**
 * A failed action said in a toast: nothing for a 401 (the login dialog opens), the upstream's msg in the
 * product style (product.md §8), anything else as an error toast with userMessage. The call must be
 * `silent`, or the client has toasted a code-0 msg already.
 */
export function toastFailure(error: unknown, fallback: string): void {
  if (isSessionGone(error)) return;
  if (error instanceof ApiError && error.code === 0 && error.message) productToast(error.message);
  else notify.error(userMessage(error, fallback));
}

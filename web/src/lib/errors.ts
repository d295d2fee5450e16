import { data } from 'react-router';

/** The error a loader throws for a missing page (product.md §8: "Page Not Found: {path}"). */
export function notFound(pathname: string) {
  return data(`Page Not Found: ${pathname}`, { status: 404, statusText: 'Page Not Found' });
}

/** A member-only page seen by a visitor (the login dialog opens over it). */
export function loginRequired() {
  return data('请登录后查看此页面', { status: 401, statusText: 'Unauthorized' });
}

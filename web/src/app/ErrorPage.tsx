/**
 * product.md §2 error page: title ERROR, the status code, the sorry line, an image and 返回首页. A 404 view
 * reports the path to the link checker once (product.md §7, §8); a 401 offers to log in.
 */
import { useSetAtom } from '../lib/state.ts';
import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { SITE_NAME, endpoints } from '@zaowu/shared';
import { Button } from '../components/Button.tsx';
import { call } from '../lib/api-client.ts';
import { loginDialogOpenAtom } from '../lib/session.ts';
import './error-page.css';

/** Location keys already reported, so StrictMode's double effects and re-renders report once. */
const reported = new Set<string>();

function useLinkChecker(status: number) {
  const location = useLocation();
  useEffect(() => {
    if (status !== 404 || reported.has(location.key)) return;
    reported.add(location.key);
    const fullPath = location.pathname + location.search + location.hash;
    call(endpoints.linkChecker.create, { fullPath }, { silent: true }).catch(() => undefined);
  }, [status, location]);
}

/** product.md §2's 404 text is English; this line says it in Chinese, for a share link in its own words. */
function notFoundHint(pathname: string): string {
  return pathname.startsWith('/share/')
    ? '这条分享链接已失效：分享的内容不存在、已被删除，或链接不完整。'
    : '你要找的页面不存在，可能已被删除，或链接有误。';
}

export function ErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? error.statusText)
    : error instanceof Error
      ? error.message
      : '页面出错了';
  useLinkChecker(status);

  useEffect(() => {
    document.title = `${status === 404 ? '页面不存在' : 'ERROR'} · ${SITE_NAME}`;
  }, [status]);

  if (status >= 500 && !isRouteErrorResponse(error)) console.error('[page]', error);

  return (
    <section className="error-page" aria-labelledby="error-title">
      <img className="error-page__image" src="/error.svg" alt="" width="240" height="160" />
      <h1 id="error-title">ERROR</h1>
      <p className="error-page__status">{status}</p>
      <p className="error-page__sorry">
        {status === 404
          ? "SORRY WE COULDN'T FIND YOUR PAGE"
          : status === 401
            ? '请先登录'
            : '抱歉，页面出错了'}
      </p>
      <p className="error-page__message">{message}</p>
      {status === 404 && <p className="error-page__hint">{notFoundHint(location.pathname)}</p>}
      <div className="error-page__actions">
        {status === 401 && (
          <Button variant="secondary" size="lg" onClick={() => openLogin(true)}>
            登录
          </Button>
        )}
        <Button asChild variant="primary" size="lg">
          <Link to="/">返回首页</Link>
        </Button>
      </div>
    </section>
  );
}

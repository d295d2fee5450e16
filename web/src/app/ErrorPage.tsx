import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError, data } from 'react-router';

/** The error the loaders throw for a missing page (SPEC §8: "Page Not Found: {path}"). */
export function notFound(pathname: string) {
  return data(`Page Not Found: ${pathname}`, { status: 404, statusText: 'Page Not Found' });
}

/** SPEC §2 error page: title ERROR, the status code, the sorry line, an image, back home. */
export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? error.statusText)
    : error instanceof Error
      ? error.message
      : '出错了';

  useEffect(() => {
    document.title = `${status} · 造物`;
  }, [status]);

  return (
    <section className="error-page" aria-labelledby="error-title">
      <img className="error-page__image" src="/error.svg" alt="" width="240" height="160" />
      <h1 id="error-title">ERROR</h1>
      <p className="error-page__status">{status}</p>
      <p className="error-page__sorry">
        {status === 404 ? "SORRY WE COULDN'T FIND YOUR PAGE" : '抱歉，页面出错了'}
      </p>
      <p className="error-page__message">{message}</p>
      <Link className="button button--primary" to="/">
        返回首页
      </Link>
    </section>
  );
}

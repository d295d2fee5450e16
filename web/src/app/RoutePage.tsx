import { useEffect } from 'react';
import { SITE_NAME, type RouteDef } from '@zaowu/shared';
import { HomePage } from './HomePage.tsx';

/** Placeholder page per route until its feature lands: the route's own Chinese title. */
export function RoutePage({ route }: { route: RouteDef }) {
  useEffect(() => {
    document.title =
      route.name === 'index' ? `${SITE_NAME} · 创作者的作品社区` : `${route.title} · ${SITE_NAME}`;
  }, [route]);

  if (route.name === 'index') return <HomePage />;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{route.title}</h1>
      <p className="muted">「{route.title}」页面正在建设中，敬请期待。</p>
    </section>
  );
}

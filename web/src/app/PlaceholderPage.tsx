/** Pages whose feature issue has not landed yet: says what the page will hold, and where to go now. */
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from './router.tsx';
import { usePageTitle } from '../lib/page-title.ts';
import { Button } from '../components/Button.tsx';
import './placeholder.css';

export function Component() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.route.title ?? '页面';
  usePageTitle(title);
  return (
    <section className="placeholder" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="muted">「{title}」正在精心打磨中，很快与你见面。先去看看大家的新作品吧。</p>
      <div className="placeholder__actions">
        <Button asChild variant="primary">
          <Link to="/">去首页逛逛</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/explore">发现作品</Link>
        </Button>
      </div>
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import './layout.css';

// Below every page's content: it comes just after the first render, outside the first load. Nothing
// follows it, so its arrival moves nothing on screen.
const Footer = lazy(() => import('./Footer.tsx').then((m) => ({ default: m.Footer })));

export function DefaultLayout() {
  return (
    <div className="layout">
      <SkipLink />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}

import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import './layout.css';

export function DefaultLayout() {
  return (
    <div className="layout">
      <SkipLink />
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

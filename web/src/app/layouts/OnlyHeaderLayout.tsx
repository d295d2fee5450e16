import { Outlet } from 'react-router';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import './layout.css';

/** /publish and /editWork/{id}: the header without the main navigation, no footer — room to work. */
export function OnlyHeaderLayout() {
  return (
    <div className="layout layout--only-header">
      <SkipLink />
      <Header showNav={false} />
      <main id="main" className="main main--wide" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

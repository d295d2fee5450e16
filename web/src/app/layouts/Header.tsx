import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MessageBell } from '../../features/messages/index.ts';
import { ThemeToggle } from '../../features/theme/index.ts';
import { useIsLoggedIn } from '../../features/auth/index.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { SearchBox } from './SearchBox.tsx';
import { UserMenu } from './UserMenu.tsx';

// The phone navigation drawer loads the first time it is opened.
const Drawer = lazy(() => import('../../components/Drawer.tsx').then((m) => ({ default: m.Drawer })));

function MainNav({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="主导航" className={className}>
      {NAV_ITEMS.map((n) => (
        <NavLink key={n.to} to={n.to} end={n.to === '/'} onClick={onNavigate}>
          {n.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The site header (default and only-header layouts). Phones get a drawer for the navigation. */
export function Header({ showNav = true }: { showNav?: boolean }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  const loggedIn = useIsLoggedIn();
  const close = () => setDrawerOpen(false);
  return (
    <header className="header">
      <div className="header__inner">
        {showNav && (
          <button
            type="button"
            className="icon-button header__menu"
            aria-label="打开导航"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
            </svg>
          </button>
        )}
        <Link className="logo" to="/" aria-label="造物 首页">
          造物
        </Link>
        {showNav && <MainNav className="header__nav" />}
        <div className="header__search">
          <SearchBox />
        </div>
        <div className="header__actions">
          <Link to="/publish" className="btn btn--primary btn--sm header__publish" data-tour="publish">
            <span aria-hidden="true">＋</span> 发布
          </Link>
          {loggedIn && (
            <Link
              to="/disk"
              className="icon-button header__disk"
              aria-label="云盘"
              title="云盘"
              data-tour="disk"
            >
              <svg viewBox="0 0 24 24" width="21" height="21" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M6.5 19a4.5 4.5 0 0 1-.67-8.95 6 6 0 0 1 11.5-1.6A5 5 0 0 1 17.5 19h-11Zm0-2h11a3 3 0 0 0 .36-5.98l-.88-.1-.22-.86a4 4 0 0 0-7.66-.52l-.33.87-.93.06A2.5 2.5 0 0 0 6.5 17Z"
                />
              </svg>
            </Link>
          )}
          {loggedIn && <MessageBell />}
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
      {showNav && drawerWanted && (
        <Suspense fallback={null}>
          <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title="造物">
            <div className="drawer-nav">
              <SearchBox onSearch={close} />
              <MainNav className="drawer-nav__links" onNavigate={close} />
              <div className="drawer-nav__extra">
                <Link to="/recommend" onClick={close}>
                  推荐
                </Link>
                <Link to="/community" onClick={close}>
                  社区
                </Link>
                <Link to="/publish" onClick={close}>
                  发布作品
                </Link>
              </div>
            </div>
          </Drawer>
        </Suspense>
      )}
    </header>
  );
}

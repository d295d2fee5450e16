import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ThemeToggle } from '../../features/theme/index.ts';
// auth's modules, not its index: the index also carries the SMS field and its mutations (not first-load).
import { useIsLoggedIn } from '../../lib/session.ts';
import { pathOn } from '../../lib/features.ts';
import { NAV_ITEMS } from './nav-items.ts';
import { SearchBox, SearchGlyph } from './SearchBox.tsx';
import { UserMenu } from './UserMenu.tsx';

const MemberTools = lazy(() => import('./MemberTools.tsx'));
const CartCount = lazy(() => import('./CartCount.tsx'));
// The phone navigation drawer loads the first time it is opened.
const Drawer = lazy(() => import('../../components/Drawer.tsx').then((m) => ({ default: m.Drawer })));

function MainNav({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="主导航" className={className}>
      {NAV_ITEMS.filter((n) => pathOn(n.to)).map((n) => (
        <NavLink key={n.to} to={n.to} end={n.to === '/'} onClick={onNavigate}>
          {n.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** The member tools' room (two icon buttons) while their code loads, so nothing in the header moves. */
function MemberToolsRoom() {
  return (
    <>
      <span className="icon-button" aria-hidden="true" />
      <span className="icon-button" aria-hidden="true" />
    </>
  );
}

const SEARCH_ID = 'header-search';

/**
 * Phones: the header has no room for the search box, so 打开搜索 (a magnifier button) opens it as a row under the
 * header, with the cursor in it; Esc, a search or another page closes it.
 */
function usePhoneSearch() {
  // Open on the page it was opened on only: another page (a search goes to one) finds it closed.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  return {
    open,
    inputRef,
    toggleRef,
    toggle: () => setOpenOn(open ? null : key),
    /** Esc: closed, and the keyboard is back on the button that opened it. */
    dismiss: () => {
      setOpenOn(null);
      toggleRef.current?.focus();
    },
  };
}

/** The site header (default and only-header layouts). Phones get a drawer for the navigation. */
export function Header({ showNav = true }: { showNav?: boolean }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);
  const loggedIn = useIsLoggedIn();
  const search = usePhoneSearch();
  const { inputRef: searchInputRef, toggleRef: searchToggleRef } = search;
  const close = () => setDrawerOpen(false);
  // Search goes to 发现, the cart is the shop's: neither is drawn while its feature is off.
  const searchOn = pathOn('/explore');
  const cartOn = pathOn('/cart');
  return (
    <header className="header">
      <div className="header__inner">
        {showNav && (
          <button
            type="button"
            className="icon-button header__menu"
            data-tour="menu"
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
        {searchOn && (
          <div id={SEARCH_ID} className={clsx('header__search', search.open && 'header__search--open')}>
            <SearchBox inputRef={searchInputRef} onEscape={search.dismiss} />
          </div>
        )}
        <div className="header__actions">
          {searchOn && (
            <button
              ref={searchToggleRef}
              type="button"
              className="icon-button header__search-toggle"
              aria-label="打开搜索"
              aria-expanded={search.open}
              aria-controls={SEARCH_ID}
              onClick={search.toggle}
            >
              <SearchGlyph size={22} />
            </button>
          )}
          <Link to="/publish" className="btn btn--primary btn--sm header__publish" data-tour="publish">
            <span aria-hidden="true">＋</span> 发布
          </Link>
          {/* Visitors keep a cart too (it lives in this browser). */}
          {cartOn && (
            <Link to="/cart" className="icon-button header__cart" title="购物车">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM2 3v2h2.2l3.3 9.6A2 2 0 0 0 9.4 16H19v-2H9.7l-.5-1.5h9.6a1 1 0 0 0 1-.8L21 5H6.2l-.7-2H2Zm4.9 4h11.7l-1 3.5H8.1L6.9 7Z"
                />
              </svg>
              <span className="visually-hidden">购物车</span>
              <Suspense fallback={null}>
                <CartCount />
              </Suspense>
            </Link>
          )}
          {loggedIn && (
            <Suspense fallback={<MemberToolsRoom />}>
              <MemberTools />
            </Suspense>
          )}
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

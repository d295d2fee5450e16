import { Link, Outlet } from 'react-router';
import { ThemeToggle } from '../../features/theme/index.ts';
import { SkipLink } from './SkipLink.tsx';
import './layout.css';

/**
 * /login, /login/bindAccount, /login/forget and /demo: a focused page without the site navigation,
 * so nothing competes with the task (product.md §2 "custom-events" layout).
 */
export function CustomEventsLayout() {
  return (
    <div className="layout layout--focus">
      <SkipLink />
      <header className="focus-bar">
        <Link className="logo" to="/" aria-label="造物 首页">
          造物
        </Link>
        <div className="focus-bar__actions">
          <Link to="/" className="focus-bar__home">
            返回首页
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="main main--focus" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="focus-footer muted">
        <Link to="/agreement">用户协议</Link>
        <Link to="/privacy">隐私政策</Link>
        <span>© 2026 造物</span>
      </footer>
    </div>
  );
}

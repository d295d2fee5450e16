import { Link, NavLink, Outlet } from 'react-router';

const NAV = [
  { to: '/', label: '首页' },
  { to: '/model', label: '模型' },
  { to: '/art', label: '原画' },
  { to: '/animation', label: '动画' },
  { to: '/blog', label: '博客' },
  { to: '/designer', label: '设计师' },
  { to: '/shop', label: '店铺' },
  { to: '/explore', label: '发现' },
];

export function RootLayout() {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <header className="header">
        <Link className="logo" to="/" aria-label="造物 首页">
          造物
        </Link>
        <nav aria-label="主导航" className="header__nav">
          {NAV.map((n) => (
            <NavLink key={n.to} to={n.to} end={n.to === '/'}>
              {n.label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main id="main" className="main">
        <Outlet />
      </main>
      <footer className="footer">
        <Link to="/agreement">用户协议</Link>
        <Link to="/privacy">隐私政策</Link>
        <Link to="/identity_agreement">实名认证服务协议</Link>
        <span>© 2026 造物</span>
      </footer>
    </div>
  );
}

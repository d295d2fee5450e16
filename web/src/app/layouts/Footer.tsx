import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { pathOn } from '../../lib/features.ts';
// The entry's look comes with the first load, so its placeholder is the same size as the button.
import '../../features/feedback/entry.css';

// After the first render: 意见反馈 needs the login state and the auth feature, which the page does not.
const FeedbackEntry = lazy(() =>
  import('../../features/feedback/index.ts').then((m) => ({ default: m.FeedbackEntry })),
);

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <span className="logo logo--small">造物</span>
          <p className="muted">发现好作品，遇见好创作者。</p>
        </div>
        <nav aria-label="页脚" className="footer__links">
          <Link to="/agreement">用户协议</Link>
          <Link to="/privacy">隐私政策</Link>
          <Link to="/identity_agreement">实名认证服务协议</Link>
          {pathOn('/community') && <Link to="/community">社区</Link>}
          <Suspense
            fallback={
              <span className="feedback-entry" aria-hidden="true">
                意见反馈
              </span>
            }
          >
            <FeedbackEntry className="feedback-entry" />
          </Suspense>
        </nav>
        <p className="footer__copy muted">© 2026 造物 Zaowu · 创作者的作品社区与交易平台</p>
      </div>
    </footer>
  );
}

import { useAtomValue } from '../../../lib/state.ts';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { notify } from '../../../lib/toast.ts';
import { safeRedirectTarget } from '../../../lib/url.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { LoginForm } from '../components/LoginForm.tsx';
import { loginImageAtom } from '../state.ts';
import '../components/auth.css';
import './auth-page.css';

/** /login: after login go to `gourl` only when it is a same-origin path (product.md §5), else home. */
export function Component() {
  usePageTitle('登录');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const image = useAtomValue(loginImageAtom);
  const target = safeRedirectTarget(params.get('gourl'));

  useEffect(() => {
    if (loggedIn) void navigate(target, { replace: true });
  }, [loggedIn, navigate, target]);

  return (
    <div className="auth-page">
      <div className="auth-page__art" aria-hidden="true">
        <img src={image} alt="" width="420" height="560" />
        <p className="auth-page__slogan">把灵感做成作品</p>
      </div>
      <section className="auth-page__card" aria-labelledby="page-title">
        <h1 id="page-title">登录造物</h1>
        <p className="muted auth-page__lead">欢迎回来。还没有账号？用验证码登录即可自动注册。</p>
        <LoginForm onSuccess={() => notify.success('登录成功')} />
      </section>
    </div>
  );
}

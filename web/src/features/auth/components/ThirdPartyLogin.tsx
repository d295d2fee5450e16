import type { AuthPlatform } from '@zaowu/shared';
import { goExternal } from '../../../lib/url.ts';
import { notify } from '../../../lib/toast.ts';
import { useAuthUrl } from '../mutations.ts';
import { rememberThirdPartyLogin } from '../third-party-state.ts';

const PLATFORMS: { platform: AuthPlatform; label: string; mark: string }[] = [
  { platform: 'wechat', label: '微信登录', mark: '微' },
  { platform: 'qq', label: 'QQ 登录', mark: 'Q' },
  { platform: 'weibo', label: '微博登录', mark: '博' },
];

/** Third-party login: the server gives the URL; we follow it only to an allow-listed host (product.md §5). */
export function ThirdPartyLogin() {
  const authUrl = useAuthUrl();
  const go = (platform: AuthPlatform) =>
    authUrl.mutate(platform, {
      onSuccess: ({ url }) => {
        rememberThirdPartyLogin(url);
        if (!goExternal(url)) notify.error('登录地址不安全，已阻止跳转');
      },
    });
  return (
    <div className="third-party">
      <p className="third-party__title">其他方式登录</p>
      <ul className="third-party__list">
        {PLATFORMS.map((p) => (
          <li key={p.platform}>
            <button
              type="button"
              className={`third-party__btn third-party__btn--${p.platform}`}
              onClick={() => go(p.platform)}
              disabled={authUrl.isPending}
              aria-label={p.label}
              title={p.label}
            >
              <span aria-hidden="true">{p.mark}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

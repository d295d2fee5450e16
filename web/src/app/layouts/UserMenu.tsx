import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from '../../lib/state.ts';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/Button.tsx';
// auth's modules, not its index: the index also carries the SMS field and its mutations (not first-load).
import { loginDialogOpenAtom, memberSnapshot, overviewQuery, useIsLoggedIn } from '../../lib/session.ts';

const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

/** 登录 for visitors; for members, the avatar with the account menu. */
export function UserMenu() {
  const loggedIn = useIsLoggedIn();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const overview = useQuery({ ...overviewQuery(), enabled: loggedIn });

  if (!loggedIn) {
    return (
      <Button variant="primary" size="sm" onClick={() => openLogin(true)} className="header__login">
        登录
      </Button>
    );
  }
  // Until the profile loads (a reload), the last member seen on this device.
  const me = overview.data?.userinfo ?? memberSnapshot.get();
  const name = me?.nickname ?? '我';
  return (
    <Suspense
      fallback={
        <span className="icon-button avatar-button" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      }
    >
      <AccountMenu name={name} avatar={me?.avatar} />
    </Suspense>
  );
}

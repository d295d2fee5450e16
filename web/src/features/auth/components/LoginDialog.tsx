import { useAtomValue } from '../../../lib/state.ts';
import { lazy, Suspense, useState } from 'react';
import { loginDialogOpenAtom } from '../../../lib/session.ts';

const LoginDialogContent = lazy(() => import('./LoginDialogContent.tsx'));

/**
 * The login dialog (named 登录), opened by the 登录 button or by a 401 outside /account. Its code
 * (form, Radix dialog) loads the first time it opens, then stays mounted so focus returns on close.
 */
export function LoginDialog() {
  const open = useAtomValue(loginDialogOpenAtom);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogContent />
    </Suspense>
  );
}

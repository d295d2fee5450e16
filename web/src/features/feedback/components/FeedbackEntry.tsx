/**
 * 意见反馈 in the footer. A member gets the dialog (its code loads on the first click). A visitor is
 * asked to log in first; once they have, the dialog opens by itself.
 */
import { useAtomValue, useSetAtom } from '../../../lib/state.ts';
import { Suspense, lazy, useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { loginDialogOpenAtom, useLoginState } from '../../../lib/session.ts';
import '../entry.css';

const FeedbackDialog = lazy(() => import('./FeedbackDialog.tsx'));

export function FeedbackEntry({ className }: { className?: string }) {
  const login = useLoginState();
  const loginOpen = useAtomValue(loginDialogOpenAtom);
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // A visitor's click: 'asked' until the login dialog shows, 'shown' while it is open.
  const [afterLogin, setAfterLogin] = useState<'asked' | 'shown' | null>(null);

  if (afterLogin === 'asked' && loginOpen) setAfterLogin('shown');
  if (afterLogin === 'shown' && !loginOpen) {
    setAfterLogin(null);
    if (login === 'member') {
      setLoaded(true);
      setOpen(true);
    }
  }

  const onClick = () => {
    if (login === 'visitor') {
      notify.info('登录后即可提交意见反馈');
      setAfterLogin('asked');
      openLogin(true);
      return;
    }
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={onClick}>
        意见反馈
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

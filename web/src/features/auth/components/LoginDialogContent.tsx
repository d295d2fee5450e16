import { useAtom, useAtomValue } from '../../../lib/state.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { loginDialogOpenAtom } from '../../../lib/session.ts';
import { loginImageAtom } from '../state.ts';
import { LoginForm } from './LoginForm.tsx';

/** The dialog itself; loaded the first time it opens (see LoginDialog.tsx). */
export default function LoginDialogContent() {
  const [open, setOpen] = useAtom(loginDialogOpenAtom);
  const image = useAtomValue(loginImageAtom);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="登录" size="lg" className="login-dialog">
      <div className="login-dialog__body">
        <img className="login-dialog__image" src={image} alt="" width="320" height="420" />
        <div className="login-dialog__form">
          <p className="muted login-dialog__lead">登录造物，收藏喜欢的作品，和创作者交流。</p>
          <LoginForm
            onSuccess={() => {
              setOpen(false);
              notify.success('登录成功');
            }}
            onNavigate={() => setOpen(false)}
          />
        </div>
      </div>
    </Dialog>
  );
}

/**
 * What a member-only screen shows a visitor: why to log in, and 登录, which opens the login dialog.
 * Screens ask for their data only once `useLoginState()` says member, so a visitor sends no call.
 */
import { useSetAtom } from '../lib/state.ts';
import { loginDialogOpenAtom } from '../lib/session.ts';
import { Button } from './Button.tsx';
import { Empty, type EmptyProps } from './Empty.tsx';

export type LoginPromptProps = Pick<EmptyProps, 'title' | 'description' | 'icon' | 'titleAs' | 'size'>;

export function LoginPrompt({ icon = 'user', ...rest }: LoginPromptProps) {
  const openLogin = useSetAtom(loginDialogOpenAtom);
  return (
    <Empty
      icon={icon}
      {...rest}
      action={
        <Button variant="primary" onClick={() => openLogin(true)}>
          登录
        </Button>
      }
    />
  );
}

/**
 * 私信 beside a person (designer page, author card, user card): opens the conversation with them on
 * /messagebox, or starts it. Visitors get the login dialog; nobody sees it beside themselves.
 */
import { hrefs } from '@zaowu/shared';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from '../../../lib/state.ts';
import { Link } from 'react-router';
import { Button, type ButtonSize } from '../../../components/Button.tsx';
import { loginDialogOpenAtom, overviewQuery, useLoginState } from '../../../lib/session.ts';

export interface MessageButtonProps {
  userId: number;
  /** The person's name, for the accessible label (私信 {name}). */
  name: string;
  size?: ButtonSize;
}

const conversationHref = (userId: number) => hrefs.messagebox({ query: { with: userId } });

export function MessageButton({ userId, name, size = 'sm' }: MessageButtonProps) {
  const loginState = useLoginState();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const me = useQuery({ ...overviewQuery(), enabled: loginState === 'member' });

  if (loginState === 'member') {
    // On one's own page there is nobody to write to (and until we know who "me" is, wait).
    if (!me.data || me.data.userinfo.id === userId) return null;
    return (
      <Button asChild size={size} variant="secondary">
        <Link to={conversationHref(userId)} aria-label={`私信 ${name}`} data-message-user={userId}>
          私信
        </Link>
      </Button>
    );
  }
  return (
    <Button
      size={size}
      variant="secondary"
      aria-label={`私信 ${name}`}
      aria-busy={loginState === 'checking' || undefined}
      data-message-user={userId}
      // Until the login check answers, a click is neither a member's nor a visitor's.
      onClick={() => loginState === 'visitor' && openLogin(true)}
    >
      私信
    </Button>
  );
}

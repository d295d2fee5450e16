import { useEffect, useState } from 'react';
import { SMS_RESEND_MS, type SmsSent } from '@zaowu/shared';
import { useSendSms, type SmsTarget } from '../lib/sms.ts';
import { notify } from '../lib/toast.ts';
import { Button } from './Button.tsx';

const SMS_RESEND_SECONDS = SMS_RESEND_MS / 1000;
/** The server's "验证码已发送，请 N 秒后再试": a code went to this number lately, maybe from another form. */
const WAIT_MSG = /请 (\d+) 秒后再试/;

/** The seconds a refusal asks to wait, within the resend interval; 0 when it asks for none. */
function waitOf(message: string): number {
  const seconds = Number(WAIT_MSG.exec(message)?.[1] ?? 0);
  return Math.min(Math.max(0, seconds), SMS_RESEND_SECONDS);
}

interface Props {
  target: SmsTarget;
  /**
   * The form checks the number first (its schema, its error beside the field); false sends nothing.
   * Absent for the member's own phone, which needs no checking.
   */
  beforeSend?: () => boolean | Promise<boolean>;
  /** Called with the server's message when the send failed. */
  onError: (message: string) => void;
  /** A send is about to go (the number is valid): what the last one said no longer holds. */
  onSending?: () => void;
  /** The server accepted: its answer (the demo's code, or null from a real SMS gateway). */
  onSent?: (answer: SmsSent | null) => void;
}

/**
 * 获取验证码 with a 60 s resend countdown. The count starts only after the server accepted, or, when it
 * refused because a code went to the number lately (one a minute per number, whatever the code is
 * for), at the seconds it says are left.
 */
export function SmsCodeButton({ target, beforeSend, onError, onSending, onSent }: Props) {
  const send = useSendSms();
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);

  const onClick = async () => {
    if (beforeSend && !(await beforeSend())) return;
    onSending?.();
    send.mutate('mobile' in target ? { mobile: target.mobile.trim(), event: target.event } : target, {
      onSuccess: (answer) => {
        setLeft(SMS_RESEND_SECONDS);
        notify.success('验证码已发送，请注意查收');
        onSent?.(answer);
      },
      onError: (err) => {
        setLeft(waitOf(err.message));
        onError(err.message);
      },
    });
  };

  return (
    <Button
      variant="secondary"
      onClick={() => void onClick()}
      loading={send.isPending}
      disabled={left > 0}
      className="sms-button"
      aria-live="polite"
    >
      {left > 0 ? `${left} 秒后重发` : '获取验证码'}
    </Button>
  );
}

/**
 * The 支付密码 where money leaves the balance (余额支付, 提现). Set and not locked: the 6-digit field, with
 * 忘记支付密码？ beside it. Not set yet: says so and offers 设置支付密码 right here. Locked after too many
 * wrong ones: says for how long and offers 重置支付密码. Each opens the SMS dialog in place, so the
 * payment or the withdrawal goes on afterwards without leaving the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { Button } from '../Button.tsx';
import { Icon } from '../Icon.tsx';
import { lockedMinutes, payPasswordStateQuery } from '../../lib/pay-password.ts';
import { PayPasswordDialog, type PayPasswordMode } from './PayPasswordDialog.tsx';
import { PayPasswordInput } from './PayPasswordInput.tsx';
import './pay-password.css';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** What it is asked for, in the notes: 支付 or 提现. */
  purpose: string;
}

export function PayPasswordField({ value, onChange, error, inputRef, disabled, purpose }: Props) {
  const state = useQuery(payPasswordStateQuery());
  const [dialog, setDialog] = useState<PayPasswordMode | null>(null);
  const minutes = lockedMinutes(state.data);
  const open = (mode: PayPasswordMode) => setDialog(mode);

  let body;
  if (state.data && !state.data.is_set) {
    body = (
      <div className="pay-password-note" role="status">
        <Icon name="info" />
        <p>
          {purpose}需要支付密码，你还没有设置。设置后即可继续{purpose}，不会离开本页。
        </p>
        <Button size="sm" variant="primary" onClick={() => open('set')}>
          设置支付密码
        </Button>
      </div>
    );
  } else if (minutes > 0) {
    body = (
      <div className="pay-password-note pay-password-note--locked" role="alert">
        <Icon name="alert" />
        <p>
          支付密码连续输错次数过多，已锁定，请 {minutes}{' '}
          分钟后再试；也可以通过短信验证码重置，重置后立即可用。
        </p>
        <Button size="sm" variant="primary" onClick={() => open('reset')}>
          重置支付密码
        </Button>
      </div>
    );
  } else {
    body = (
      <PayPasswordInput
        ref={inputRef}
        name="pay_password"
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        hint={`${purpose}前请输入 6 位数字支付密码`}
        suffix={
          <Button size="sm" variant="ghost" onClick={() => open('reset')}>
            忘记支付密码？
          </Button>
        }
      />
    );
  }

  return (
    <div className="pay-password-field">
      {body}
      <PayPasswordDialog
        open={dialog !== null}
        onOpenChange={(next) => !next && setDialog(null)}
        mode={dialog ?? 'set'}
        onDone={() => onChange('')}
      />
    </div>
  );
}

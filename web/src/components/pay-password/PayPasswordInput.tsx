/**
 * The 6-digit 支付密码, as one field: masked, the phone's number pad (inputmode numeric), nothing for the
 * browser to fill in or remember (autocomplete off: it is neither a login password nor an SMS code),
 * and only digits kept as it is typed or pasted. Labelled, with its hint and error read with it.
 */
import { forwardRef, type ReactNode } from 'react';
import { PAY_PASSWORD_LENGTH } from '@zaowu/shared/pay-password';
import { Input } from '../Field.tsx';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  label?: string;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  /** An action beside the field (忘记支付密码？). */
  suffix?: ReactNode;
  name?: string;
}

/** Digits only, at most six: a pasted "25 80 36" holds 258036, full-width ２５８０３６ (an IME's) too. */
function digitsOf(text: string): string {
  return text.normalize('NFKC').replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);
}

export const PayPasswordInput = forwardRef<HTMLInputElement, Props>(function PayPasswordInput(
  { value, onChange, onBlur, label = '支付密码', error, hint = '6 位数字', disabled, suffix, name },
  ref,
) {
  return (
    <Input
      ref={ref}
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={PAY_PASSWORD_LENGTH}
      pattern="[0-9]*"
      placeholder="••••••"
      className="pay-password-input"
      value={value}
      onChange={(e) => onChange(digitsOf(e.target.value))}
      onBlur={onBlur}
      error={error}
      hint={hint}
      disabled={disabled}
      suffix={suffix}
    />
  );
});

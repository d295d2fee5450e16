/**
 * The 验证码 field of every form that sends an SMS code: the input, 获取验证码, and — on the demo
 * upstream, which sends no SMS and answers the code it would have sent — a note with that code and
 * 填入. A real SMS gateway answers null and no note shows. The form owns the value and its checks
 * (react-hook-form's Controller: value, onChange, onBlur, inputRef).
 */
import { clsx } from 'clsx';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { SmsTarget } from '../lib/sms.ts';
import { Button } from './Button.tsx';
import { Input } from './Field.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import './sms-code-field.css';

interface Props {
  /** Where the code goes: the mobile field's value as typed (and why), or the member's own phone. */
  target: SmsTarget;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  /** The form's handle on the input, so it can focus the field when the code is what is wrong. */
  inputRef?: (input: HTMLInputElement | null) => void;
  error?: string | null;
  hint?: ReactNode;
  /** Checks the number before a code is sent (the form says why not, beside the number); false sends nothing. */
  beforeSend?: () => boolean | Promise<boolean>;
  /** The send failed: the server's words, said at the mobile field (or the code's). */
  onSendError: (message: string) => void;
}

export function SmsCodeField({
  target,
  value,
  onChange,
  onBlur,
  inputRef: formRef,
  error,
  hint,
  beforeSend,
  onSendError,
}: Props) {
  const mobile = 'mobile' in target ? target.mobile : '';
  const inputRef = useRef<HTMLInputElement>(null);
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      inputRef.current = el;
      formRef?.(el);
    },
    [formRef],
  );
  const [demo, setDemo] = useState<{ mobile: string; code: string } | null>(null);
  // A code belongs to the number it was sent to: once the number is edited the note goes.
  if (demo && demo.mobile !== mobile) setDemo(null);
  const code = demo?.code ?? null;

  return (
    <div className="sms-field">
      <Input
        ref={setInput}
        label="验证码"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6 位数字"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={error}
        hint={hint}
        suffix={
          <SmsCodeButton
            target={target}
            beforeSend={beforeSend}
            onError={onSendError}
            onSending={() => setDemo(null)}
            onSent={(answer) => setDemo(answer?.demo_code ? { mobile, code: answer.demo_code } : null)}
          />
        }
      />
      {/* Always in the page, so screen readers announce the code when it arrives. */}
      <div className={clsx('sms-demo', code && 'is-shown')}>
        <p role="status" className="sms-demo__text">
          {code && (
            <>
              演示环境不会真的发送短信，本次验证码：<strong className="sms-demo__code">{code}</strong>
            </>
          )}
        </p>
        {code && (
          <Button
            size="sm"
            className="sms-demo__fill"
            aria-label="填入验证码"
            onClick={() => {
              onChange(code);
              inputRef.current?.focus();
            }}
          >
            填入
          </Button>
        )}
      </div>
    </div>
  );
}

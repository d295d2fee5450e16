import { clsx } from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import './field.css';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Error message shown under the input (and announced); marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Content after the input inside the field row (e.g. a 获取验证码 button). */
  suffix?: ReactNode;
}

/** A labelled text input with hint and error, wired for screen readers. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, hint, suffix, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field__row">
        <input
          ref={ref}
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
        {suffix}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

/**
 * The form's field frames: a label (or legend) with 必填 mark and counter, the control, then the hint
 * or the error. The control is tied to both by aria-describedby and marked aria-invalid on an error.
 */
import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Icon } from '../../../components/Icon.tsx';

/** aria-describedby for a field's control: its error, else its hint. */
export function describedBy(id: string, error?: string | null, hint?: ReactNode, extra?: string) {
  return [error ? `${id}-error` : hint ? `${id}-hint` : null, extra].filter(Boolean).join(' ') || undefined;
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="pub-field__error">
        <Icon name="alert" />
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="pub-field__hint">
      {hint}
    </p>
  );
}

export function Required() {
  return (
    <span className="pub-field__required" aria-hidden="true">
      *
    </span>
  );
}

function Counter({ length, max, id }: { length: number; max: number; id: string }) {
  return (
    <span id={id} className={clsx('pub-field__counter tabular', length > max && 'pub-field__counter--over')}>
      {length}/{max}
    </span>
  );
}

interface TextProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Shows length/max beside the label. */
  max?: number;
  value: string;
  onValueChange: (value: string) => void;
}

/** What a text control needs from its frame: its id, and the invalid / required / described-by wiring. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label with 必填 mark and counter, the control, then the hint or the error. */
function TextFrame({
  id,
  label,
  required,
  error,
  hint,
  max,
  value,
  children,
}: Omit<TextProps, 'onValueChange'> & { children: (wiring: ControlWiring) => ReactNode }) {
  const counterId = `${id}-count`;
  return (
    <div className={clsx('pub-field', error && 'pub-field--invalid')}>
      <div className="pub-field__top">
        <label className="pub-field__label" htmlFor={id}>
          {label}
          {required && <Required />}
        </label>
        {max !== undefined && <Counter id={counterId} length={value.trim().length} max={max} />}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': describedBy(id, error, hint, max !== undefined ? counterId : undefined),
      })}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField({
  value,
  onValueChange,
  label,
  required,
  error,
  hint,
  max,
  id,
  ...rest
}: TextProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>) {
  return (
    <TextFrame {...{ id, label, required, error, hint, max, value }}>
      {(wiring) => (
        <input
          className="pub-input"
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          {...wiring}
          {...rest}
        />
      )}
    </TextFrame>
  );
}

export function TextAreaField({
  value,
  onValueChange,
  label,
  required,
  error,
  hint,
  max,
  id,
  ...rest
}: TextProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'>) {
  return (
    <TextFrame {...{ id, label, required, error, hint, max, value }}>
      {(wiring) => (
        <textarea
          className="pub-input pub-input--area"
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          {...wiring}
          {...rest}
        />
      )}
    </TextFrame>
  );
}

/** A group of controls (radios, checkboxes, uploads) under a legend. */
export function FieldGroup({
  id,
  legend,
  required,
  error,
  hint,
  className,
  aside,
  children,
}: {
  id: string;
  legend: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** Beside the legend (a count, a link). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      className={clsx('pub-field pub-group', error && 'pub-field--invalid', className)}
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend className="pub-field__label pub-group__legend">
        {legend}
        {required && <Required />}
      </legend>
      {aside && <div className="pub-group__aside">{aside}</div>}
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}

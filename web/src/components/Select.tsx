import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Select as Radix } from 'radix-ui';
import { Icon } from './Icon.tsx';
import './field.css';
import './select.css';

export interface SelectOption {
  /** Must not be the empty string (Radix reserves it for "no value"). */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label; also the trigger's accessible name. */
  label: string;
  /** Keeps the label for screen readers only (e.g. a sort box in a toolbar). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name: a hidden native select carries the value in a form submit. */
  name?: string;
  id?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** A labelled single-choice list (Radix Select: arrow keys, typeahead, Esc, focus return). */
export function Select({
  label,
  hideLabel,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = '请选择',
  error,
  hint,
  disabled,
  required,
  name,
  id,
  size = 'md',
  className,
}: SelectProps) {
  const auto = useId();
  const triggerId = id ?? auto;
  const hintId = hint ? `${triggerId}-hint` : undefined;
  const errorId = error ? `${triggerId}-error` : undefined;
  return (
    <div className={clsx('field', 'select', error && 'field--invalid', className)}>
      <label className={clsx('field__label', hideLabel && 'visually-hidden')} htmlFor={triggerId}>
        {label}
      </label>
      <Radix.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
      >
        <Radix.Trigger
          id={triggerId}
          className={clsx('select__trigger', `select__trigger--${size}`)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        >
          <span className="select__value">
            <Radix.Value placeholder={placeholder} />
          </span>
          <Radix.Icon className="select__icon">
            <Icon name="chevron-down" size={18} />
          </Radix.Icon>
        </Radix.Trigger>
        <Radix.Portal>
          <Radix.Content className="select__content" position="popper" sideOffset={6}>
            <Radix.ScrollUpButton className="select__scroll">
              <Icon name="chevron-up" size={16} />
            </Radix.ScrollUpButton>
            <Radix.Viewport className="select__viewport">
              {options.map((o) => (
                <Radix.Item key={o.value} value={o.value} disabled={o.disabled} className="select__item">
                  <Radix.ItemText>{o.label}</Radix.ItemText>
                  <Radix.ItemIndicator className="select__check">
                    <Icon name="check" size={16} />
                  </Radix.ItemIndicator>
                </Radix.Item>
              ))}
            </Radix.Viewport>
            <Radix.ScrollDownButton className="select__scroll">
              <Icon name="chevron-down" size={16} />
            </Radix.ScrollDownButton>
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
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
}

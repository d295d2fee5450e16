import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Checkbox as Radix } from 'radix-ui';
import { Icon } from './Icon.tsx';
import './checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  /** A line under the label (announced as the description). */
  description?: ReactNode;
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  error?: string | null;
  id?: string;
  className?: string;
}

/** A labelled checkbox with an optional third "indeterminate" state (Radix Checkbox). */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  required,
  name,
  value,
  error,
  id,
  className,
}: CheckboxProps) {
  const auto = useId();
  const boxId = id ?? auto;
  const descId = description ? `${boxId}-desc` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <div
      className={clsx('checkbox', disabled && 'checkbox--disabled', error && 'checkbox--invalid', className)}
    >
      <div className="checkbox__row">
        <Radix.Root
          id={boxId}
          className="checkbox__box"
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, descId].filter(Boolean).join(' ') || undefined}
        >
          <Radix.Indicator className="checkbox__indicator" forceMount>
            <Icon name="check" className="checkbox__check" size={14} strokeWidth={2.6} />
            <Icon name="minus" className="checkbox__minus" size={14} strokeWidth={2.6} />
          </Radix.Indicator>
        </Radix.Root>
        <div className="checkbox__text">
          <label className="checkbox__label" htmlFor={boxId}>
            {label}
          </label>
          {description && (
            <p id={descId} className="checkbox__description">
              {description}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="checkbox__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

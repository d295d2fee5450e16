/**
 * − [n] +: one more, one less, or a number typed in (kept between 1 and max when it is committed, on
 * blur or Enter). Arrow keys step, as on any spin button.
 */
import { clsx } from 'clsx';
import { useState } from 'react';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Names the group, e.g. "低多边形场景包 的购买数量". */
  label: string;
  disabled?: boolean;
  /** Id of a line that explains the limit (aria-describedby). */
  describedBy?: string;
  className?: string;
}

export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  disabled,
  describedBy,
  className,
}: QuantityStepperProps) {
  // What is typed, until it is committed; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(1, max);

  const commit = () => {
    if (draft === null) return;
    const n = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isFinite(n)) return;
    const q = Math.min(upper, Math.max(1, n));
    if (q !== value) onChange(q);
  };

  return (
    <div className={clsx('stepper', className)} role="group" aria-label={label}>
      <button
        type="button"
        className="stepper__btn"
        aria-label="减少一件"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="stepper__input"
        type="number"
        inputMode="numeric"
        aria-label="数量"
        min={1}
        max={upper}
        step={1}
        disabled={disabled}
        value={draft ?? String(value)}
        aria-describedby={describedBy}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, '').slice(0, 4))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className="stepper__btn"
        aria-label="增加一件"
        disabled={disabled || value >= upper}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

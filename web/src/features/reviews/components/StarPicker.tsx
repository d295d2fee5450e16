/**
 * 1–5 stars as a radio group: native radios (arrow keys move and choose, a screen reader says
 * "4 星 满意, 4 of 5"), drawn as stars; the stars up to the chosen one are lit.
 */
import { useId } from 'react';
import { REVIEW_STARS_MAX, STAR_LABELS } from '@zaowu/shared/reviews';

interface Props {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
  errorId?: string;
}

export function StarPicker({ value, onChange, error, errorId }: Props) {
  const name = useId();
  const stars = Array.from({ length: REVIEW_STARS_MAX }, (_, i) => i + 1);
  return (
    <fieldset
      className="review-stars-picker"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="review-form__label">评分（必选）</legend>
      <div className="review-stars-picker__row">
        {stars.map((n) => (
          <label key={n} className="review-stars-picker__star" data-lit={n <= value || undefined}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="review-stars-picker__input"
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{`${n} 星 ${STAR_LABELS[n]}`}</span>
          </label>
        ))}
        <span className="review-stars-picker__said" aria-hidden="true">
          {value ? `${value} 星 · ${STAR_LABELS[value]}` : '请选择'}
        </span>
      </div>
    </fieldset>
  );
}

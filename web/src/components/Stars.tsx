import type { CSSProperties } from 'react';
import './stars.css';

/**
 * Five stars lit to `value` out of 5 (a review's stars, an average, a shop's rating), drawn for the eye.
 * With `label` it is an image of that name to screen readers; without, it is hidden from them (the caller
 * says the figure in words).
 */
export function Stars({ value, label }: { value: number; label?: string }) {
  const score = Math.max(0, Math.min(5, value));
  return (
    <span
      className="stars"
      style={{ '--rating': score / 5 } as CSSProperties}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      ★★★★★
    </span>
  );
}

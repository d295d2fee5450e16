/** A review's or an average's stars: drawn for the eye, said as a figure to everyone. */
import type { CSSProperties } from 'react';

export function Stars({ value, label }: { value: number; label?: string }) {
  const score = Math.max(0, Math.min(5, value));
  return (
    <span className="review-stars" role="img" aria-label={label ?? `${score} 星（满分 5 星）`}>
      <span
        className="review-stars__drawn"
        aria-hidden="true"
        style={{ '--rating': score / 5 } as CSSProperties}
      >
        ★★★★★
      </span>
    </span>
  );
}

import type { CSSProperties } from 'react';

/** A shop's rating (0–5, one decimal): stars for the eye, the figure for everyone. */
export function Rating({ value }: { value: number }) {
  const score = Math.max(0, Math.min(5, value));
  const text = score.toFixed(1);
  return (
    <p className="shop-rating">
      <span
        className="shop-rating__stars"
        aria-hidden="true"
        style={{ '--rating': score / 5 } as CSSProperties}
      >
        ★★★★★
      </span>
      <span className="shop-rating__value" aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden">{`评分 ${text} 分（满分 5 分）`}</span>
    </p>
  );
}

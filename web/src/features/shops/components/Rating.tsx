import { Stars } from '../../../components/Stars.tsx';

/**
 * A shop's rating (0–5, one decimal), the average of its goods' reviews: stars for the eye, the figure
 * and how many reviews it is from for everyone. With none yet, it says so instead of a 0.
 */
export function Rating({ value, count }: { value: number; count: number }) {
  if (count === 0) return <p className="shop-rating shop-rating--none">暂无评分</p>;
  const score = Math.max(0, Math.min(5, value));
  const text = score.toFixed(1);
  return (
    <p className="shop-rating">
      <Stars value={score} />
      <span className="shop-rating__value" aria-hidden="true">
        {text}
      </span>
      <span className="shop-rating__count" aria-hidden="true">
        （{count} 条评价）
      </span>
      <span className="visually-hidden">{`评分 ${text} 分（满分 5 分），${count} 条评价`}</span>
    </p>
  );
}

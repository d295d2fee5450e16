import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { BADGE_MAX } from '@zaowu/shared';
import './badge.css';

/** "99+" past the cap (product.md §9). */
export function formatCount(count: number, max = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps {
  children: ReactNode;
  tone?: 'accent' | 'neutral' | 'success' | 'warning' | 'danger';
  className?: string;
}

/** A small label: a type tag (3D / 动画), a status, a count. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={clsx('badge', `badge--${tone}`, className)}>{children}</span>;
}

/** A count bubble on an icon; hidden at 0. */
export function CountBadge({ count, label }: { count: number; label?: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-label={label}>
      {formatCount(count)}
    </span>
  );
}

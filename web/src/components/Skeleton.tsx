import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** text: a line of text (lines > 1 draws a paragraph with a shorter last line); rect; circle. */
  shape?: 'text' | 'rect' | 'circle';
  width?: number | string;
  height?: number | string;
  /** Box width ÷ height for rect shapes (e.g. 4/3 for a cover). */
  ratio?: number;
  lines?: number;
  className?: string;
}

const px = (v: number | string | undefined) => (typeof v === 'number' ? `${v}px` : v);

/** A grey stand-in shaped like the content that is coming. Hidden from screen readers; wrap a group in SkeletonGroup. */
export function Skeleton({ shape = 'text', width, height, ratio, lines = 1, className }: SkeletonProps) {
  if (shape === 'text' && lines > 1) {
    return (
      <span className={clsx('skeleton-lines', className)} aria-hidden="true" style={{ width: px(width) }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className="skeleton skeleton--text sheen"
            style={{ width: i === lines - 1 ? '60%' : undefined, height: px(height) }}
          />
        ))}
      </span>
    );
  }
  const style: CSSProperties = {
    width: px(width),
    height: px(height ?? (shape === 'circle' ? width : undefined)),
    aspectRatio: ratio ? String(ratio) : undefined,
  };
  return (
    <span
      className={clsx('skeleton', `skeleton--${shape}`, 'sheen', className)}
      style={style}
      aria-hidden="true"
    />
  );
}

export interface SkeletonGroupProps {
  /** What is loading, for screen readers (default 正在加载…). */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** Announces one "loading" status for a block of skeletons (role=status, aria-busy). */
export function SkeletonGroup({ label = '正在加载…', children, className }: SkeletonGroupProps) {
  return (
    <div className={clsx('skeleton-group', className)} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

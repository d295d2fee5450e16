import { clsx } from 'clsx';
import { Children, type CSSProperties, type ReactNode } from 'react';
import './masonry.css';

export interface MasonryProps {
  /** One child per tile; each keeps its own height (give pictures their real ratio). */
  children: ReactNode;
  /** A column never gets narrower than this on tablets and up, in px (default 220). */
  columnWidth?: number;
  /** Columns on wide screens (default 5). */
  maxColumns?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-busy'?: boolean;
  className?: string;
}

/**
 * A masonry wall for art, built on CSS columns: tiles flow top to bottom, column by column, so the
 * reading and Tab order runs down each column. Two columns on phones.
 */
export function Masonry({ children, columnWidth = 220, maxColumns = 5, className, ...aria }: MasonryProps) {
  const style = { '--masonry-min': `${columnWidth}px`, '--masonry-max': maxColumns } as CSSProperties;
  return (
    <ul className={clsx('ui-masonry', className)} style={style} {...aria}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className="ui-masonry__tile">{child}</li>
        ),
      )}
    </ul>
  );
}

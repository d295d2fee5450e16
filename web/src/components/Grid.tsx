import { clsx } from 'clsx';
import { Children, type CSSProperties, type ReactNode } from 'react';
import './grid.css';

export interface GridProps {
  /** One child per cell (a Card, a Skeleton…); each is wrapped in its own list item. */
  children: ReactNode;
  /** A cell never gets narrower than this on tablets and up, in px (default 200). */
  minItemWidth?: number;
  /** Columns on wide screens (default 5: five at 1440 px; use 6 for small cards, 4 for large). */
  maxColumns?: number;
  /** Columns on phones, under 600 px (default 2). */
  phoneColumns?: 1 | 2;
  gap?: 'sm' | 'md' | 'lg';
  /** Renders a list (ul/li, the default) or plain divs when the cells are not a list. */
  list?: boolean;
  /** Names the list for screen readers (e.g. 最新作品). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Set while the next page is loading. */
  'aria-busy'?: boolean;
  className?: string;
}

/**
 * A uniform responsive grid: two columns on phones, then as many columns of at least minItemWidth as
 * fit, up to maxColumns (4–6 at 1440 px). For models, animations, blogs, designers, shops and goods;
 * art uses Masonry.
 */
export function Grid({
  children,
  minItemWidth = 200,
  maxColumns = 5,
  phoneColumns = 2,
  gap = 'md',
  list = true,
  className,
  ...aria
}: GridProps) {
  const Outer = list ? 'ul' : 'div';
  const Inner = list ? 'li' : 'div';
  const style = {
    '--grid-min': `${minItemWidth}px`,
    '--grid-max': maxColumns,
    '--grid-phone': phoneColumns,
  } as CSSProperties;
  return (
    <Outer className={clsx('ui-grid', `ui-grid--gap-${gap}`, className)} style={style} {...aria}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <Inner className="ui-grid__cell">{child}</Inner>
        ),
      )}
    </Outer>
  );
}

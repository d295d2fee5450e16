import type { ReactNode } from 'react';
import { artRatio, eagerCover } from '@zaowu/shared/list-pages';
import { CardSkeleton } from '../Card.tsx';
import { Grid } from '../Grid.tsx';
import { Masonry } from '../Masonry.tsx';
import { SkeletonGroup } from '../Skeleton.tsx';
import { WorkTile, type TileWork } from './WorkTile.tsx';

export type WorkLayout = 'grid' | 'masonry';

export interface WorkGridProps<W extends TileWork> {
  works: readonly W[];
  /** masonry for art (design.md §8); default: masonry when every work is art, else the uniform grid. */
  layout?: WorkLayout;
  /** Columns at 1440 px (default 5). */
  maxColumns?: number;
  /** How many covers load at once (above the fold); the rest load lazily. */
  priorityCount?: number;
  /** A line under a card, e.g. the reason a work is recommended. */
  renderFooter?: (work: W) => ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-busy'?: boolean;
  className?: string;
}

/**
 * Tile heights in a masonry wall. WorkSummary carries no pixel size, and a wall that grows as each
 * picture arrives jumps under the reader (and breaks scroll restoration on back), so each art tile
 * gets a fixed ratio picked from its id: the wall keeps its rhythm and reserves its space up front.
 */
const defaultLayout = (works: readonly TileWork[]): WorkLayout =>
  works.length > 0 && works.every((w) => w.type === 'art') ? 'masonry' : 'grid';

/** A list of works: uniform 4:3 cards for models, animations and blogs; a masonry wall for art. */
export function WorkGrid<W extends TileWork>({
  works,
  layout = defaultLayout(works),
  maxColumns = 5,
  priorityCount = 0,
  renderFooter,
  titleAs,
  className,
  ...aria
}: WorkGridProps<W>) {
  const tiles = works.map((w, i) => (
    <WorkTile
      key={w.id}
      work={w}
      coverRatio={layout === 'masonry' ? artRatio(w.id) : 4 / 3}
      priority={eagerCover(i, works.length, layout === 'masonry', priorityCount)}
      titleAs={titleAs}
      footer={renderFooter?.(w)}
    />
  ));
  return layout === 'masonry' ? (
    <Masonry maxColumns={maxColumns} className={className} {...aria}>
      {tiles}
    </Masonry>
  ) : (
    <Grid maxColumns={maxColumns} className={className} {...aria}>
      {tiles}
    </Grid>
  );
}

/** Skeleton cards shaped like the grid (or the wall) that is coming. */
export function WorkGridSkeleton({
  count = 10,
  layout = 'grid',
  maxColumns = 5,
  label = '正在加载作品…',
}: {
  count?: number;
  layout?: WorkLayout;
  maxColumns?: number;
  label?: string;
}) {
  const cells = Array.from({ length: count }, (_, i) => (
    <CardSkeleton key={i} coverRatio={layout === 'masonry' ? artRatio(i + 1) : 4 / 3} />
  ));
  return (
    <SkeletonGroup label={label}>
      {layout === 'masonry' ? (
        <Masonry maxColumns={maxColumns}>{cells}</Masonry>
      ) : (
        <Grid maxColumns={maxColumns} list={false}>
          {cells}
        </Grid>
      )}
    </SkeletonGroup>
  );
}

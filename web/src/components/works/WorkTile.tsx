import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card, type CardWork } from '../Card.tsx';
import { useMatureOk } from '../../lib/mature.ts';
import './works-ui.css';

export interface TileWork extends CardWork {
  is_mature?: boolean;
}

export interface WorkTileProps {
  work: TileWork;
  coverRatio?: number;
  priority?: boolean;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** A line under the card (e.g. why a work is recommended). */
  footer?: ReactNode;
}

/**
 * A work card as the lists show it: a mature work's cover is blurred under a small 成人内容 label until
 * the visitor has agreed to see such works (the work page asks). The card stays one link.
 */
export function WorkTile({ work, coverRatio = 4 / 3, priority, titleAs, footer }: WorkTileProps) {
  const matureOk = useMatureOk();
  const hidden = Boolean(work.is_mature) && !matureOk;
  return (
    <div className={clsx('work-tile', hidden && 'work-tile--mature')}>
      <div className="work-tile__card">
        <Card work={work} coverRatio={coverRatio} priority={priority} titleAs={titleAs} />
        {hidden && (
          <span className="work-tile__mature" style={{ aspectRatio: String(coverRatio) }}>
            <span className="work-tile__mature-label">成人内容</span>
          </span>
        )}
      </div>
      {footer}
    </div>
  );
}

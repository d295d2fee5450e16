import { clsx } from 'clsx';
import { Link } from 'react-router';
import { hrefs, type Tag } from '@zaowu/shared';
import { formatCompact } from '../../lib/format.ts';
import './works-ui.css';

/** Where a tag leads: everything with it on /explore. */
const tagHref = (name: string) => hrefs.explore({ query: { tag: name } });

export interface TagChipsProps {
  tags: readonly Pick<Tag, 'id' | 'name' | 'count'>[];
  /** Show how many works carry each tag. */
  showCount?: boolean;
  /** Link for a tag (default /explore?tag=…). */
  href?: (name: string) => string;
  'aria-label'?: string;
  className?: string;
}

/** Tags as chips, each a link to the works carrying it. */
export function TagChips({ tags, showCount = false, href = tagHref, className, ...aria }: TagChipsProps) {
  return (
    <ul className={clsx('tag-chips', className)} {...aria}>
      {tags.map((t) => (
        <li key={t.id}>
          <Link className="tag-chip" to={href(t.name)}>
            <span className="tag-chip__hash" aria-hidden="true">
              #
            </span>
            {t.name}
            {showCount && t.count > 0 && (
              <span className="tag-chip__count">
                <span className="visually-hidden">，</span>
                {formatCompact(t.count)}
                <span className="visually-hidden"> 件作品</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

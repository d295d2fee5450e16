import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { WORK_TYPE_BADGE, hrefs } from '@zaowu/shared';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Empty } from '../../components/Empty.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Image } from '../../components/Image.tsx';
import { pathOn } from '../../lib/features.ts';
import { formatRelative } from '../../lib/format.ts';
import { useMatureOk } from '../../lib/mature.ts';
import type { WatchLaterEntry } from './state.ts';
import { useWatchLater } from './useWatchLater.ts';
import './watch-later.css';

export interface WatchLaterListProps {
  /** The section heading's level (default h2, under the page's h1). */
  titleAs?: 'h2' | 'h3';
  className?: string;
}

/** The watch-later list: the works set aside in this browser, newest first, each removable. */
export function WatchLaterList({ titleAs: Title = 'h2', className }: WatchLaterListProps) {
  const { list, remove, clear } = useWatchLater();
  const headingId = useId();
  const [confirmClear, setConfirmClear] = useState(false);
  // The same consent the work pages and lists read.
  const matureOk = useMatureOk();

  return (
    <section className={clsx('wl', className)} aria-labelledby={headingId}>
      <div className="wl__head">
        <Title id={headingId} className="wl__title">
          稍后再看
          {list.length > 0 && <span className="wl__count tabular"> {list.length}</span>}
        </Title>
        {list.length > 0 && (
          <Button size="sm" variant="ghost" onClick={() => setConfirmClear(true)}>
            清空
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <Empty
          size="compact"
          icon="inbox"
          title="还没有稍后再看的作品"
          description="在作品页点「稍后再看」，想看的作品都会留在这里（仅保存在本浏览器）。"
          action={
            pathOn('/explore') ? (
              <Button asChild variant="secondary">
                <Link to="/explore">去发现作品</Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="wl__list">
          {list.map((entry) => (
            <li key={entry.id}>
              <WatchLaterItem entry={entry} blur={Boolean(entry.is_mature) && !matureOk} onRemove={remove} />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="清空稍后再看？"
        description={`将移除全部 ${list.length} 个作品，此操作无法撤销。`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              取消
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                clear();
                setConfirmClear(false);
              }}
            >
              清空
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </section>
  );
}

function WatchLaterItem({
  entry,
  blur,
  onRemove,
}: {
  entry: WatchLaterEntry;
  blur: boolean;
  onRemove: (id: number) => void;
}) {
  const href = hrefs.work(entry.type, entry.id);
  return (
    <article className="wl-item">
      <div className={clsx('wl-item__cover', blur && 'wl-item__cover--mature')}>
        <Image src={entry.cover} alt="" ratio={4 / 3} />
        <span className="wl-item__type" aria-hidden="true">
          {WORK_TYPE_BADGE[entry.type]}
        </span>
        {blur && <span className="wl-item__mature">成人内容</span>}
      </div>
      <div className="wl-item__body">
        <h3 className="wl-item__title">
          <Link to={href} className="wl-item__link">
            {entry.title}
          </Link>
        </h3>
        <p className="wl-item__meta">
          <span className="wl-item__author">{entry.author_nickname}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={entry.added_at}>{formatRelative(entry.added_at)}加入</time>
        </p>
      </div>
      <button
        type="button"
        className="wl-item__remove"
        aria-label={`从稍后再看移除「${entry.title}」`}
        title="移除"
        onClick={() => onRemove(entry.id)}
      >
        <Icon name="close" size={18} />
      </button>
    </article>
  );
}

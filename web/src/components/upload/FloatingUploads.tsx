/**
 * The floating upload list, bottom right on every page but those that list their uploads in place: the
 * current uploads with their progress and actions, a link to the drive, fold and close. Uploads that
 * had finished on such a page stay off it afterwards: they were seen there, and after publishing a
 * work a 上传完成 panel would only cover the new work's page.
 */
import { useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../Icon.tsx';
import { createFloatingList, uploadEngine, useUploads } from '../../lib/upload/index.ts';
import { UploadRow } from './UploadList.tsx';
import './upload.css';

const floating = createFloatingList(uploadEngine);

/** Pages that show their uploads in place (the drive's list, the publish and edit forms). */
const OWN_LIST = /^\/(disk|publish(\/indexOld)?|editWork\/[^/]+)$/;

export function FloatingUploads() {
  const keys = useSyncExternalStore(floating.subscribe, floating.keys, floating.keys);
  const records = useUploads();
  const { pathname } = useLocation();
  // Folding and closing hold until the next upload arrives, which opens the panel again.
  const [foldedAt, setFoldedAt] = useState<string | null>(null);
  const [closedAt, setClosedAt] = useState<string | null>(null);
  // Leaving a page that listed its uploads in place: the ones finished there are done with.
  const [page, setPage] = useState(pathname);
  const [seenDone, setSeenDone] = useState<ReadonlySet<string>>(() => new Set());
  if (page !== pathname) {
    setPage(pathname);
    if (OWN_LIST.test(page))
      setSeenDone(new Set([...seenDone, ...records.filter((r) => r.status === 'done').map((r) => r.key)]));
  }

  const shown = keys
    .filter((k) => !seenDone.has(k))
    .map((k) => records.find((r) => r.key === k))
    .filter((r) => r !== undefined);
  const newest = shown.at(-1)?.key ?? null;
  const folded = foldedAt !== null && foldedAt === newest;
  if (shown.length === 0 || OWN_LIST.test(pathname) || closedAt === newest) return null;
  const busy = shown.filter((r) => r.status !== 'done').length;

  return (
    <aside className="upl-float" aria-label="上传任务">
      <header className="upl-float__head">
        <h2 className="upl-float__title">{busy > 0 ? `正在上传 ${busy} 个文件` : '上传完成'}</h2>
        <Link to="/disk" className="upl-float__link">
          云盘
        </Link>
        <button
          type="button"
          className="icon-button"
          aria-expanded={!folded}
          aria-label={folded ? '展开上传列表' : '收起上传列表'}
          onClick={() => setFoldedAt(folded ? null : newest)}
        >
          <Icon name={folded ? 'chevron-up' : 'chevron-down'} size={18} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="关闭上传列表"
          onClick={() => setClosedAt(newest)}
        >
          <Icon name="close" size={18} />
        </button>
      </header>
      {!folded && (
        <ul className="upl-list__rows upl-float__rows">
          {shown.map((r) => (
            <UploadRow key={r.key} record={r} />
          ))}
        </ul>
      )}
    </aside>
  );
}

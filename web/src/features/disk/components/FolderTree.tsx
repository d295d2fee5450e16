/**
 * The drive's folder tree: each folder loads its subfolders when opened; the way down to the current
 * folder is open. The private zone sits last and asks for the password before it opens.
 */
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type CSSProperties, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Folder } from '@zaowu/shared';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { folderListQuery, isPrivateRoot } from '../api.ts';
import { folderHref } from '../location.ts';
import { EntryIcon } from './DiskIcon.tsx';

interface TreeContext {
  currentFolderId: number;
  zoneUnlocked: boolean;
  isOpen: (id: number) => boolean;
  setOpen: (id: number, open: boolean) => void;
  /** A locked private folder was chosen: ask for the password, then go there. */
  onLocked: (folderId: number) => void;
  onNavigate?: () => void;
}

/** The private zone goes last, apart from the ordinary folders. */
export function sortForTree(folders: readonly Folder[]): Folder[] {
  return [...folders].sort((a, b) => Number(isPrivateRoot(a)) - Number(isPrivateRoot(b)));
}

function TreeNode({
  id,
  name,
  depth,
  isPrivate,
  privateRoot,
  ctx,
}: {
  id: number;
  name: string;
  depth: number;
  isPrivate: boolean;
  privateRoot: boolean;
  ctx: TreeContext;
}) {
  const locked = isPrivate && !ctx.zoneUnlocked;
  const open = !locked && ctx.isOpen(id);
  const listing = useQuery({ ...folderListQuery(id), enabled: open });
  const children = sortForTree(listing.data?.folders ?? []);
  const leaf = listing.isSuccess && children.length === 0;
  const current = id === ctx.currentFolderId;
  const indent = { '--depth': depth } as CSSProperties;

  const follow = (event: MouseEvent) => {
    if (locked) {
      event.preventDefault();
      ctx.onLocked(id);
      return;
    }
    ctx.onNavigate?.();
  };

  return (
    <li className="disk-tree__node">
      <div className={clsx('disk-tree__row', current && 'is-current')} style={indent}>
        {leaf || depth === 0 ? (
          <span className="disk-tree__toggle" aria-hidden="true" />
        ) : (
          <button
            type="button"
            className="disk-tree__toggle"
            aria-expanded={open}
            aria-label={`${open ? '收起' : '展开'}「${name}」`}
            onClick={() => (locked ? ctx.onLocked(id) : ctx.setOpen(id, !open))}
          >
            <Icon name={open ? 'chevron-down' : 'chevron-right'} size={16} />
          </button>
        )}
        <Link
          to={folderHref(id)}
          className="disk-tree__link"
          aria-current={current ? 'page' : undefined}
          onClick={follow}
        >
          <EntryIcon kind={privateRoot ? 'private' : depth === 0 ? 'cloud' : 'folder'} size="sm" />
          <span className="disk-tree__name">{name}</span>
          {privateRoot && locked && <span className="visually-hidden">（需要密码）</span>}
        </Link>
      </div>
      {open && (
        <ul className="disk-tree__list">
          {listing.isPending && (
            <li
              className="disk-tree__row disk-tree__row--note"
              style={{ '--depth': depth + 1 } as CSSProperties}
            >
              <Skeleton width={100} />
              <span className="visually-hidden">正在加载…</span>
            </li>
          )}
          {listing.isError && (
            <li
              className="disk-tree__row disk-tree__row--note"
              style={{ '--depth': depth + 1 } as CSSProperties}
            >
              <span className="muted">加载失败</span>
              <button type="button" className="disk-link" onClick={() => void listing.refetch()}>
                重试
              </button>
            </li>
          )}
          {children.map((f) => (
            <TreeNode
              key={f.id}
              id={f.id}
              name={f.name}
              depth={depth + 1}
              isPrivate={f.is_private || isPrivate}
              privateRoot={isPrivateRoot(f)}
              ctx={ctx}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

export function FolderTree({
  currentFolderId,
  openPath,
  zoneUnlocked,
  onLocked,
  onNavigate,
}: {
  currentFolderId: number;
  /** The folders above the current one (and it): open unless closed by hand. */
  openPath: readonly number[];
  zoneUnlocked: boolean;
  onLocked: (folderId: number) => void;
  onNavigate?: () => void;
}) {
  const [overrides, setOverrides] = useState<ReadonlyMap<number, boolean>>(new Map());
  const ctx: TreeContext = {
    currentFolderId,
    zoneUnlocked,
    isOpen: (id) => id === 0 || (overrides.get(id) ?? openPath.includes(id)),
    setOpen: (id, open) => setOverrides((old) => new Map(old).set(id, open)),
    onLocked,
    onNavigate,
  };
  return (
    <nav className="disk-tree" aria-label="文件夹目录">
      <ul className="disk-tree__list">
        <TreeNode id={0} name="全部文件" depth={0} isPrivate={false} privateRoot={false} ctx={ctx} />
      </ul>
    </nav>
  );
}

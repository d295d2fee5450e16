/**
 * 移动到…: a folder picker over the drive's tree (folders load as they are opened). A folder cannot go
 * into itself or below itself, and a locked private zone cannot be picked; the server's reason for a
 * refusal (e.g. a name clash) shows in place.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { notify } from '../../../lib/toast.ts';
import { folderListQuery, isPrivateRoot, useMoveEntries, type Entry } from '../api.ts';
import { EntryIcon } from './DiskIcon.tsx';
import { userMessage } from '../../../lib/errors.ts';

interface PickerContext {
  target: number | null;
  pick: (id: number, name: string) => void;
  /** Folders being moved: neither pickable nor opened. */
  moving: ReadonlySet<number>;
  currentFolderId: number;
  zoneUnlocked: boolean;
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
}

function PickerNode({
  id,
  name,
  depth,
  isPrivate,
  ctx,
}: {
  id: number;
  name: string;
  depth: number;
  isPrivate: boolean;
  ctx: PickerContext;
}) {
  const locked = isPrivate && !ctx.zoneUnlocked;
  const moving = ctx.moving.has(id);
  const canOpen = !locked && !moving;
  const open = canOpen && ctx.expanded.has(id);
  const listing = useQuery({ ...folderListQuery(id), enabled: open });
  const children = listing.data?.folders ?? [];
  const leaf = listing.isSuccess && children.length === 0;
  const here = id === ctx.currentFolderId;
  const disabled = locked || moving || here;
  const note = moving ? '（正在移动）' : here ? '（当前位置）' : locked ? '（需先进入私密空间）' : '';
  const inputId = `move-target-${id}`;

  return (
    <li className="disk-picker__node">
      <div className="disk-picker__row" style={{ '--depth': depth } as CSSProperties}>
        {canOpen && !leaf ? (
          <button
            type="button"
            className="disk-tree__toggle"
            aria-expanded={open}
            aria-label={`${open ? '收起' : '展开'}「${name}」`}
            onClick={() => ctx.toggle(id)}
          >
            <Icon name={open ? 'chevron-down' : 'chevron-right'} size={16} />
          </button>
        ) : (
          <span className="disk-tree__toggle" aria-hidden="true" />
        )}
        <input
          type="radio"
          id={inputId}
          name="move-target"
          className="disk-picker__radio"
          checked={ctx.target === id}
          disabled={disabled}
          onChange={() => ctx.pick(id, name)}
        />
        <label htmlFor={inputId} className="disk-picker__label">
          <EntryIcon kind={isPrivate && depth === 1 ? 'private' : 'folder'} size="sm" />
          <span className="disk-picker__name">{name}</span>
          {note && <span className="disk-picker__note">{note}</span>}
        </label>
      </div>
      {open && (
        <ul className="disk-picker__children">
          {listing.isPending && (
            <li className="disk-picker__loading" style={{ '--depth': depth + 1 } as CSSProperties}>
              <Skeleton width={120} />
              <span className="visually-hidden">正在加载…</span>
            </li>
          )}
          {listing.isError && (
            <li className="disk-picker__loading" style={{ '--depth': depth + 1 } as CSSProperties}>
              <span className="muted">加载失败</span>{' '}
              <button type="button" className="disk-link" onClick={() => void listing.refetch()}>
                重试
              </button>
            </li>
          )}
          {children.map((f) => (
            <PickerNode
              key={f.id}
              id={f.id}
              name={f.name}
              depth={depth + 1}
              isPrivate={f.is_private || isPrivate}
              ctx={ctx}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

export function MoveDialog({
  entries,
  currentFolderId,
  openPath,
  zoneUnlocked,
  onMoved,
  onClose,
}: {
  entries: readonly Entry[];
  currentFolderId: number;
  /** Folders opened at first: the way down to the current folder. */
  openPath: readonly number[];
  zoneUnlocked: boolean;
  onMoved: () => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([0, ...openPath]));
  const [error, setError] = useState<string | null>(null);
  const move = useMoveEntries();
  const movable = entries.filter((e) => !(e.kind === 'folder' && isPrivateRoot(e.folder)));

  const ctx: PickerContext = {
    target: target?.id ?? null,
    pick: (id, name) => {
      setTarget({ id, name });
      setError(null);
    },
    moving: new Set(movable.filter((e) => e.kind === 'folder').map((e) => e.id)),
    currentFolderId,
    zoneUnlocked,
    expanded,
    toggle: (id) =>
      setExpanded((old) => {
        const next = new Set(old);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
  };

  const confirm = () => {
    if (!target) {
      setError('请选择目标文件夹');
      return;
    }
    move.mutate(
      { entries: movable, targetId: target.id },
      {
        onSuccess: () => {
          notify.success(`已移动 ${movable.length} 项到「${target.name}」`);
          onMoved();
          onClose();
        },
        onError: (err) => setError(userMessage(err, '移动失败，请稍后重试')),
      },
    );
  };

  const single = movable.length === 1 ? movable[0]! : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !move.isPending && onClose()}
      title={single ? `移动「${single.name}」` : `移动 ${movable.length} 项`}
      description="选择要移动到的文件夹。"
      footer={
        <>
          <Button onClick={onClose} disabled={move.isPending}>
            取消
          </Button>
          <Button variant="primary" onClick={confirm} loading={move.isPending} disabled={!target}>
            移动到此处
          </Button>
        </>
      }
    >
      <fieldset className="disk-picker">
        <legend className="visually-hidden">目标文件夹</legend>
        <ul className="disk-picker__children">
          <PickerNode id={0} name="全部文件" depth={0} isPrivate={false} ctx={ctx} />
        </ul>
      </fieldset>
      {error && (
        <p className="disk-dialog__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

/**
 * The current folder's contents as a list (name, size, date) or a grid of tiles; each entry has a
 * checkbox for multi-select and a menu of its actions. Folders open by their name (a link).
 */
import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Image } from '../../../components/Image.tsx';
import { Menu, type MenuItem } from '../../../components/Menu.tsx';
import { formatBytes, formatChinaDateTime, formatChinaDay } from '../../../lib/format.ts';
import { userHref } from '../../../lib/url.ts';
import { isPrivateRoot, type Entry } from '../api.ts';
import { fileKind, hasThumbnail, KIND_LABEL } from '../file-kind.ts';
import { folderHref } from '../location.ts';
import type { ViewMode } from '../view-mode.ts';
import { DiskIcon, EntryIcon } from './DiskIcon.tsx';

export interface EntryActions {
  rename: (entry: Entry) => void;
  move: (entry: Entry) => void;
  remove: (entry: Entry) => void;
  download: (entry: Entry & { kind: 'file' }) => void;
}

export interface EntryListProps {
  entries: readonly Entry[];
  view: ViewMode;
  /** Names the list for screen readers, e.g. "「设计素材」中的内容". */
  label: string;
  selected: ReadonlySet<string>;
  onSelect: (key: string, selected: boolean) => void;
  zoneUnlocked: boolean;
  /** A locked private folder was opened: ask for the password first. */
  onLocked: (folderId: number) => void;
  actions: EntryActions;
}

/** Entries that can be selected (the private zone itself cannot be moved or deleted). */
export const isSelectable = (e: Entry) => !(e.kind === 'folder' && isPrivateRoot(e.folder));

function iconKind(entry: Entry) {
  if (entry.kind === 'folder') return isPrivateRoot(entry.folder) ? 'private' : 'folder';
  return fileKind(entry.file.name, entry.file.mime);
}

function EntryMenu({ entry, actions }: { entry: Entry; actions: EntryActions }) {
  const items: MenuItem[] = [
    ...(entry.kind === 'file'
      ? [{ key: 'download', label: '下载', onSelect: () => actions.download(entry) }]
      : []),
    { key: 'rename', label: '重命名', onSelect: () => actions.rename(entry) },
    { key: 'move', label: '移动到…', onSelect: () => actions.move(entry) },
    { key: 'delete', label: '删除', danger: true, separated: true, onSelect: () => actions.remove(entry) },
  ];
  return (
    <Menu
      label={entry.name}
      items={items}
      trigger={
        <button
          type="button"
          className="icon-button disk-entry__more"
          aria-label={`「${entry.name}」的更多操作`}
        >
          <Icon name="more" size={20} />
        </button>
      }
    />
  );
}

function EntryName({
  entry,
  zoneUnlocked,
  onLocked,
}: Pick<EntryListProps, 'zoneUnlocked' | 'onLocked'> & { entry: Entry }) {
  if (entry.kind === 'file') {
    return (
      <span className="disk-entry__name" title={entry.name}>
        {entry.name}
      </span>
    );
  }
  const locked = entry.folder.is_private && !zoneUnlocked;
  const follow = (event: MouseEvent) => {
    if (!locked) return;
    event.preventDefault();
    onLocked(entry.id);
  };
  return (
    <Link
      to={folderHref(entry.id)}
      className="disk-entry__name disk-entry__link"
      title={entry.name}
      onClick={follow}
    >
      {entry.name}
      {/* Stretches over the tile so the whole tile opens the folder. */}
      <span className="disk-entry__hit" aria-hidden="true" />
    </Link>
  );
}

function Row({
  entry,
  view,
  selected,
  onSelect,
  zoneUnlocked,
  onLocked,
  actions,
}: Omit<EntryListProps, 'entries' | 'label' | 'selected'> & { entry: Entry; selected: boolean }) {
  const selectable = isSelectable(entry);
  const kind = iconKind(entry);
  const size = entry.kind === 'file' ? formatBytes(entry.file.size) : null;
  const created = entry.kind === 'file' ? entry.file.created_at : entry.folder.created_at;
  const thumb =
    view === 'grid' && entry.kind === 'file' && hasThumbnail(entry.file.name, entry.file.mime)
      ? userHref(entry.file.url)
      : null;
  const typeLabel = kind === 'private' ? '私密空间' : KIND_LABEL[kind];

  return (
    <li
      className={clsx('disk-entry', selected && 'is-selected', !selectable && 'is-fixed')}
      data-kind={entry.kind}
    >
      <div className="disk-entry__check">
        {selectable && (
          <Checkbox
            label={<span className="visually-hidden">选择「{entry.name}」</span>}
            checked={selected}
            onCheckedChange={(checked) => onSelect(entry.key, checked === true)}
          />
        )}
      </div>
      <div className="disk-entry__visual">
        {thumb ? (
          <Image
            src={thumb}
            alt=""
            ratio={1}
            fit="contain"
            className="disk-entry__thumb"
            fallback={<EntryIcon kind={kind} size="lg" />}
          />
        ) : (
          <EntryIcon kind={kind} size={view === 'grid' ? 'lg' : 'md'} />
        )}
      </div>
      <div className="disk-entry__main">
        <EntryName entry={entry} zoneUnlocked={zoneUnlocked} onLocked={onLocked} />
        <span className="disk-entry__meta tabular">
          {entry.kind === 'file' && <span className="visually-hidden">{typeLabel}，</span>}
          {size && <span className="disk-entry__size">{size}</span>}
          {entry.kind === 'folder' && <span className="disk-entry__type">{typeLabel}</span>}
          <time className="disk-entry__date" dateTime={created} title={formatChinaDateTime(created)}>
            {formatChinaDay(created)}
          </time>
        </span>
      </div>
      <div className="disk-entry__actions">
        {entry.kind === 'file' && (
          <button
            type="button"
            className="icon-button disk-entry__download"
            aria-label={`下载「${entry.name}」`}
            title="下载"
            onClick={() => actions.download(entry)}
          >
            <DiskIcon name="download" size={18} />
          </button>
        )}
        {selectable && <EntryMenu entry={entry} actions={actions} />}
      </div>
    </li>
  );
}

export function EntryList({ entries, view, label, selected, ...rest }: EntryListProps) {
  return (
    <div className={clsx('disk-listing', `disk-listing--${view}`)}>
      {view === 'list' && (
        <div className="disk-listing__head" aria-hidden="true">
          <span>名称</span>
          <span>大小</span>
          <span>创建时间</span>
        </div>
      )}
      <ul className={clsx('disk-entries', `disk-entries--${view}`)} aria-label={label}>
        {entries.map((entry) => (
          <Row key={entry.key} entry={entry} view={view} selected={selected.has(entry.key)} {...rest} />
        ))}
      </ul>
    </div>
  );
}

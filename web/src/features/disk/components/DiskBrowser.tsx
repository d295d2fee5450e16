/**
 * The drive for a member: tree and usage at the side, the current folder's contents with the
 * toolbar (new folder, upload, selection actions, list/grid), the drive's upload list, and the
 * dialogs. The selection belongs to the folder it was made in.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Folder, FolderListing } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { notify } from '../../../lib/toast.ts';
import { DropZone, FilePickButton, UploadList, useUploads, type UploadRecord } from '../../upload/index.ts';
import {
  entriesOf,
  folderListQuery,
  folderPathQuery,
  isLockedError,
  isPrivateRoot,
  useAddFile,
  useCreateFolder,
  useRenameEntry,
  type Entry,
} from '../api.ts';
import { downloadFile, downloadFiles } from '../download.ts';
import { folderHref } from '../location.ts';
import { freeName } from '../names.ts';
import { uploadToDisk } from '../upload-to-disk.ts';
import { useViewMode, type ViewMode } from '../view-mode.ts';
import { useZoneUnlocked } from '../zone.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { DiskIcon } from './DiskIcon.tsx';
import { EntryList, isSelectable, type EntryActions } from './EntryList.tsx';
import { FolderTree, sortForTree } from './FolderTree.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { PrivateZoneDialog } from './PrivateZoneDialog.tsx';
import { UsageBar } from './UsageBar.tsx';
import { userMessage } from '../../../lib/errors.ts';

type DialogState =
  | { kind: 'create' }
  | { kind: 'rename'; entry: Entry }
  | { kind: 'move'; entries: Entry[] }
  | { kind: 'delete'; entries: Entry[] }
  | { kind: 'unlock'; folderId: number };

const NO_KEYS: ReadonlySet<string> = new Set();
const isDiskUpload = (r: UploadRecord) => r.origin === 'disk';

function EntriesSkeleton({ view }: { view: ViewMode }) {
  return (
    <SkeletonGroup label="正在加载文件列表…" className={clsx('disk-listing', `disk-listing--${view}`)}>
      <div className={clsx('disk-entries', `disk-entries--${view}`)}>
        {Array.from({ length: view === 'grid' ? 8 : 6 }, (_, i) => (
          <div key={i} className="disk-entry disk-entry--skeleton">
            {view === 'grid' ? (
              <>
                <Skeleton shape="rect" ratio={1} />
                <Skeleton width="80%" />
              </>
            ) : (
              <>
                <Skeleton shape="rect" width={36} height={36} />
                <Skeleton width={`${40 + ((i * 17) % 35)}%`} />
              </>
            )}
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  return (
    <div className="disk-view" role="group" aria-label="显示方式">
      <button
        type="button"
        className="disk-view__option"
        aria-pressed={view === 'list'}
        aria-label="列表视图"
        title="列表视图"
        onClick={() => onChange('list')}
      >
        <DiskIcon name="list" size={18} />
      </button>
      <button
        type="button"
        className="disk-view__option"
        aria-pressed={view === 'grid'}
        aria-label="网格视图"
        title="网格视图"
        onClick={() => onChange('grid')}
      >
        <DiskIcon name="grid" size={18} />
      </button>
    </div>
  );
}

function countLine({ folders, files }: FolderListing): string {
  const parts = [
    folders.length > 0 ? `${folders.length} 个文件夹` : '',
    files.length > 0 ? `${files.length} 个文件` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '空文件夹';
}

/** Folders (the private zone last), then files, as the server orders each. */
function orderedEntries(listing: FolderListing): Entry[] {
  return entriesOf({ ...listing, folders: sortForTree(listing.folders) });
}

export function DiskBrowser({ folderId }: { folderId: number }) {
  const queryClient = useQueryClient();
  const addFile = useAddFile().mutateAsync;
  const navigate = useNavigate();
  const root = useQuery(folderListQuery(0));
  const listing = useQuery(folderListQuery(folderId));
  const path = useQuery({ ...folderPathQuery(queryClient, folderId), enabled: folderId !== 0 });
  const zoneFolder = root.data?.folders.find(isPrivateRoot) ?? null;
  const zoneUnlocked = useZoneUnlocked();

  const [view, setView] = useViewMode();
  const [treeOpen, setTreeOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [selection, setSelection] = useState<{ folderId: number; keys: ReadonlySet<string> }>({
    folderId,
    keys: NO_KEYS,
  });
  const uploads = useUploads(isDiskUpload);
  const createFolder = useCreateFolder();
  const rename = useRenameEntry();
  const treeId = useId();
  const titleId = useId();

  const pathFolders: Folder[] =
    folderId === 0 ? [] : (path.data ?? (listing.data?.folder ? [listing.data.folder] : []));
  const inZone =
    folderId !== 0 &&
    (folderId === zoneFolder?.id ||
      pathFolders.some((f) => f.is_private) ||
      listing.data?.folder?.is_private === true);
  // Without the key nothing inside the zone shows, not even from the cache (the key ran out, logout).
  const locked = (inZone && !zoneUnlocked) || (listing.isError && isLockedError(listing.error, inZone));
  const folderName =
    folderId === 0
      ? '全部文件'
      : (listing.data?.folder?.name ??
        pathFolders.at(-1)?.name ??
        root.data?.folders.find((f) => f.id === folderId)?.name ??
        '文件夹');
  const crumbs =
    pathFolders.length > 0 ? pathFolders : folderId === 0 ? [] : [{ id: folderId, name: folderName }];

  const entries = useMemo(
    () => (listing.data && !listing.isError && !locked ? orderedEntries(listing.data) : []),
    [listing.data, listing.isError, locked],
  );
  const selectable = entries.filter(isSelectable);
  const keys = selection.folderId === folderId ? selection.keys : NO_KEYS;
  const selected = selectable.filter((e) => keys.has(e.key));
  const selectedFiles = selected.filter((e) => e.kind === 'file');
  const ready = listing.isSuccess && !locked;

  const setKeys = useCallback(
    (next: (old: ReadonlySet<string>) => ReadonlySet<string>) =>
      setSelection((old) => ({ folderId, keys: next(old.folderId === folderId ? old.keys : NO_KEYS) })),
    [folderId],
  );
  const clearSelection = () => setKeys(() => NO_KEYS);
  const selectAll = () => setKeys(() => new Set(selectable.map((e) => e.key)));
  const toggle = (key: string, on: boolean) =>
    setKeys((old) => {
      const next = new Set(old);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const takenNames = (except?: Entry) => entries.filter((e) => e.key !== except?.key).map((e) => e.name);
  const askPassword = (target: number) => setDialog({ kind: 'unlock', folderId: target });

  const actions: EntryActions = {
    rename: (entry) => setDialog({ kind: 'rename', entry }),
    move: (entry) => setDialog({ kind: 'move', entries: [entry] }),
    remove: (entry) => setDialog({ kind: 'delete', entries: [entry] }),
    download: (entry) => void downloadFile(entry.id),
  };

  const upload = (files: File[]) => {
    if (!ready) return;
    for (const file of files) {
      void uploadToDisk(file, folderId, queryClient, addFile).then((saved) => {
        if (saved) notify.success(`「${saved.name}」已保存到「${folderName}」`);
      });
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys from a menu portal bubble here through React; only the list's own elements count.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.key === 'Escape' && selected.length > 0) {
      event.stopPropagation();
      clearSelection();
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      selectAll();
    }
  };

  const allChecked = selectable.length > 0 && selected.length === selectable.length;
  const uploadButton = (variant: 'primary' | 'secondary', size: 'sm' | 'md') => (
    <FilePickButton variant={variant} size={size} multiple onFiles={upload} disabled={!ready}>
      <DiskIcon name="upload" size={16} />
      上传文件
    </FilePickButton>
  );

  let content;
  if (listing.isPending) {
    content = <EntriesSkeleton view={view} />;
  } else if (locked) {
    content = (
      <Empty
        icon={<DiskIcon name="lock" size={36} />}
        title="私密空间已锁定"
        description="私密空间中的文件只有你能看到。输入登录密码后即可查看，30 分钟内无需再次输入。"
        action={
          <Button variant="primary" onClick={() => askPassword(folderId)}>
            输入密码
          </Button>
        }
      />
    );
  } else if (listing.isError) {
    content = (
      <div role="alert">
        <Empty
          icon="alert"
          title="文件列表加载失败"
          description={userMessage(listing.error, '网络似乎不太稳定，请稍后重试。')}
          action={
            <>
              <Button variant="primary" onClick={() => void listing.refetch()}>
                重试
              </Button>
              {folderId !== 0 && (
                <Button asChild>
                  <Link to={folderHref(0)}>返回全部文件</Link>
                </Button>
              )}
            </>
          }
        />
      </div>
    );
  } else if (entries.length === 0) {
    content = (
      <Empty
        icon={<DiskIcon name="folder" size={36} />}
        title="空文件夹"
        description="把文件拖到这里，或者点击「上传文件」，也可以新建子文件夹。"
        action={
          <>
            {uploadButton('primary', 'md')}
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <DiskIcon name="folder-plus" size={16} />
              新建文件夹
            </Button>
          </>
        }
      />
    );
  } else {
    content = (
      <div className="disk-entries__wrap" onKeyDown={onListKeyDown}>
        <EntryList
          entries={entries}
          view={view}
          label={`「${folderName}」中的内容`}
          selected={keys}
          onSelect={toggle}
          zoneUnlocked={zoneUnlocked}
          onLocked={askPassword}
          actions={actions}
        />
      </div>
    );
  }

  return (
    <section className="disk" aria-labelledby="page-title">
      <h1 id="page-title" className="disk__title">
        云盘
      </h1>
      <div className="disk__layout">
        <aside className={clsx('disk__side', treeOpen && 'is-open')} aria-label="云盘目录与用量">
          <UsageBar className="disk__usage" />
          <button
            type="button"
            className="disk__tree-toggle"
            aria-expanded={treeOpen}
            aria-controls={treeId}
            onClick={() => setTreeOpen((open) => !open)}
          >
            <DiskIcon name="panel" size={18} />
            <span>文件夹目录</span>
            <Icon name={treeOpen ? 'chevron-up' : 'chevron-down'} size={16} className="disk__tree-chevron" />
          </button>
          <div className="disk__tree" id={treeId}>
            <FolderTree
              currentFolderId={folderId}
              openPath={pathFolders.map((f) => f.id)}
              zoneUnlocked={zoneUnlocked}
              onLocked={askPassword}
              onNavigate={() => setTreeOpen(false)}
            />
          </div>
        </aside>

        <div className="disk__main">
          {folderId !== 0 && <Breadcrumb path={crumbs} />}
          <div className="disk__heading">
            <div className="disk__heading-text">
              <h2 id={titleId} className="disk__folder-name">
                {inZone && <DiskIcon name="lock" size={18} className="disk__folder-lock" />}
                {folderName}
              </h2>
              {ready && listing.data && (
                <span className="disk__folder-count tabular">{countLine(listing.data)}</span>
              )}
            </div>
            <ViewToggle view={view} onChange={setView} />
          </div>

          <div className="disk-toolbar">
            {ready && selectable.length > 0 && (
              <Checkbox
                className="disk-toolbar__all"
                label="全选"
                checked={allChecked ? true : selected.length > 0 ? 'indeterminate' : false}
                onCheckedChange={(checked) => (checked === true ? selectAll() : clearSelection())}
              />
            )}
            {selected.length > 0 && (
              <span className="disk-toolbar__count tabular" aria-hidden="true">
                已选 {selected.length} 项
              </span>
            )}
            {selected.length > 0 ? (
              <div
                className="disk-toolbar__group disk-toolbar__group--selection"
                role="group"
                aria-label="选中项的操作"
              >
                <Button size="sm" onClick={() => setDialog({ kind: 'move', entries: selected })}>
                  <DiskIcon name="folder-move" size={16} />
                  移动
                </Button>
                {selectedFiles.length > 0 && (
                  <Button
                    size="sm"
                    onClick={() => void downloadFiles(selectedFiles.map((e) => e.id))}
                    title={
                      selectedFiles.length < selected.length
                        ? '只下载选中的文件，文件夹不能直接下载'
                        : undefined
                    }
                  >
                    <DiskIcon name="download" size={16} />
                    下载{selectedFiles.length < selected.length ? ` ${selectedFiles.length} 个文件` : ''}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setDialog({ kind: 'delete', entries: selected })}
                >
                  <DiskIcon name="trash" size={16} />
                  删除
                </Button>
                <Button size="sm" variant="ghost" onClick={clearSelection}>
                  取消选择
                </Button>
              </div>
            ) : (
              <div className="disk-toolbar__group">
                {uploadButton('primary', 'sm')}
                <Button size="sm" onClick={() => setDialog({ kind: 'create' })} disabled={!ready}>
                  <DiskIcon name="folder-plus" size={16} />
                  新建文件夹
                </Button>
              </div>
            )}
            <p className="visually-hidden" aria-live="polite">
              {selected.length > 0 ? `已选 ${selected.length} 项` : ''}
            </p>
          </div>

          <DropZone
            onFiles={upload}
            label={`松开鼠标，上传到「${folderName}」`}
            disabled={!ready}
            className="disk__drop"
          >
            <div className="disk__content" aria-busy={listing.isFetching}>
              {content}
            </div>
          </DropZone>

          <UploadList records={uploads} title="上传列表" className="disk__uploads" />
        </div>
      </div>

      {dialog?.kind === 'create' && (
        <NameDialog
          title="新建文件夹"
          kind="folder"
          initial={freeName('新建文件夹', takenNames())}
          taken={takenNames()}
          confirmLabel="创建"
          onSave={async (name) => {
            const folder = await createFolder.mutateAsync({ name, parent_id: folderId });
            notify.success(`已创建文件夹「${folder.name}」`);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={`重命名${dialog.entry.kind === 'folder' ? '文件夹' : '文件'}`}
          kind={dialog.entry.kind}
          initial={dialog.entry.name}
          renaming
          taken={takenNames(dialog.entry)}
          confirmLabel="保存"
          onSave={async (name) => {
            await rename.mutateAsync({ entry: dialog.entry, name });
            notify.success(`已重命名为「${name}」`);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          entries={dialog.entries}
          onDeleted={(done) => setKeys((old) => new Set([...old].filter((key) => !done.includes(key))))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          entries={dialog.entries}
          currentFolderId={folderId}
          openPath={pathFolders.map((f) => f.id)}
          zoneUnlocked={zoneUnlocked}
          onMoved={clearSelection}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'unlock' && (
        <PrivateZoneDialog
          onUnlocked={() => {
            const target = dialog.folderId;
            if (target !== folderId) void navigate(folderHref(target));
            setTreeOpen(false);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

/**
 * The drive browser's state: the current folder's listing and path, whether it sits in the (locked)
 * private zone, the selection (which belongs to the folder it was made in), the open dialog, and
 * uploading into the folder. The components in `components/DiskBrowser.tsx` and beside it render it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Folder, FolderListing } from '@zaowu/shared';
import { notify } from '../../lib/toast.ts';
import { useUploads, type UploadRecord } from '../../lib/upload/index.ts';
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
} from './api.ts';
import { downloadFile } from './download.ts';
import { isSelectable, type EntryActions } from './components/EntryList.tsx';
import { sortForTree } from './components/FolderTree.tsx';
import { folderHref } from './location.ts';
import { uploadToDisk } from './upload-to-disk.ts';
import { useViewMode } from './view-mode.ts';
import { useZoneUnlocked } from './zone.ts';

export type DialogState =
  | { kind: 'create' }
  | { kind: 'rename'; entry: Entry }
  | { kind: 'move'; entries: Entry[] }
  | { kind: 'delete'; entries: Entry[] }
  | { kind: 'unlock'; folderId: number };

const NO_KEYS: ReadonlySet<string> = new Set();
const isDiskUpload = (r: UploadRecord) => r.origin === 'disk';

/** Folders (the private zone last), then files, as the server orders each. */
function orderedEntries(listing: FolderListing): Entry[] {
  return entriesOf({ ...listing, folders: sortForTree(listing.folders) });
}

export type DiskBrowserState = ReturnType<typeof useDiskBrowser>;

export function useDiskBrowser(folderId: number) {
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

  const createNamed = async (name: string) => {
    const folder = await createFolder.mutateAsync({ name, parent_id: folderId });
    notify.success(`已创建文件夹「${folder.name}」`);
  };
  const renameTo = async (entry: Entry, name: string) => {
    await rename.mutateAsync({ entry, name });
    notify.success(`已重命名为「${name}」`);
  };
  const unlocked = (target: number) => {
    if (target !== folderId) void navigate(folderHref(target));
    setTreeOpen(false);
  };

  return {
    folderId,
    listing,
    zoneUnlocked,
    view,
    setView,
    treeOpen,
    setTreeOpen,
    dialog,
    setDialog,
    setKeys,
    uploads,
    treeId,
    titleId,
    pathFolders,
    inZone,
    locked,
    folderName,
    crumbs,
    entries,
    selectable,
    keys,
    selected,
    selectedFiles,
    ready,
    clearSelection,
    selectAll,
    toggle,
    takenNames,
    askPassword,
    actions,
    upload,
    onListKeyDown,
    createNamed,
    renameTo,
    unlocked,
  };
}

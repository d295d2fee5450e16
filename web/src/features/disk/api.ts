/** The cloud drive's calls: queries for the usage and each folder's listing, and its mutations. */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints, type DiskFile, type Folder, type FolderListing } from '@zaowu/shared';
import { featureOn } from '../../lib/features.ts';
import { isSessionGone, userMessage } from '../../lib/errors.ts';
import { ApiError } from '../../lib/http.ts';
import { driveCall, holdZoneKey } from './zone.ts';

export const diskKeys = {
  all: ['disk'] as const,
  usage: ['disk', 'usage'] as const,
  folder: (folderId: number) => ['disk', 'folder', folderId] as const,
  path: (folderId: number) => ['disk', 'path', folderId] as const,
};

/** A folder or a file of a listing, with one key for both (folders and files have separate ids). */
export type Entry =
  | { kind: 'folder'; key: string; id: number; name: string; folder: Folder }
  | { kind: 'file'; key: string; id: number; name: string; file: DiskFile };

const folderEntry = (folder: Folder): Entry => ({
  kind: 'folder',
  key: `d${folder.id}`,
  id: folder.id,
  name: folder.name,
  folder,
});
const fileEntry = (file: DiskFile): Entry => ({
  kind: 'file',
  key: `f${file.id}`,
  id: file.id,
  name: file.name,
  file,
});

export function entriesOf(listing: FolderListing): Entry[] {
  return [...listing.folders.map(folderEntry), ...listing.files.map(fileEntry)];
}

/** The private zone: a top-level private folder (it cannot be renamed, moved or deleted). */
export const isPrivateRoot = (f: Pick<Folder, 'is_private' | 'parent_id'>) =>
  f.is_private && f.parent_id === 0;

export const folderDataQuery = () =>
  queryOptions({ queryKey: diskKeys.usage, queryFn: () => driveCall(endpoints.folder.getFolderData) });

/**
 * A listing's files carry signed addresses that work for about 10 minutes: a listing is fetched again
 * well before that, on screen on a timer and otherwise when it is next shown.
 */
const LISTING_FRESH_MS = 5 * 60_000;

/**
 * One folder's listing (0 = the top of the drive). silent: the page shows a failure in place (a locked
 * private zone asks for the password instead of toasting).
 */
export const folderListQuery = (folderId: number) =>
  queryOptions({
    queryKey: diskKeys.folder(folderId),
    queryFn: async () => {
      const listing = await driveCall(endpoints.folder.lists, { folder_id: folderId }, { silent: true });
      // Without the private zone (FEATURES: privateZone) its folder is not shown: it could not be opened.
      return featureOn('privateZone')
        ? listing
        : { ...listing, folders: listing.folders.filter((f) => !f.is_private) };
    },
    staleTime: LISTING_FRESH_MS,
    refetchInterval: LISTING_FRESH_MS,
    // A tab left in the background for a while comes back with live addresses (only if stale).
    refetchOnWindowFocus: true,
  });

/** The folders from the top down to `folderId` (inclusive), walking parent_id through the listings. */
export const folderPathQuery = (queryClient: QueryClient, folderId: number) =>
  queryOptions({
    queryKey: diskKeys.path(folderId),
    queryFn: async () => {
      const path: Folder[] = [];
      const seen = new Set<number>();
      for (let id = folderId; id !== 0 && !seen.has(id);) {
        seen.add(id);
        const listing = await queryClient.fetchQuery(folderListQuery(id));
        if (!listing.folder) break;
        path.unshift(listing.folder);
        id = listing.folder.parent_id;
      }
      return path;
    },
  });

/** A listing refused because the private zone is locked (the server asks for the password). */
export function isLockedError(error: unknown, knownPrivate = false): boolean {
  return (
    error instanceof ApiError && error.code === 0 && (knownPrivate || /私密空间|密码/.test(error.message))
  );
}

/** Any change to the drive: every listing, the usage figures and the private zone load again. */
const DISK_CHANGED = { invalidates: [diskKeys.all], awaitsInvalidation: true };

export function useCreateFolder() {
  return useMutation({
    mutationFn: (input: { name: string; parent_id: number }) =>
      driveCall(endpoints.folder.add, input, { silent: true }),
    meta: DISK_CHANGED,
  });
}

export function useRenameEntry() {
  return useMutation({
    mutationFn: ({ entry, name }: { entry: Entry; name: string }): Promise<Folder | DiskFile> =>
      entry.kind === 'folder'
        ? driveCall(endpoints.folder.edit, { id: entry.id, name }, { silent: true })
        : driveCall(endpoints.folder.editFile, { id: entry.id, name }, { silent: true }),
    meta: DISK_CHANGED,
  });
}

export interface BatchResult {
  done: Entry[];
  failed: { entry: Entry; message: string }[];
}

/** Deletes one by one (there is no batch call); what failed is reported with the server's reason. */
export function useDeleteEntries() {
  return useMutation({
    mutationFn: async (entries: readonly Entry[]): Promise<BatchResult> => {
      const result: BatchResult = { done: [], failed: [] };
      for (const entry of entries) {
        try {
          if (entry.kind === 'folder')
            await driveCall(endpoints.folder.del, { id: entry.id }, { silent: true });
          else await driveCall(endpoints.folder.delFile, { id: entry.id }, { silent: true });
          result.done.push(entry);
        } catch (error) {
          if (isSessionGone(error)) throw error;
          result.failed.push({ entry, message: userMessage(error, '删除失败，请稍后重试') });
        }
      }
      return result;
    },
    meta: { invalidates: [diskKeys.all], invalidatesOnError: [diskKeys.all], awaitsInvalidation: true },
  });
}

export function useMoveEntries() {
  return useMutation({
    mutationFn: ({ entries, targetId }: { entries: readonly Entry[]; targetId: number }) =>
      driveCall(
        endpoints.folder.move,
        {
          folder_ids: entries.filter((e) => e.kind === 'folder').map((e) => e.id),
          file_ids: entries.filter((e) => e.kind === 'file').map((e) => e.id),
          target_id: targetId,
        },
        { silent: true },
      ),
    meta: DISK_CHANGED,
  });
}

/**
 * Records an uploaded file in a folder (upload-to-disk.ts, which says a refusal: silent here).
 * Whatever the answer, the drive is asked again before the caller goes on.
 */
export function useAddFile() {
  return useMutation({
    mutationFn: (input: { folder_id: number; name: string; path: string; size: number }) =>
      driveCall(endpoints.folder.addFile, input, { silent: true }),
    meta: { invalidates: [diskKeys.all], invalidatesOnError: [diskKeys.all], awaitsInvalidation: true },
  });
}

/**
 * Opens the private zone with the member's login password (in a POST body): the answer is a key held
 * in memory for the calls into the zone, for 30 minutes. Resolves with the zone's top listing, or null
 * when only that listing failed (the page loads it again).
 */
export function useUnlockPrivateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string): Promise<FolderListing | null> => {
      holdZoneKey(await driveCall(endpoints.folder.unlockPrivateZone, { password }, { silent: true }));
      return driveCall(endpoints.folder.getPrivateZoneData, undefined, { silent: true }).catch(() => null);
    },
    onSuccess: (listing) => {
      if (listing?.folder) queryClient.setQueryData(diskKeys.folder(listing.folder.id), listing);
      // Listings refused while it was locked load again.
      void queryClient.resetQueries({
        queryKey: diskKeys.all,
        predicate: (q) => q.state.status === 'error',
      });
    },
  });
}

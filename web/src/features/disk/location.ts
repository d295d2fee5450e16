/** The current folder lives in the address (/disk?folder=ID), so refresh and back work. */
const DISK_PATH = '/disk';

export function folderHref(folderId: number): string {
  return folderId === 0 ? DISK_PATH : `${DISK_PATH}?folder=${folderId}`;
}

/** The folder named by ?folder= (0, the top of the drive, when absent or not an id). */
export function folderFromSearch(search: URLSearchParams): number {
  const n = Number(search.get('folder'));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

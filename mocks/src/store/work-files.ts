/**
 * A work's files: who may download them (anyone logged in when the work is free; its author and its
 * buyers when it is for sale) and the address a download is served at (signed, expiring, download=1).
 */
import { STORAGE_PREFIX } from '@zaowu/shared';
import { parseStoragePath } from '../media/urls.ts';
import { uploadPathOf, viewUrl } from './blobs.ts';
import type { Signer } from './signing.ts';
import type { Db, WorkRow } from './types.ts';

export const BUY_FIRST_MSG = '购买后才能下载';
export const WORK_GONE_MSG = '作品不存在或已删除';

/** Downloads one member may start in a minute: enough for any person, not for a counter-pumping script. */
export const DOWNLOAD_LIMIT = {
  kind: 'download',
  max: 30,
  windowMs: 60_000,
  msg: '下载太频繁了，请稍后再试',
};

/** The member owns the work as a buyer: a bought item of it (seeded purchases have no order). */
export function hasBought(db: Db, userId: number, workId: number): boolean {
  for (const i of db.items.values())
    if (i.user_id === userId && i.kind === 'work' && i.ref_id === workId) return true;
  return false;
}

export const isForSale = (w: Pick<WorkRow, 'price'>) => w.price !== null && w.price > 0;

export function mayDownload(db: Db, userId: number, w: WorkRow): boolean {
  return !isForSale(w) || w.author_id === userId || hasBought(db, userId, w.id);
}

/**
 * The address a download of `address` goes to: an upload of ours signed for download (it is private
 * or public media alike); generated media of ours (a seeded model, art) signed the same way, which
 * media/serve.ts answers as an attachment; anything else (an external address) as it is.
 */
export function downloadAddress(db: Db, signer: Signer, address: string): string {
  const upload = uploadPathOf(address);
  if (upload) return viewUrl(db, signer, upload, { download: true });
  let pathname: string;
  try {
    pathname = new URL(address, 'http://demo.invalid').pathname;
  } catch {
    return address;
  }
  if (pathname.startsWith(`${STORAGE_PREFIX}/`) && parseStoragePath(pathname))
    return signer.sign(pathname, { download: true });
  return address;
}

/** Where an uploaded file is: the one answer to "which address do I show, and which do I send". */
import type { UploadRecord } from './types.ts';

/**
 * A finished upload's address, to preview and to send with a form: the server's site-relative `path`
 * when it gave one, with its query kept (a private file's signature is what lets the preview load; the
 * server drops it when it stores the address); else `fullurl`, made a path when it is on this page's
 * origin, so what is kept does not depend on the host name it was uploaded through. Null before the
 * upload is done.
 */
export function uploadedAddress(record: Pick<UploadRecord, 'path' | 'fullurl'>): string | null {
  if (record.path) return record.path;
  if (!record.fullurl) return null;
  try {
    const url = new URL(record.fullurl, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
  } catch {
    return record.fullurl;
  }
}

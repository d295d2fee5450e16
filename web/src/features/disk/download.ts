/**
 * Downloads a drive file: the server hands out a signed address that expires soon (downFile, asked
 * for at the click), which goes through the URL rules (product.md §5) before an <a download> click saves it.
 */
import { endpoints } from '@zaowu/shared';
import { notify } from '../../lib/toast.ts';
import { saveFromUrl } from '../../lib/save-file.ts';
import { driveCall } from './zone.ts';
import { toastFailure } from '../../lib/errors.ts';

/** Asks for the file's address and saves it; a failure is toasted (toastFailure). */
export async function downloadFile(id: number): Promise<boolean> {
  try {
    const { url, name } = await driveCall(endpoints.folder.downFile, { id }, { silent: true });
    if (saveFromUrl(url, name)) return true;
    notify.error('下载地址不安全，已拦截');
  } catch (error) {
    toastFailure(error, '下载失败，请检查网络后重试');
  }
  return false;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Several files, one after another (browsers drop downloads started in the same instant). */
export async function downloadFiles(ids: readonly number[]): Promise<number> {
  let saved = 0;
  for (const [i, id] of ids.entries()) {
    if (i > 0) await pause(400);
    if (await downloadFile(id)) saved++;
  }
  return saved;
}

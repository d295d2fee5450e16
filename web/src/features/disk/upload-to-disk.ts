/**
 * Puts a local file into a drive folder: the shared upload engine sends it (chunks, pause/resume),
 * then addFile records it in the folder. A name already used there gets " (2)" rather than failing.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DiskFile, FolderListing } from '@zaowu/shared';
import { notify } from '../../lib/toast.ts';
import {
  UploadCancelledError,
  uploadEngine,
  uploadedAddress,
  type UploadRecord,
} from '../../lib/upload/index.ts';
import { diskKeys, type useAddFile } from './api.ts';
import { cleanFileName, freeFileName } from './names.ts';
import { toastFailure } from '../../lib/errors.ts';

/**
 * Resolves with the saved file, or null when the upload was cancelled or the drive refused it (the
 * server's msg has been toasted). The QueryClient is the app's (there is no global one); `addFile` is
 * `useAddFile`'s, which has the drive asked again once it is answered.
 */
export async function uploadToDisk(
  file: File,
  folderId: number,
  queryClient: QueryClient,
  addFile: ReturnType<typeof useAddFile>['mutateAsync'],
): Promise<DiskFile | null> {
  const record = uploadEngine.add(file, { origin: 'disk', folderId });
  let done: UploadRecord;
  try {
    done = await uploadEngine.whenDone(record.key);
  } catch (error) {
    if (error instanceof UploadCancelledError) return null;
    throw error;
  }
  const path = uploadedAddress(done);
  if (!path) {
    notify.error(`「${done.fileName}」上传后没有返回文件地址，请重试`);
    return null;
  }
  const listing = queryClient.getQueryData<FolderListing>(diskKeys.folder(folderId));
  const taken = listing ? [...listing.folders, ...listing.files].map((e) => e.name) : [];
  const name = freeFileName(cleanFileName(done.fileName), taken);
  try {
    return await addFile({ folder_id: folderId, name, path, size: done.size });
  } catch (error) {
    toastFailure(error, `「${name}」未能保存到云盘，请检查网络后重新上传`);
    return null;
  }
}

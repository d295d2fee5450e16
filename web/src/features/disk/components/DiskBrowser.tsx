/**
 * The drive for a member: tree and usage at the side, the current folder's contents with the
 * toolbar (new folder, upload, selection actions, list/grid), the drive's upload list, and the
 * dialogs. The selection belongs to the folder it was made in. Its state is `useDiskBrowser`.
 */
import type { FolderListing } from '@zaowu/shared';
import { DropZone, UploadList } from '../../../components/upload/index.ts';
import { useDiskBrowser } from '../use-disk-browser.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { DiskContent } from './DiskContent.tsx';
import { DiskDialogs } from './DiskDialogs.tsx';
import { DiskIcon } from './DiskIcon.tsx';
import { DiskSide } from './DiskSide.tsx';
import { DiskToolbar, ViewToggle } from './DiskToolbar.tsx';

function countLine({ folders, files }: FolderListing): string {
  const parts = [
    folders.length > 0 ? `${folders.length} 个文件夹` : '',
    files.length > 0 ? `${files.length} 个文件` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : '空文件夹';
}

export function DiskBrowser({ folderId }: { folderId: number }) {
  const disk = useDiskBrowser(folderId);
  const { listing, folderName, ready } = disk;

  return (
    <section className="disk" aria-labelledby="page-title">
      <h1 id="page-title" className="disk__title">
        云盘
      </h1>
      <div className="disk__layout">
        <DiskSide disk={disk} />

        <div className="disk__main">
          {folderId !== 0 && <Breadcrumb path={disk.crumbs} />}
          <div className="disk__heading">
            <div className="disk__heading-text">
              <h2 id={disk.titleId} className="disk__folder-name">
                {disk.inZone && <DiskIcon name="lock" size={18} className="disk__folder-lock" />}
                {folderName}
              </h2>
              {ready && listing.data && (
                <span className="disk__folder-count tabular">{countLine(listing.data)}</span>
              )}
            </div>
            <ViewToggle view={disk.view} onChange={disk.setView} />
          </div>

          <DiskToolbar disk={disk} />

          <DropZone
            onFiles={disk.upload}
            label={`松开鼠标，上传到「${folderName}」`}
            disabled={!ready}
            className="disk__drop"
          >
            <div className="disk__content" aria-busy={listing.isFetching}>
              <DiskContent disk={disk} />
            </div>
          </DropZone>

          <UploadList records={disk.uploads} title="上传列表" className="disk__uploads" />
        </div>
      </div>

      <DiskDialogs disk={disk} />
    </section>
  );
}

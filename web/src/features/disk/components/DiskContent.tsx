/**
 * What fills the current folder's area: a skeleton while it loads, the locked private zone, a
 * failure, the empty folder, or the entries (with Esc to clear and Ctrl/⌘+A to select all).
 */
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { userMessage } from '../../../lib/errors.ts';
import { folderHref } from '../location.ts';
import type { DiskBrowserState } from '../use-disk-browser.ts';
import type { ViewMode } from '../view-mode.ts';
import { DiskIcon } from './DiskIcon.tsx';
import { UploadButton } from './DiskToolbar.tsx';
import { EntryList } from './EntryList.tsx';

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

export function DiskContent({ disk }: { disk: DiskBrowserState }) {
  const { listing, view, folderId, folderName, entries } = disk;
  if (listing.isPending) return <EntriesSkeleton view={view} />;
  if (disk.locked) {
    return (
      <Empty
        icon={<DiskIcon name="lock" size={36} />}
        title="私密空间已锁定"
        description="私密空间中的文件只有你能看到。输入登录密码后即可查看，30 分钟内无需再次输入。"
        action={
          <Button variant="primary" onClick={() => disk.askPassword(folderId)}>
            输入密码
          </Button>
        }
      />
    );
  }
  if (listing.isError) {
    return (
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
  }
  if (entries.length === 0) {
    return (
      <Empty
        icon={<DiskIcon name="folder" size={36} />}
        title="空文件夹"
        description="把文件拖到这里，或者点击「上传文件」，也可以新建子文件夹。"
        action={
          <>
            <UploadButton disk={disk} variant="primary" size="md" />
            <Button onClick={() => disk.setDialog({ kind: 'create' })}>
              <DiskIcon name="folder-plus" size={16} />
              新建文件夹
            </Button>
          </>
        }
      />
    );
  }
  return (
    <div className="disk-entries__wrap" onKeyDown={disk.onListKeyDown}>
      <EntryList
        entries={entries}
        view={view}
        label={`「${folderName}」中的内容`}
        selected={disk.keys}
        onSelect={disk.toggle}
        zoneUnlocked={disk.zoneUnlocked}
        onLocked={disk.askPassword}
        actions={disk.actions}
      />
    </div>
  );
}

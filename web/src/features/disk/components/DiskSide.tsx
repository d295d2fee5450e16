/**
 * The drive's side column: usage, and the folder tree (folded behind a toggle on narrow screens).
 */
import { clsx } from 'clsx';
import { Icon } from '../../../components/Icon.tsx';
import type { DiskBrowserState } from '../use-disk-browser.ts';
import { DiskIcon } from './DiskIcon.tsx';
import { FolderTree } from './FolderTree.tsx';
import { UsageBar } from './UsageBar.tsx';

export function DiskSide({ disk }: { disk: DiskBrowserState }) {
  const { treeOpen, setTreeOpen, treeId } = disk;
  return (
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
          currentFolderId={disk.folderId}
          openPath={disk.pathFolders.map((f) => f.id)}
          zoneUnlocked={disk.zoneUnlocked}
          onLocked={disk.askPassword}
          onNavigate={() => setTreeOpen(false)}
        />
      </div>
    </aside>
  );
}

/**
 * The drive's toolbar over the current folder: select all, the selection's actions (move, download,
 * delete, clear) or, with nothing selected, upload and new folder; and the list/grid toggle.
 */
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { FilePickButton } from '../../../components/upload/index.ts';
import { downloadFiles } from '../download.ts';
import type { DiskBrowserState } from '../use-disk-browser.ts';
import type { ViewMode } from '../view-mode.ts';
import { DiskIcon } from './DiskIcon.tsx';

export function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  return (
    <div className="disk-view" role="group" aria-label="显示方式">
      <button
        type="button"
        className="disk-view__option"
        aria-pressed={view === 'list'}
        aria-label="列表视图"
        title="列表视图"
        onClick={() => onChange('list')}
      >
        <DiskIcon name="list" size={18} />
      </button>
      <button
        type="button"
        className="disk-view__option"
        aria-pressed={view === 'grid'}
        aria-label="网格视图"
        title="网格视图"
        onClick={() => onChange('grid')}
      >
        <DiskIcon name="grid" size={18} />
      </button>
    </div>
  );
}

export function UploadButton({
  disk,
  variant,
  size,
}: {
  disk: DiskBrowserState;
  variant: 'primary' | 'secondary';
  size: 'sm' | 'md';
}) {
  return (
    <FilePickButton variant={variant} size={size} multiple onFiles={disk.upload} disabled={!disk.ready}>
      <DiskIcon name="upload" size={16} />
      上传文件
    </FilePickButton>
  );
}

function SelectionActions({ disk }: { disk: DiskBrowserState }) {
  const { selected, selectedFiles, setDialog, clearSelection } = disk;
  return (
    <div
      className="disk-toolbar__group disk-toolbar__group--selection"
      role="group"
      aria-label="选中项的操作"
    >
      <Button size="sm" onClick={() => setDialog({ kind: 'move', entries: selected })}>
        <DiskIcon name="folder-move" size={16} />
        移动
      </Button>
      {selectedFiles.length > 0 && (
        <Button
          size="sm"
          onClick={() => void downloadFiles(selectedFiles.map((e) => e.id))}
          title={selectedFiles.length < selected.length ? '只下载选中的文件，文件夹不能直接下载' : undefined}
        >
          <DiskIcon name="download" size={16} />
          下载{selectedFiles.length < selected.length ? ` ${selectedFiles.length} 个文件` : ''}
        </Button>
      )}
      <Button size="sm" variant="danger" onClick={() => setDialog({ kind: 'delete', entries: selected })}>
        <DiskIcon name="trash" size={16} />
        删除
      </Button>
      <Button size="sm" variant="ghost" onClick={clearSelection}>
        取消选择
      </Button>
    </div>
  );
}

export function DiskToolbar({ disk }: { disk: DiskBrowserState }) {
  const { ready, selectable, selected, selectAll, clearSelection, setDialog } = disk;
  const allChecked = selectable.length > 0 && selected.length === selectable.length;
  return (
    <div className="disk-toolbar">
      {ready && selectable.length > 0 && (
        <Checkbox
          className="disk-toolbar__all"
          label="全选"
          checked={allChecked ? true : selected.length > 0 ? 'indeterminate' : false}
          onCheckedChange={(checked) => (checked === true ? selectAll() : clearSelection())}
        />
      )}
      {selected.length > 0 && (
        <span className="disk-toolbar__count tabular" aria-hidden="true">
          已选 {selected.length} 项
        </span>
      )}
      {selected.length > 0 ? (
        <SelectionActions disk={disk} />
      ) : (
        <div className="disk-toolbar__group">
          <UploadButton disk={disk} variant="primary" size="sm" />
          <Button size="sm" onClick={() => setDialog({ kind: 'create' })} disabled={!ready}>
            <DiskIcon name="folder-plus" size={16} />
            新建文件夹
          </Button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {selected.length > 0 ? `已选 ${selected.length} 项` : ''}
      </p>
    </div>
  );
}

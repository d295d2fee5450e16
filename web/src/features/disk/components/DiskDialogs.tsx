/**
 * The drive's one open dialog, if any: new folder, rename, delete, move, or the private zone's
 * password.
 */
import { freeName } from '../names.ts';
import type { DiskBrowserState } from '../use-disk-browser.ts';
import { DeleteDialog } from './DeleteDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { PrivateZoneDialog } from './PrivateZoneDialog.tsx';

export function DiskDialogs({ disk }: { disk: DiskBrowserState }) {
  const { dialog, setDialog, takenNames } = disk;
  const close = () => setDialog(null);
  switch (dialog?.kind) {
    case 'create':
      return (
        <NameDialog
          title="新建文件夹"
          kind="folder"
          initial={freeName('新建文件夹', takenNames())}
          taken={takenNames()}
          confirmLabel="创建"
          onSave={disk.createNamed}
          onClose={close}
        />
      );
    case 'rename':
      return (
        <NameDialog
          title={`重命名${dialog.entry.kind === 'folder' ? '文件夹' : '文件'}`}
          kind={dialog.entry.kind}
          initial={dialog.entry.name}
          renaming
          taken={takenNames(dialog.entry)}
          confirmLabel="保存"
          onSave={(name) => disk.renameTo(dialog.entry, name)}
          onClose={close}
        />
      );
    case 'delete':
      return (
        <DeleteDialog
          entries={dialog.entries}
          onDeleted={(done) => disk.setKeys((old) => new Set([...old].filter((key) => !done.includes(key))))}
          onClose={close}
        />
      );
    case 'move':
      return (
        <MoveDialog
          entries={dialog.entries}
          currentFolderId={disk.folderId}
          openPath={disk.pathFolders.map((f) => f.id)}
          zoneUnlocked={disk.zoneUnlocked}
          onMoved={disk.clearSelection}
          onClose={close}
        />
      );
    case 'unlock':
      return <PrivateZoneDialog onUnlocked={() => disk.unlocked(dialog.folderId)} onClose={close} />;
    default:
      return null;
  }
}

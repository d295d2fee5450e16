/**
 * Confirms a delete (one entry or a selection). Each entry is its own call: the ones the server
 * refuses stay listed with its reason, so nothing disappears without being deleted.
 */
import { useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteEntries, type Entry } from '../api.ts';
import { userMessage } from '../../../lib/errors.ts';

export function DeleteDialog({
  entries: initial,
  onDeleted,
  onClose,
}: {
  entries: readonly Entry[];
  onDeleted: (keys: string[]) => void;
  onClose: () => void;
}) {
  const [entries, setEntries] = useState(initial);
  const [failures, setFailures] = useState<{ name: string; message: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteEntries();
  const folders = entries.filter((e) => e.kind === 'folder').length;
  const single = entries.length === 1 ? entries[0]! : null;

  const confirm = () => {
    setError(null);
    remove.mutate(entries, {
      onSuccess: ({ done, failed }) => {
        if (done.length > 0) onDeleted(done.map((e) => e.key));
        if (failed.length === 0) {
          notify.success(single ? `已删除「${single.name}」` : `已删除 ${done.length} 项`);
          onClose();
          return;
        }
        setEntries(failed.map((f) => f.entry));
        setFailures(failed.map((f) => ({ name: f.entry.name, message: f.message })));
      },
      onError: (err) => setError(userMessage(err, '删除失败，请稍后重试')),
    });
  };

  const title = single ? `删除「${single.name}」？` : `删除选中的 ${entries.length} 项？`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={title}
      size="sm"
      description={
        folders > 0 ? '文件夹中的所有文件和子文件夹也会一起删除，删除后无法恢复。' : '删除后无法恢复。'
      }
      footer={
        <>
          <Button onClick={onClose} disabled={remove.isPending}>
            取消
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {failures.length > 0 ? '重试删除' : '删除'}
          </Button>
        </>
      }
    >
      {!single && (
        <ul className="disk-dialog__names">
          {entries.slice(0, 5).map((e) => (
            <li key={e.key}>{e.name}</li>
          ))}
          {entries.length > 5 && <li className="muted">等 {entries.length} 项</li>}
        </ul>
      )}
      {failures.length > 0 && (
        <div className="disk-dialog__error" role="alert">
          <p>以下项目未能删除：</p>
          <ul>
            {failures.map((f) => (
              <li key={f.name}>
                「{f.name}」：{f.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p className="disk-dialog__error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

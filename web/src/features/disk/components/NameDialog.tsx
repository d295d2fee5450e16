/**
 * 新建文件夹 / 重命名: one name field checked against the server's rules before sending; the server's
 * reason shows under the field and what was typed stays.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { failureMessage } from '../api.ts';
import { NAME_MAX, nameError, stemLength, type ItemKind } from '../names.ts';

export interface NameDialogProps {
  title: string;
  kind: ItemKind;
  /** The current name (rename) or a suggestion (new folder). */
  initial: string;
  /** Renaming: an unchanged name closes without a call. */
  renaming?: boolean;
  /** Names already used where the item lives (without the item itself). */
  taken: readonly string[];
  confirmLabel: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

export function NameDialog({
  title,
  kind,
  initial,
  renaming,
  taken,
  confirmLabel,
  onSave,
  onClose,
}: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const formId = useId();

  // Select the part a person usually changes: the name without its extension.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      input.setSelectionRange(0, kind === 'file' ? stemLength(initial) : initial.length);
    });
    return () => cancelAnimationFrame(frame);
  }, [initial, kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    if (renaming && trimmed === initial) {
      onClose();
      return;
    }
    const problem = nameError(trimmed, kind, taken);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onSave(trimmed);
      onClose();
    } catch (err) {
      setError(failureMessage(err, '保存失败，请稍后重试'));
      setPending(false);
      inputRef.current?.focus();
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      size="sm"
      footer={
        <>
          <Button onClick={onClose} disabled={pending}>
            取消
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Input
          ref={inputRef}
          label={kind === 'folder' ? '文件夹名称' : '文件名称'}
          value={name}
          error={error}
          hint={`最多 ${NAME_MAX} 个字，不能包含 \\ / : * ? " < > |`}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}

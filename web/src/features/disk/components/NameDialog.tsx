/**
 * 新建文件夹 / 重命名: one name field checked against the server's rules before sending; the server's
 * reason shows under the field and what was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { DRIVE_NAME_MAX, DRIVE_RESERVED_SHOWN, type DriveItemKind } from '@zaowu/shared/folder-input';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Input } from '../../../components/Field.tsx';
import { nameSchema, type NameInput, type NameValues } from '../name-form.ts';
import { stemLength } from '../names.ts';
import { userMessage } from '../../../lib/errors.ts';

export interface NameDialogProps {
  title: string;
  kind: DriveItemKind;
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
  const schema = useMemo(() => nameSchema(kind, taken), [kind, taken]);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NameValues, unknown, NameInput>({
    resolver: zodResolver(schema),
    defaultValues: { name: initial },
  });
  const { ref: registerRef, ...nameField } = register('name');
  const inputRef = useRef<HTMLInputElement | null>(null);
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

  const save = handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
      onClose();
    } catch (err) {
      setError('name', { message: userMessage(err, '保存失败，请稍后重试') }, { shouldFocus: true });
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      title={title}
      size="sm"
      footer={
        <>
          <Button onClick={onClose} disabled={isSubmitting}>
            取消
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          if (isSubmitting) return e.preventDefault();
          if (renaming && getValues('name').trim() === initial) {
            e.preventDefault();
            return onClose();
          }
          void save(e);
        }}
        noValidate
      >
        <Input
          ref={(el) => {
            registerRef(el);
            inputRef.current = el;
          }}
          label={kind === 'folder' ? '文件夹名称' : '文件名称'}
          error={errors.name?.message}
          hint={`最多 ${DRIVE_NAME_MAX} 个字，不能包含 ${DRIVE_RESERVED_SHOWN}`}
          autoComplete="off"
          spellCheck={false}
          {...nameField}
        />
      </form>
    </Dialog>
  );
}

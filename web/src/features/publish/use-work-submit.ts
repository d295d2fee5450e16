/**
 * A work form's submit (use-work-form.ts): checks everything, holds while uploads run, then saves with
 * works.add / works.edit; a message from the server shows under its field, else for the whole form.
 */
import { useState } from 'react';
import type { UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSaveWork, workHref } from './api.ts';
import type { PendingUpload } from './draft.ts';
import { firstSlotOnPage, focusField } from './field-focus.ts';
import {
  fieldOfServerMessage,
  toWorkInput,
  type FieldErrors,
  type FieldKey,
  type WorkFormValues,
} from './work-form.ts';
import { isSessionGone, userMessage } from '../../lib/errors.ts';

interface SubmitOptions {
  workId?: number;
  idPrefix: string;
  pending: PendingUpload[];
  handleSubmit: UseFormHandleSubmit<WorkFormValues>;
  setFieldError: UseFormSetError<WorkFormValues>;
  setFormError: (message: string | null) => void;
  onSaved?: () => void;
}

export function useWorkSubmit({
  workId,
  idPrefix,
  pending,
  handleSubmit,
  setFieldError,
  setFormError,
  onSaved,
}: SubmitOptions) {
  /** Submit was refused because of uploads: says so while any is still on its way. */
  const [heldByUploads, setHeldByUploads] = useState(false);
  const save = useSaveWork();
  const navigate = useNavigate();

  const saveNow = (v: WorkFormValues) =>
    save.mutate(
      { id: workId, input: toWorkInput(v) },
      {
        onSuccess: (work) => {
          onSaved?.();
          void navigate(workHref(work));
        },
        onError: (error) => {
          if (isSessionGone(error)) {
            setFormError('登录已失效，请重新登录后再提交；填写的内容都还在');
            return;
          }
          const msg = userMessage(error, '网络异常，提交失败，请稍后重试；填写的内容都还在');
          const field = fieldOfServerMessage(msg);
          if (field) setFieldError(field, { type: 'server', message: msg }, { shouldFocus: true });
          else setFormError(msg);
        },
      },
    );

  /**
   * Checks everything, plus `extra` (rules only the caller knows), then saves. react-hook-form shows
   * the errors and focuses the first invalid field; while uploads run nothing is sent.
   */
  const submit = (extra: () => FieldErrors = () => ({})) => {
    if (save.isPending) return;
    setFormError(null);
    const showExtra = () => {
      const more = Object.entries(extra()) as [FieldKey, string][];
      more.forEach(([key, message], i) =>
        setFieldError(key, { type: 'manual', message }, { shouldFocus: i === 0 }),
      );
      return more.length > 0;
    };
    void handleSubmit(
      (v) => {
        const invalid = showExtra();
        setHeldByUploads(pending.length > 0);
        if (pending.length > 0) {
          if (!invalid)
            focusField(
              idPrefix,
              firstSlotOnPage(
                idPrefix,
                pending.map((p) => p.slot),
              ),
            );
          return;
        }
        if (!invalid) saveNow(v);
      },
      () => {
        setHeldByUploads(pending.length > 0);
        // After the focus on the first invalid field: the caller's errors join the ones on show.
        for (const [key, message] of Object.entries(extra()) as [FieldKey, string][])
          setFieldError(key, { type: 'manual', message });
      },
    )();
  };

  return { submit, heldByUploads, saving: save.isPending };
}

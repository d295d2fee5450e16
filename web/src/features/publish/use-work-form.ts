/**
 * The state and the submit of a work form, shared by the full form and the legacy one: react-hook-form
 * over the shared work rules (work-form.ts), the uploads still running (files go through the upload
 * engine and land in the form as their addresses), and saving with works.add / works.edit. Nothing
 * typed is lost on a failure; a message from the server shows under its field. The uploads are in
 * use-work-uploads.ts, the submit in use-work-submit.ts, where fields sit on the page in field-focus.ts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors as HookErrors,
  type Resolver,
} from 'react-hook-form';
import type { PendingUpload } from './draft.ts';
import { focusField } from './field-focus.ts';
import { useWorkSubmit } from './use-work-submit.ts';
import { useWorkUploads } from './use-work-uploads.ts';
import { workFormSchema, type FieldErrors, type FieldKey, type WorkFormValues } from './work-form.ts';

// The values as they are (no trimming, no defaults): toWorkInput makes the request of them.
const resolver = zodResolver(workFormSchema, undefined, { raw: true }) as unknown as Resolver<WorkFormValues>;

/** Values whose change can change what another field needs: the type decides the media, selling the price. */
const DEPENDENTS: Partial<Record<keyof WorkFormValues, FieldKey[]>> = {
  type: ['content', 'model', 'images', 'video', 'imageAlts', 'files'],
  images: ['imageAlts'],
  // A work for sale needs something to deliver: the model file to download, or an attachment.
  forSale: ['price', 'model', 'files'],
  modelDownload: ['model'],
  files: ['model'],
  video: ['files'],
};

/** The first message of a field's error (a list's error may sit on one of its items). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message;
  if (typeof own === 'string' && own) return own;
  for (const item of Object.values(error)) {
    const m = messageOf(item);
    if (m) return m;
  }
  return undefined;
}

export interface WorkFormOptions {
  initial: WorkFormValues;
  /** Editing this work (works.edit); publishing when absent. */
  workId?: number;
  /** Prefix of the fields' element ids. */
  idPrefix: string;
  /**
   * The fields in the order the form shows them: react-hook-form focuses the first invalid one of
   * this list (shouldFocusError), so it must follow the page.
   */
  fieldOrder: readonly FieldKey[];
  /** Uploads started on an earlier visit (the draft), picked up again if still in the engine. */
  initialPending?: PendingUpload[];
  /** After a successful save, before going to the work's page. */
  onSaved?: () => void;
}

export function useWorkForm({
  initial,
  workId,
  idPrefix,
  fieldOrder,
  initialPending = [],
  onSaved,
}: WorkFormOptions) {
  const hook = useForm<WorkFormValues>({ resolver, defaultValues: initial, shouldFocusError: true });
  const { control, getValues, setValue, trigger, clearErrors, getFieldState, handleSubmit, register } = hook;
  const setFieldError = hook.setError;
  const values = useWatch({ control }) as WorkFormValues;
  const { errors: hookErrors, submitCount } = hook.formState;
  const [formError, setFormError] = useState<string | null>(null);

  // Each field is known to react-hook-form with a "ref" that focuses it on the page, in the page's
  // order; again after each render, as a reset or a field that came and went forgets them.
  const focusRefs = useMemo(
    () => new Map(fieldOrder.map((key) => [key, { focus: () => focusField(idPrefix, key) }])),
    [fieldOrder, idPrefix],
  );
  useEffect(() => {
    for (const [key, ref] of focusRefs) register(key).ref(ref);
  });

  // Each field's message, in the page's order (formState.errors is kept up to date in place).
  const errors: FieldErrors = {};
  for (const key of fieldOrder) {
    const message = messageOf((hookErrors as HookErrors<WorkFormValues>)[key]);
    if (message) errors[key] = message;
  }

  /** Replaces every value (a restored draft, a cleared form); shown errors go. */
  const setValues = useCallback(
    (next: WorkFormValues) => {
      for (const key of Object.keys(next) as (keyof WorkFormValues)[]) setValue(key, next[key]);
      clearErrors();
      setFormError(null);
    },
    [clearErrors, setValue],
  );

  /** Sets one value; the errors on show that it can change are checked again. */
  const set = useCallback(
    <K extends keyof WorkFormValues>(key: K, value: WorkFormValues[K]) => {
      setValue(key, value as never, { shouldDirty: true });
      const shown = [key as FieldKey, ...(DEPENDENTS[key] ?? [])].filter((k) => getFieldState(k).invalid);
      if (shown.length > 0) void trigger(shown);
      setFormError(null);
    },
    [getFieldState, setValue, trigger],
  );

  /** Shows (or clears) one field's error now, e.g. when leaving it. */
  const check = useCallback((key: FieldKey) => void trigger(key), [trigger]);

  const setError = useCallback(
    (key: FieldKey, message: string | null) => {
      if (message) setFieldError(key, { type: 'manual', message });
      else clearErrors(key);
    },
    [clearErrors, setFieldError],
  );

  const { pending, upload, records, recordsOf } = useWorkUploads({
    initialPending,
    set,
    getValues,
    setError,
    setFormError,
  });
  const { submit, heldByUploads, saving } = useWorkSubmit({
    workId,
    idPrefix,
    pending,
    handleSubmit,
    setFieldError,
    setFormError,
    onSaved,
  });

  const stuck = records.some((r) => r.status === 'failed' || r.status === 'paused');
  const uploadMessage =
    pending.length === 0
      ? null
      : stuck
        ? '有文件上传失败或已暂停，请重试、继续或取消后再提交'
        : `还有 ${pending.length} 个文件正在上传，上传完成后才能提交`;

  return {
    values,
    setValues,
    set,
    errors,
    check,
    setError,
    formError: (heldByUploads && uploadMessage) || formError,
    /** Submit was pressed at least once: the summary of what is left to fix shows. */
    attempted: submitCount > 0,
    pending,
    records,
    recordsOf,
    upload,
    submit,
    saving,
    uploading: pending.length > 0,
    idPrefix,
  };
}

export type WorkForm = ReturnType<typeof useWorkForm>;

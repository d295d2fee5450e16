/**
 * The state and the submit of a work form, shared by the full form and the legacy one: react-hook-form
 * over the shared work rules (work-form.ts), the uploads still running (files go through the upload
 * engine and land in the form as their addresses), and saving with works.add / works.edit. Nothing
 * typed is lost on a failure; a message from the server shows under its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  useForm,
  useWatch,
  type FieldError,
  type FieldErrors as HookErrors,
  type Resolver,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { WorkFile } from '@zaowu/shared';
import { uploadEngine, uploadedAddress, useUploads, type UploadRecord } from '../upload/index.ts';
import { useSaveWork, workHref } from './api.ts';
import type { PendingUpload, UploadSlot } from './draft.ts';
import {
  fieldOfServerMessage,
  toWorkInput,
  workFormSchema,
  type FieldErrors,
  type FieldKey,
  type WorkFormValues,
} from './work-form.ts';
import { isSessionGone, userMessage } from '../../lib/errors.ts';

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

/** The slots that hold one file: a new pick replaces the one on its way. */
const SINGLE: ReadonlySet<UploadSlot> = new Set(['cover', 'model', 'video', 'preview']);

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"], button:not([disabled]), [tabindex="0"]';

export const fieldId = (prefix: string, key: FieldKey | UploadSlot) => `${prefix}-${key}`;

/** Focuses a field (its control, or the first control in its group) and brings it into view. */
function focusField(prefix: string, key: FieldKey | UploadSlot): void {
  const el = document.getElementById(fieldId(prefix, key));
  if (!el) return;
  const target = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? el).focus({ preventScroll: true });
  el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** Of these upload slots, the one that comes first on the page (forms lay their fields out differently). */
function firstSlotOnPage(prefix: string, slots: readonly UploadSlot[]): UploadSlot {
  const found = slots
    .map((slot) => ({ slot, el: document.getElementById(fieldId(prefix, slot)) }))
    .filter((x): x is { slot: UploadSlot; el: HTMLElement } => x.el !== null);
  found.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return found[0]?.slot ?? slots[0]!;
}

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
  /** Submit was refused because of uploads: says so while any is still on its way. */
  const [heldByUploads, setHeldByUploads] = useState(false);
  const [pending, setPending] = useState<PendingUpload[]>(() =>
    initialPending.filter((p) => uploadEngine.get(p.key)),
  );
  const save = useSaveWork();
  const navigate = useNavigate();

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

  // ---- uploads ------------------------------------------------------------------------------------

  const commit = useCallback(
    (slot: UploadSlot, r: UploadRecord) => {
      const url = uploadedAddress(r);
      if (!url) return;
      const file: WorkFile = { name: r.fileName, url, size: r.size };
      if (slot === 'cover') set('cover', url);
      else if (slot === 'model') set('model', file);
      else if (slot === 'video') set('video', file);
      else if (slot === 'preview') set('preview', file);
      else if (slot === 'images') set('images', [...getValues('images'), url]);
      else if (slot === 'files') set('files', [...getValues('files'), file]);
    },
    [getValues, set],
  );

  /** Follows an upload to its end: its address lands in the form; null when it was cancelled. */
  const track = useCallback(
    (p: PendingUpload): Promise<UploadRecord | null> =>
      uploadEngine.whenDone(p.key).then(
        (r) => {
          setPending((list) => list.filter((x) => x.key !== p.key));
          commit(p.slot, r);
          return r;
        },
        () => {
          setPending((list) => list.filter((x) => x.key !== p.key));
          return null;
        },
      ),
    [commit],
  );

  // The draft's uploads still running (same page session): their results still land in the form.
  const [resumed] = useState(pending);
  const resumedOnce = useRef(false);
  useEffect(() => {
    if (resumedOnce.current) return;
    resumedOnce.current = true;
    for (const p of resumed) void track(p);
  }, [resumed, track]);

  /** Sends a file through the upload engine; its address lands in `slot` when done. */
  const upload = useCallback(
    (file: File, slot: UploadSlot): Promise<UploadRecord | null> => {
      const replaced = SINGLE.has(slot) ? pending.filter((p) => p.slot === slot) : [];
      for (const p of replaced) uploadEngine.cancel(p.key);
      const record = uploadEngine.add(file, { origin: 'publish' });
      const p = { key: record.key, slot };
      setPending((list) => [...list.filter((x) => !replaced.includes(x)), p]);
      if (slot !== 'content') setError(slot, null);
      setFormError(null);
      return track(p);
    },
    [pending, setError, track],
  );

  const pendingKeys = useMemo(() => new Set(pending.map((p) => p.key)), [pending]);
  const records = useUploads((r) => pendingKeys.has(r.key));
  const recordsOf = useCallback(
    (slot: UploadSlot) => {
      const keys = new Set(pending.filter((p) => p.slot === slot).map((p) => p.key));
      return records.filter((r) => keys.has(r.key));
    },
    [pending, records],
  );

  // ---- submit -------------------------------------------------------------------------------------

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
    saving: save.isPending,
    uploading: pending.length > 0,
    idPrefix,
  };
}

export type WorkForm = ReturnType<typeof useWorkForm>;

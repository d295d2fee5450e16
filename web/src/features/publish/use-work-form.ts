/**
 * The state and the submit of a work form, shared by the full form and the legacy one: values, the
 * errors on show, the uploads still running (files go through the upload engine and land in the form
 * as their addresses), and saving with works.add / works.edit. Nothing typed is lost on a failure.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { WorkFile } from '@zaowu/shared';
import { ApiError } from '../../lib/http.ts';
import { uploadEngine, uploadedAddress, useUploads, type UploadRecord } from '../upload/index.ts';
import { useSaveWork, workHref } from './api.ts';
import type { PendingUpload, UploadSlot } from './draft.ts';
import {
  fieldError,
  fieldOfServerMessage,
  toWorkInput,
  validateWork,
  type FieldErrors,
  type FieldKey,
  type WorkFormValues,
} from './validation.ts';

/** Which shown errors a change can affect. */
const AFFECTS: Record<keyof WorkFormValues, FieldKey[]> = {
  type: ['type', 'content', 'model', 'images', 'video'],
  title: ['title'],
  description: ['description'],
  content: ['content'],
  tags: ['tags'],
  cover: ['cover'],
  model: ['model'],
  images: ['images'],
  video: ['video'],
  files: ['files'],
  license: ['license'],
  tools: ['tools'],
  forSale: ['price'],
  price: ['price'],
  isMature: [],
};

/** The slots that hold one file: a new pick replaces the one on its way. */
const SINGLE: ReadonlySet<UploadSlot> = new Set(['cover', 'model', 'video']);

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"], button:not([disabled]), [tabindex="0"]';

export const fieldId = (prefix: string, key: FieldKey | UploadSlot) => `${prefix}-${key}`;

/** Focuses a field (its control, or the first control in its group) and brings it into view. */
export function focusField(prefix: string, key: FieldKey | UploadSlot): void {
  const el = document.getElementById(fieldId(prefix, key));
  if (!el) return;
  const target = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? el).focus({ preventScroll: true });
  el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** Of these fields, the one that comes first on the page (forms lay their fields out differently). */
export function firstOnPage(prefix: string, keys: readonly (FieldKey | UploadSlot)[]) {
  const found = keys
    .map((key) => ({ key, el: document.getElementById(fieldId(prefix, key)) }))
    .filter((x): x is { key: FieldKey | UploadSlot; el: HTMLElement } => x.el !== null);
  found.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return found[0]?.key ?? keys[0]!;
}

export interface WorkFormOptions {
  initial: WorkFormValues;
  /** Editing this work (works.edit); publishing when absent. */
  workId?: number;
  /** Prefix of the fields' element ids. */
  idPrefix: string;
  /** Uploads started on an earlier visit (the draft), picked up again if still in the engine. */
  initialPending?: PendingUpload[];
  /** After a successful save, before going to the work's page. */
  onSaved?: () => void;
}

export function useWorkForm({ initial, workId, idPrefix, initialPending = [], onSaved }: WorkFormOptions) {
  const [values, setValuesState] = useState(initial);
  // The latest values for handlers that run between renders (upload results, several changes in a row).
  const valuesRef = useRef(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Submit was refused because of uploads: says so while any is still on its way. */
  const [heldByUploads, setHeldByUploads] = useState(false);
  /** Submit was pressed at least once: the summary of what is left to fix shows. */
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState<PendingUpload[]>(() =>
    initialPending.filter((p) => uploadEngine.get(p.key)),
  );
  const save = useSaveWork();
  const navigate = useNavigate();

  /** Replaces every value (a restored draft, a cleared form); shown errors go. */
  const setValues = useCallback((next: WorkFormValues) => {
    valuesRef.current = next;
    setValuesState(next);
    setErrors({});
    setFormError(null);
  }, []);

  const set = useCallback(<K extends keyof WorkFormValues>(key: K, value: WorkFormValues[K]) => {
    const next = { ...valuesRef.current, [key]: value };
    valuesRef.current = next;
    setValuesState(next);
    setErrors((errs) => {
      const affected = AFFECTS[key].filter((k) => k in errs);
      if (affected.length === 0) return errs;
      const out = { ...errs };
      for (const k of affected) {
        const e = fieldError(k, next);
        if (e) out[k] = e;
        else delete out[k];
      }
      return out;
    });
    setFormError(null);
  }, []);

  /** Shows (or clears) one field's error now, e.g. when leaving it. */
  const check = useCallback((key: FieldKey) => {
    const e = fieldError(key, valuesRef.current);
    setErrors((errs) => {
      if ((errs[key] ?? null) === e) return errs;
      const out = { ...errs };
      if (e) out[key] = e;
      else delete out[key];
      return out;
    });
  }, []);

  const setError = useCallback((key: FieldKey, message: string | null) => {
    setErrors((errs) => {
      const out = { ...errs };
      if (message) out[key] = message;
      else delete out[key];
      return out;
    });
  }, []);

  // ---- uploads ------------------------------------------------------------------------------------

  const commit = useCallback(
    (slot: UploadSlot, r: UploadRecord) => {
      const url = uploadedAddress(r);
      if (!url) return;
      const file: WorkFile = { name: r.fileName, url, size: r.size };
      const v = valuesRef.current;
      if (slot === 'cover') set('cover', url);
      else if (slot === 'model') set('model', file);
      else if (slot === 'video') set('video', file);
      else if (slot === 'images') set('images', [...v.images, url]);
      else if (slot === 'files') set('files', [...v.files, file]);
    },
    [set],
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

  /** Validates everything (plus `extra`, rules only the caller knows), then saves. */
  const submit = useCallback(
    (extra: FieldErrors = {}) => {
      if (save.isPending) return;
      setAttempted(true);
      const errs = { ...validateWork(valuesRef.current), ...extra };
      setErrors(errs);
      const invalid = Object.keys(errs) as FieldKey[];
      const first = invalid.length > 0 ? firstOnPage(idPrefix, invalid) : undefined;
      if (pending.length > 0) {
        setFormError(null);
        setHeldByUploads(true);
        focusField(
          idPrefix,
          first ??
            firstOnPage(
              idPrefix,
              pending.map((p) => p.slot),
            ),
        );
        return;
      }
      setHeldByUploads(false);
      if (first) {
        setFormError(null);
        focusField(idPrefix, first);
        return;
      }
      setFormError(null);
      save.mutate(
        { id: workId, input: toWorkInput(valuesRef.current) },
        {
          onSuccess: (work) => {
            onSaved?.();
            void navigate(workHref(work));
          },
          onError: (error) => {
            if (error instanceof ApiError && error.code === 0) {
              const field = fieldOfServerMessage(error.message);
              if (field) {
                setError(field, error.message);
                focusField(idPrefix, field);
              } else setFormError(error.message);
            } else if (error instanceof ApiError && error.isUnauthorized) {
              setFormError('登录已失效，请重新登录后再提交；填写的内容都还在');
            } else {
              setFormError('网络异常，提交失败，请稍后重试；填写的内容都还在');
            }
          },
        },
      );
    },
    [idPrefix, navigate, onSaved, pending, save, setError, workId],
  );

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
    attempted,
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

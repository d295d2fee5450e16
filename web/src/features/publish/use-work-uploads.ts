/**
 * A work form's uploads (use-work-form.ts): files go through the upload engine and land in the form
 * as their addresses; the draft's uploads still running are picked up again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WorkFile } from '@zaowu/shared';
import { uploadEngine, uploadedAddress, useUploads, type UploadRecord } from '../../lib/upload/index.ts';
import type { PendingUpload, UploadSlot } from './draft.ts';
import type { FieldKey, WorkFormValues } from './work-form.ts';

/** The slots that hold one file: a new pick replaces the one on its way. */
const SINGLE: ReadonlySet<UploadSlot> = new Set(['cover', 'model', 'video', 'preview']);

interface UploadsOptions {
  initialPending: PendingUpload[];
  set: <K extends keyof WorkFormValues>(key: K, value: WorkFormValues[K]) => void;
  getValues: <K extends 'images' | 'files'>(key: K) => WorkFormValues[K];
  setError: (key: FieldKey, message: string | null) => void;
  setFormError: (message: string | null) => void;
}

export function useWorkUploads({ initialPending, set, getValues, setError, setFormError }: UploadsOptions) {
  const [pending, setPending] = useState<PendingUpload[]>(() =>
    initialPending.filter((p) => uploadEngine.get(p.key)),
  );

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
    [pending, setError, setFormError, track],
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

  return { pending, upload, records, recordsOf };
}

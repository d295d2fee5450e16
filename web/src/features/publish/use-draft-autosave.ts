/**
 * The work form's page behaviour (components/WorkForm.tsx): the draft saved as you type, and the
 * browser's question before leaving.
 */
import { useEffect, useRef, useState } from 'react';
import { clearDraft, isBlank, saveDraft } from './draft.ts';
import type { WorkForm as Form } from './use-work-form.ts';

/** Saves the draft a moment after each change, and at once when the page is left. */
export function useDraftAutosave(form: Form, memberId: number, enabled: boolean) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const latest = useRef({ values: form.values, pending: form.pending });
  useEffect(() => {
    latest.current = { values: form.values, pending: form.pending };
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      const pending = form.pending.filter((p) => p.slot !== 'content');
      if (isBlank(form.values, pending)) {
        clearDraft(memberId);
        setSavedAt(null);
      } else setSavedAt(saveDraft(memberId, form.values, pending));
    }, 400);
    return () => window.clearTimeout(timer);
  }, [enabled, form.values, form.pending, memberId]);
  useEffect(() => {
    if (!enabled) return;
    const flush = () => {
      const { values, pending } = latest.current;
      const keep = pending.filter((p) => p.slot !== 'content');
      if (!isBlank(values, keep)) saveDraft(memberId, values, keep);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [enabled, memberId]);
  return savedAt;
}

/** The browser asks before leaving while files upload, or while an edit is unsaved. */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

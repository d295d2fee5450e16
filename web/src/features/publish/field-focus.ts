/**
 * Where a work form's fields are on the page: their element ids, focusing one, and which of some
 * upload slots comes first (the full and the legacy form lay their fields out differently).
 */
import type { UploadSlot } from './draft.ts';
import type { FieldKey } from './work-form.ts';

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

/** Of these upload slots, the one that comes first on the page (forms lay their fields out differently). */
export function firstSlotOnPage(prefix: string, slots: readonly UploadSlot[]): UploadSlot {
  const found = slots
    .map((slot) => ({ slot, el: document.getElementById(fieldId(prefix, slot)) }))
    .filter((x): x is { slot: UploadSlot; el: HTMLElement } => x.el !== null);
  found.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return found[0]?.slot ?? slots[0]!;
}

/**
 * The blog editor (TipTap) for other features' rich text, such as a community topic's body (app/ sets
 * it in components/RichTextEditorSlot.tsx): loaded lazily with its styles, so a page pays for it only
 * when someone starts writing. Should the chunk fail to load, a plain text box stands in (each line a
 * paragraph, escaped).
 */
import { lazy } from 'react';
import type { RichTextEditorProps } from '../../components/RichTextEditorSlot.tsx';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

const toHtml = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');

const toText = (html: string) =>
  new DOMParser().parseFromString(html.replace(/<\/p>/g, '</p>\n'), 'text/html').body.textContent?.trim() ??
  '';

function PlainTextBody({ id, labelId, value, onChange, onBlur, invalid, describedBy }: RichTextEditorProps) {
  return (
    <textarea
      id={id}
      className="pub-input pub-input--area"
      rows={10}
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      defaultValue={toText(value)}
      onChange={(e) => onChange(toHtml(e.currentTarget.value))}
      onBlur={onBlur}
    />
  );
}

export const LazyRichTextEditor = lazy(() =>
  Promise.all([import('./components/RichTextEditor.tsx'), import('./publish.css')]).then(
    ([editor]) => editor,
    (error: unknown) => {
      console.error('[publish] editor failed to load', error);
      return { default: PlainTextBody };
    },
  ),
);

/**
 * The rich text editor slot (docs/decisions/010-feature-layers.md): a feature that takes rich text (a
 * community topic's body) renders `RichTextEditor`; the editor itself is the publish feature's (TipTap,
 * with publish's link and picture rules), which app/ sets here, loaded lazily (render it inside
 * Suspense). Without one, a plain text box stands in.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** Uploads a picture for the body; resolves to its address (null when cancelled). */
  onUploadImage: (file: File) => Promise<string | null>;
}

const RichTextEditorContext = createContext<((props: RichTextEditorProps) => ReactNode) | null>(null);

/** Set in app/: draws the editor every rich text field uses. */
export const RichTextEditorSlot = RichTextEditorContext.Provider;

export function RichTextEditor(props: RichTextEditorProps) {
  const editor = useContext(RichTextEditorContext);
  if (editor) return editor(props);
  const { id, labelId, value, onChange, onBlur, invalid, describedBy } = props;
  return (
    <textarea
      id={id}
      aria-labelledby={labelId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onBlur={onBlur}
    />
  );
}

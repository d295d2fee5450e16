/** Publishing and editing works. Other features may link to the pages and reuse the rich text editor. */
export { workHref } from './api.ts';
export { LazyRichTextEditor, type RichTextEditorProps } from './rich-text.tsx';

/** Publishing and editing works. The rich text editor is every rich text field's (app/ sets it in components/RichTextEditorSlot.tsx). */
export { LazyRichTextEditor } from './rich-text.tsx';

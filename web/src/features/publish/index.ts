/** Publishing and editing works. Other features may link to the pages and reuse the rich text editor. */
export { LazyRichTextEditor } from './rich-text.tsx';

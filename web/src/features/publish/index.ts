/** Publishing and editing works. Other features may link to the pages; nothing else is shared yet. */
export { workHref } from './api.ts';

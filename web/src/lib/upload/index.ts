/**
 * Uploads (product.md §3, §4; design.md §4): the engine, the app's one instance and its React hooks.
 * The pickers and upload lists that show them are in components/upload/.
 */
export type { UploadRecord } from './types.ts';
export { UploadCancelledError } from './engine.ts';
export { uploadEngine } from './client.ts';
export { uploadedAddress } from './address.ts';
export { createFloatingList } from './floating.ts';
export { useUpload, useUploads } from './hooks.ts';

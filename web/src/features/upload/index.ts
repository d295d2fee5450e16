/** Uploads (product.md §3, §4; design.md §4): the engine, its React bindings and the upload lists. */
export type { UploadRecord } from './types.ts';
export { UploadCancelledError } from './engine.ts';
export { uploadEngine } from './client.ts';
export { uploadedAddress } from './address.ts';
export { useUpload, useUploads } from './hooks.ts';
export { UploadList } from './components/UploadList.tsx';
export { DropZone } from './components/DropZone.tsx';
export { FilePickButton } from './components/FilePickButton.tsx';
export { FloatingUploads } from './components/FloatingUploads.tsx';

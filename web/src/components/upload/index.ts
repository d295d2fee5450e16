/** The upload pickers and lists (product.md §3, §4; design.md §4) over the engine in lib/upload/. */
export { UploadList } from './UploadList.tsx';
export { DropZone } from './DropZone.tsx';
export { FilePickButton } from './FilePickButton.tsx';
export { FloatingUploads } from './FloatingUploads.tsx';

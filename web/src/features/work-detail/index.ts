export { useDownloadWorkFile, workKeys, workQuery } from './api.ts';

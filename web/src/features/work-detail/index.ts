export { useDownloadWorkFile, workKeys, workQuery } from './api.ts';
export { MATURE_OK_KEY, matureOkAtom, useMatureConsent } from './mature.ts';

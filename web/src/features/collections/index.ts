/** What other features may use of collections: its query keys (favoriting a work changes the folders). */
export { collectionKeys } from './api.ts';

/**
 * The app module for client state (product.md §3, design.md §4): everything the app uses from jotai comes from
 * here (ESLint forbids importing jotai elsewhere under web/src). The one way to keep a piece of client
 * state in the browser's storage is `persistedAtom`, in lib/persisted-atom.ts: a module of its own,
 * imported from there (a re-export here put it in the first load, with the entry that holds this
 * module, although only pages use it).
 */
import { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';

/** `createStore` is for lib/store.ts (the one store) and tests that need a store of their own. */
export { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom };
export type { SetStateAction } from 'jotai';

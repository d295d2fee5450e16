/**
 * The app module for client state (SPEC §3, DESIGN §4): everything the app uses from jotai comes from
 * here (ESLint forbids importing jotai elsewhere under web/src), and `persistedAtom` is the one way to
 * keep a piece of client state in the browser's storage.
 */
import { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';

/** `createStore` is for lib/store.ts (the one store) and tests that need a store of their own. */
export { Provider, atom, createStore, useAtom, useAtomValue, useSetAtom };
export type { Atom, PrimitiveAtom, SetStateAction, WritableAtom } from 'jotai';
/**
 * The one way to persist client state. It lives in its own module so that it ships in the chunks of
 * the pages that use it, not in the first-load entry with the rest of this module.
 */
export { persistedAtom, type PersistedOptions, type StoredSchema } from './persisted-atom.ts';

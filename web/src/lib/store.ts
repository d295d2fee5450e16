/**
 * The one jotai store for client state (product.md §3). React reads it through <Provider store>; code outside
 * React (the HTTP client's 401 rule, boot) uses it directly.
 */
import { createStore } from './state.ts';

export const appStore = createStore();

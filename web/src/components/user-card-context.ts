/**
 * The user card slot's context (components/UserCardSlot.tsx draws the trigger). A module of its own so
 * that the shell, which sets it for every page (app/slots.tsx), does not carry the trigger's pop-up
 * (Radix popover and floating-ui, ~24 KB gzip) in the first load: only the pages that show an author's
 * name do.
 */
import { createContext, type ReactNode } from 'react';
import type { UserBrief } from '@zaowu/shared';

/** Draws the card's body for one member (app/ provides the designers feature's, with its buttons). */
export const UserCardContext = createContext<((user: UserBrief) => ReactNode) | null>(null);

/** Set in app/: the card every author's name opens. */
export const UserCardSlot = UserCardContext.Provider;

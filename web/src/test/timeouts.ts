/**
 * How long a web test waits for what the slowest pages take: the first page of a file (it pays for
 * compiling its pages), and pages over many calls, on 2 cores shared with the other checks. A budget, not
 * a speed check; test/setup.ts gives every findBy…/waitFor a shorter one (WAIT_MS).
 */
export const SLOW = { timeout: 20_000 };

/** What every findBy…/waitFor waits (Testing Library's asyncUtilTimeout, set once in test/setup.ts). */
export const WAIT_MS = 8000;

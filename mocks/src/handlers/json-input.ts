/**
 * JSON bodies parsed in bounded time: the nesting depth is checked by one pass over the text before
 * JSON.parse sees it (a 1 MiB `[[[…` cost 0.75 s of event loop through a reviver), and keys that would
 * reach an object's prototype machinery are dropped afterwards by a walk no deeper than that limit.
 */
import { JSON_MAX_DEPTH } from '@zaowu/shared';

// Keys that would reach an object's prototype machinery rather than be data.
export const POISONED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * True when arrays and objects nest deeper than `max` in this JSON text: brackets are counted outside
 * strings only (a backslash in a string escapes the next character). Linear, and stops at the first
 * bracket past `max`. Text that is not JSON is left to JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * Drops __proto__, constructor and prototype keys at every depth. JSON.parse makes "__proto__" an own
 * key, harmless until something copies it onto another object; dropped here, nothing downstream can.
 * Recursion is bounded: only text that passed nestsDeeperThan(text, JSON_MAX_DEPTH) gets here.
 */
function dropPoisonedKeys(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) dropPoisonedKeys(item);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (POISONED_KEYS.has(key)) delete record[key];
    else dropPoisonedKeys(record[key]);
  }
}

export type JsonInput = { ok: true; value: unknown } | { ok: false; reason: 'too-deep' | 'invalid' };

/** Parses a JSON body: refused unparsed when it nests deeper than JSON_MAX_DEPTH, else cleaned. */
export function parseJsonInput(text: string): JsonInput {
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return { ok: false, reason: 'too-deep' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  dropPoisonedKeys(value);
  return { ok: true, value };
}

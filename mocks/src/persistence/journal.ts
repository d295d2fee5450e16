/**
 * What the demo store changed since it was last saved, row by row (docs/decisions/006-demo-storage.md).
 *
 * The store stays a plain in-memory object graph the handlers read and change in place; the journal
 * keeps a private copy of each row as last saved, and `changes()` compares the live rows with those
 * copies. A Map table's rows are compared one by one (a key per row); an array table (follows, likes …)
 * and the counters are compared whole. The copies are only replaced once the caller says the changes
 * were written (`saved`), so a failed write is tried again with the next call.
 *
 * Rows are JSON with two extensions, for the few non-JSON values rows hold: a Map and a Uint8Array (a
 * seeded file's bytes). A property set to undefined is no property, as in JSON. Node only (Buffer), like the rest of
 * persistence/: the browser's demo keeps its store in memory.
 */
import type { Db } from '../store/types.ts';

/** A row saved under (table, key): key is the JSON of the Map key ('' for a whole array or a value). */
export interface SavedRow {
  table: string;
  key: string;
  doc: string;
}

export interface Changes {
  upserts: SavedRow[];
  deletes: { table: string; key: string }[];
}

const MAP_TAG = '$map';
const BYTES_TAG = '$bytes';

function replacer(this: unknown, _key: string, value: unknown): unknown {
  if (value instanceof Map) return { [MAP_TAG]: [...value.entries()] };
  if (value instanceof Uint8Array) return { [BYTES_TAG]: Buffer.from(value).toString('base64') };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const tagged = value as Record<string, unknown>;
    if (MAP_TAG in tagged) return new Map(tagged[MAP_TAG] as [unknown, unknown][]);
    if (BYTES_TAG in tagged) return new Uint8Array(Buffer.from(tagged[BYTES_TAG] as string, 'base64'));
  }
  return value;
}

function encodeRow(value: unknown): string {
  return JSON.stringify(value, replacer);
}

function decodeRow(doc: string): unknown {
  return JSON.parse(doc, reviver);
}

/** Structural equality over what rows hold: JSON values, Maps, Uint8Arrays. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !same(v, b.get(k))) return false;
    return true;
  }
  if (a instanceof Uint8Array) {
    if (!(b instanceof Uint8Array) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  if (Array.isArray(b) || b instanceof Map || b instanceof Uint8Array) return false;
  // As JSON sees them: a property holding undefined is not there.
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let defined = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    defined += 1;
    if (!same(ra[k], rb[k])) return false;
  }
  for (const k in rb) if (rb[k] !== undefined) defined -= 1;
  return defined === 0;
}

const isMapTable = (value: unknown): value is Map<unknown, unknown> => value instanceof Map;

export interface Journal {
  /** Every row that differs from its saved copy, and every saved row that is gone. */
  changes(): Changes;
  /** These changes (from `changes()`) were written: they are the saved copies now. */
  saved(changes: Changes): void;
}

/**
 * A journal over `db`; `savedRows` are the rows as the database holds them now (none for a new one:
 * then the first `changes()` is the whole store).
 */
export function createJournal(db: Db, savedRows: Iterable<SavedRow>): Journal {
  // table → Map key (as the live Map has it; '' for a whole table) → the row as saved, decoded:
  // compared structurally, never by re-encoding the live row.
  const copies = new Map<string, Map<unknown, unknown>>();
  const copyTable = (table: string) => {
    let rows = copies.get(table);
    if (!rows) copies.set(table, (rows = new Map()));
    return rows;
  };
  const liveKey = (key: string): unknown => (key === '' ? '' : JSON.parse(key));
  for (const row of savedRows) copyTable(row.table).set(liveKey(row.key), decodeRow(row.doc));

  return {
    changes() {
      const upserts: SavedRow[] = [];
      const deletes: Changes['deletes'] = [];
      for (const [table, live] of Object.entries(db) as [string, unknown][]) {
        const saved = copyTable(table);
        if (isMapTable(live)) {
          let kept = 0;
          for (const [key, row] of live) {
            const copy = saved.get(key);
            if (copy !== undefined) {
              kept += 1;
              if (same(row, copy)) continue;
            }
            upserts.push({ table, key: JSON.stringify(key), doc: encodeRow(row) });
          }
          // Every saved key still live: nothing went. Else find what did.
          if (kept < saved.size)
            for (const key of saved.keys())
              if (!live.has(key)) deletes.push({ table, key: JSON.stringify(key) });
        } else {
          if (saved.has('') && same(live, saved.get(''))) continue;
          upserts.push({ table, key: '', doc: encodeRow(live) });
        }
      }
      return { upserts, deletes };
    },
    saved(changes) {
      // A decoded copy of what was written: later changes to the live row must not reach it.
      for (const { table, key, doc } of changes.upserts) copyTable(table).set(liveKey(key), decodeRow(doc));
      for (const { table, key } of changes.deletes) copyTable(table).delete(liveKey(key));
    },
  };
}

/**
 * A store rebuilt from saved rows, onto `db` (an empty store: emptyDb). Map rows go back in the order
 * given (the order they were first saved, as the store's Maps keep insertion order).
 */
export function restoreDb(db: Db, rows: Iterable<SavedRow>): Db {
  const target = db as unknown as Record<string, unknown>;
  for (const { table, key, doc } of rows) {
    if (!Object.hasOwn(target, table)) continue;
    const current = target[table];
    if (isMapTable(current)) current.set(JSON.parse(key) as unknown, decodeRow(doc));
    else if (key === '') target[table] = decodeRow(doc);
  }
  return db;
}

/** The empty store, id and order-number allocation, and the in-place reset the handlers rely on. */
import { ymd } from './time.ts';
import type { Db, IdTable } from './types.ts';

export function emptyDb(seed: number): Db {
  return {
    seed,
    users: new Map(),
    works: new Map(),
    tags: new Map(),
    shops: new Map(),
    goods: new Map(),
    orders: new Map(),
    addresses: new Map(),
    items: new Map(),
    income: new Map(),
    ledger: new Map(),
    withdrawals: new Map(),
    withdrawAccounts: new Map(),
    downloads: new Map(),
    userVisits: new Map(),
    workVisits: new Map(),
    follows: [],
    favorites: [],
    favoriteFolders: new Map(),
    likes: [],
    collections: new Map(),
    banners: [],
    topics: new Map(),
    posts: new Map(),
    notes: new Map(),
    comments: new Map(),
    commentLikes: [],
    reviews: new Map(),
    privateMessages: new Map(),
    blocks: [],
    messages: new Map(),
    cooperations: new Map(),
    messageConfig: new Map(),
    guides: new Map(),
    certifications: new Map(),
    folders: new Map(),
    files: new Map(),
    feedback: new Map(),
    recharges: new Map(),
    smsCodes: new Map(),
    sessions: new Map(),
    payPasswords: new Map(),
    lockouts: new Map(),
    passwordFailures: new Map(),
    knownClients: new Map(),
    smsSends: new Map(),
    postingTimes: new Map(),
    blobs: new Map(),
    chunkSessions: new Map(),
    linkChecks: [],
    lastId: {
      users: 0,
      works: 0,
      tags: 0,
      shops: 0,
      goods: 0,
      orders: 0,
      items: 0,
      income: 0,
      ledger: 0,
      withdrawals: 0,
      downloads: 0,
      userVisits: 0,
      workVisits: 0,
      privateMessages: 0,
      messages: 0,
      cooperations: 0,
      folders: 0,
      files: 0,
      feedback: 0,
      favoriteFolders: 0,
      collections: 0,
      topics: 0,
      posts: 0,
      notes: 0,
      comments: 0,
      addresses: 0,
      reviews: 0,
    },
    orderSeq: 0,
  };
}

export function nextId(db: Db, table: IdTable): number {
  // A store saved before a table existed has no count for it yet.
  db.lastId[table] = (db.lastId[table] ?? 0) + 1;
  return db.lastId[table];
}

/** ZW (orders), CZ (recharges), DS (rewards), TX (withdrawals) + yyyymmdd + a running number. */
export function orderNo(db: Db, prefix: 'ZW' | 'CZ' | 'DS' | 'TX', atMs: number): string {
  db.orderSeq += 1;
  return `${prefix}${ymd(atMs)}${String(db.orderSeq).padStart(8, '0')}`;
}

/**
 * Rows the seed made out of order get ids in time order, as a real database would have given them.
 * `make` receives each row's id.
 */
export function insertInTimeOrder<T extends { id: number }>(
  db: Db,
  table: IdTable & keyof Db,
  drafts: readonly Omit<T, 'id'>[],
  timeOf: (row: Omit<T, 'id'>) => string,
): T[] {
  const map = db[table] as unknown as Map<number, T>;
  const sorted = drafts.slice().sort((a, b) => Date.parse(timeOf(a)) - Date.parse(timeOf(b)));
  return sorted.map((draft) => {
    const row = { ...draft, id: nextId(db, table) } as T;
    map.set(row.id, row);
    return row;
  });
}

/** A plain-JSON picture of the whole store, for determinism checks and debugging. */
export function snapshot(db: Db): unknown {
  return JSON.parse(
    JSON.stringify(db, (_key, value: unknown) => {
      if (value instanceof Map) return [...value.entries()];
      if (value instanceof Uint8Array) return Array.from(value);
      return value;
    }),
  );
}

/**
 * The demo store kept in one SQLite file (Node's built-in node:sqlite, WAL mode) under DATA_DIR, so a
 * restart or a crash loses nothing that was answered (docs/decisions/006-demo-storage.md).
 *
 * The handlers work on the in-memory store as before; after each call `save()` writes what the call
 * changed (the journal's diff) in one transaction, before the answer is sent. The file is opened in
 * exclusive locking mode: a second process on the same DATA_DIR would keep its own copy in memory and
 * overwrite this one's, so it is refused at start instead.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { emptyDb } from '../store/db.ts';
import { seedDb } from '../store/seed/index.ts';
import type { Db } from '../store/types.ts';
import { createJournal, restoreDb, type Changes, type SavedRow } from './journal.ts';

/**
 * The shape of the saved rows. A store written by code with another number is not read: it is
 * refused with a message that says how to start again (DEMO_FRESH=1).
 */
const FORMAT_VERSION = '1';
const FILE_NAME = 'demo.sqlite';

export class DataDirError extends Error {
  override name = 'DataDirError';
}

export interface SavedStore {
  db: Db;
  /** Writes what changed since the last save, in one transaction; nothing when nothing changed. */
  save(): void;
  /** The signing secret kept with the data (made on first start), so signed addresses outlive a restart. */
  secret: string;
  /** True when this start wrote the seed (a new or wiped DATA_DIR). */
  seeded: boolean;
  /** The database file. */
  file: string;
  close(): void;
}

export interface OpenOptions {
  seed: number;
  /** Wipe DATA_DIR's store and start from the seed again (DEMO_FRESH=1). */
  fresh?: boolean;
}

function open(file: string): DatabaseSync {
  let sqlite: DatabaseSync;
  try {
    sqlite = new DatabaseSync(file);
    // Fail at once, not after a wait, when another process holds the file.
    sqlite.exec('PRAGMA busy_timeout = 0');
    sqlite.exec('PRAGMA locking_mode = EXCLUSIVE');
    sqlite.exec('PRAGMA journal_mode = WAL');
    // FULL: a commit is on disk (fsync) before the answer goes; NORMAL would survive kill -9 but not a
    // power cut. Measured cost in the decision record.
    sqlite.exec('PRAGMA synchronous = FULL');
    // Takes the exclusive lock now, so a second process fails here rather than on its first write.
    sqlite.exec('BEGIN IMMEDIATE');
    sqlite.exec('COMMIT');
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/locked|busy/i.test(message))
      throw new DataDirError(
        `DATA_DIR is in use by another process (${file}); stop it, or give this one its own DATA_DIR`,
      );
    throw new DataDirError(`cannot open the demo data at ${file}: ${message}`);
  }
  sqlite.exec(`
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS rows (
      tbl TEXT NOT NULL,
      key TEXT NOT NULL,
      doc TEXT NOT NULL,
      PRIMARY KEY (tbl, key)
    );
  `);
  return sqlite;
}

function randomSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

/** Removes the store's files (the database and its WAL) from `dataDir`. */
function removeSavedStore(dataDir: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(path.join(dataDir, FILE_NAME + suffix), { force: true });
}

/**
 * Opens (or makes) the store in `dataDir`: the saved rows when there are any, else the seed, written
 * at once.
 */
export function openSavedStore(dataDir: string, options: OpenOptions): SavedStore {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (options.fresh) removeSavedStore(dataDir);
  const file = path.join(dataDir, FILE_NAME);
  const sqlite = open(file);
  const meta = (key: string) =>
    (sqlite.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  const setMeta = sqlite.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  const version = meta('format_version');
  let db: Db;
  let savedRows: SavedRow[];
  if (version === undefined) {
    db = seedDb(options.seed);
    savedRows = [];
  } else {
    if (version !== FORMAT_VERSION) {
      sqlite.close();
      throw new DataDirError(
        `the demo data in ${file} was written by another version (format ${version}, this is ${FORMAT_VERSION}); ` +
          'start with DEMO_FRESH=1 (npm start -- --fresh) to begin again from the seed',
      );
    }
    // rowid order: each row where it was first saved, as the store's Maps keep insertion order.
    savedRows = (
      sqlite.prepare('SELECT tbl, key, doc FROM rows ORDER BY rowid').all() as {
        tbl: string;
        key: string;
        doc: string;
      }[]
    ).map((r) => ({ table: r.tbl, key: r.key, doc: r.doc }));
    db = restoreDb(emptyDb(Number(meta('seed') ?? options.seed)), savedRows);
  }
  const journal = createJournal(db, savedRows);

  const upsert = sqlite.prepare(
    'INSERT INTO rows (tbl, key, doc) VALUES (?, ?, ?) ON CONFLICT (tbl, key) DO UPDATE SET doc = excluded.doc',
  );
  const remove = sqlite.prepare('DELETE FROM rows WHERE tbl = ? AND key = ?');
  const write = (changes: Changes, extra?: (stmt: StatementSync) => void) => {
    sqlite.exec('BEGIN');
    try {
      for (const r of changes.upserts) upsert.run(r.table, r.key, r.doc);
      for (const r of changes.deletes) remove.run(r.table, r.key);
      extra?.(setMeta);
      sqlite.exec('COMMIT');
    } catch (err) {
      sqlite.exec('ROLLBACK');
      throw err;
    }
    journal.saved(changes);
  };

  let secret = meta('secret');
  const seeded = version === undefined;
  if (seeded) {
    // The seed and the store's identity in one transaction: a crash here leaves a file that is new again.
    secret = randomSecret();
    const firstSecret = secret;
    write(journal.changes(), (stmt) => {
      stmt.run('seed', String(options.seed));
      stmt.run('secret', firstSecret);
      stmt.run('format_version', FORMAT_VERSION);
    });
  }

  return {
    db,
    secret: secret!,
    seeded,
    file,
    save() {
      const changes = journal.changes();
      if (changes.upserts.length === 0 && changes.deletes.length === 0) return;
      write(changes);
    },
    close() {
      if (sqlite.isOpen) sqlite.close();
    },
  };
}

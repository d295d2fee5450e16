import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshot } from '../store/db.ts';
import { DEFAULT_SEED, seedDb } from '../store/seed/index.ts';
import { deleteAfterSave, diskByteStore } from '../node-bytes.ts';
import { openSavedStore, type SavedStore } from './sqlite.ts';

const dirs: string[] = [];
const open: SavedStore[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function newDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zaowu-saved-'));
  dirs.push(dir);
  return dir;
}

function openStore(dir: string, fresh = false): SavedStore {
  const store = openSavedStore(dir, { seed: DEFAULT_SEED, fresh });
  open.push(store);
  return store;
}

function reopen(store: SavedStore, dir: string): SavedStore {
  store.close();
  return openStore(dir);
}

/** Rows in the file, counted with SQLite itself (the store must be closed). */
function rowsIn(dir: string, table: string): number {
  const sqlite = new DatabaseSync(path.join(dir, 'demo.sqlite'), { readOnly: true });
  try {
    return (sqlite.prepare('SELECT count(*) AS n FROM rows WHERE tbl = ?').get(table) as { n: number }).n;
  } finally {
    sqlite.close();
  }
}

describe('the saved demo store', () => {
  it('writes the seed on first start, and reads back exactly the seed', () => {
    const dir = newDir();
    const first = openStore(dir);
    expect(first.seeded).toBe(true);
    expect(JSON.stringify(snapshot(first.db))).toBe(JSON.stringify(snapshot(seedDb(DEFAULT_SEED))));
    const again = reopen(first, dir);
    expect(again.seeded).toBe(false);
    expect(JSON.stringify(snapshot(again.db))).toBe(JSON.stringify(snapshot(seedDb(DEFAULT_SEED))));
  });

  it('keeps changed, added and removed rows, nested Maps and bytes included', () => {
    const dir = newDir();
    const store = openStore(dir);
    const { db } = store;
    const work = db.works.get(3)!;
    work.views += 7;
    work.tags.push('重启');
    const goneComment = [...db.comments.keys()][0]!;
    db.comments.delete(goneComment);
    db.follows.push({ follower_id: 1, followee_id: 9, followed_at: '2026-11-28T12:00:00+08:00' });
    db.messageConfig.set(1, new Map([[3, false]]));
    db.lastId.works += 1;
    db.works.set(db.lastId.works, { ...work, id: db.lastId.works, title: '新作品 $& 𠮷', tags: [] });
    store.save();
    const expected = JSON.stringify(snapshot(db));

    const back = reopen(store, dir);
    expect(JSON.stringify(snapshot(back.db))).toBe(expected);
    expect(back.db.comments.has(goneComment)).toBe(false);
    expect(back.db.messageConfig.get(1)).toEqual(new Map([[3, false]]));
    const seededBytes = [...back.db.blobs.values()].flatMap((b) => b.parts).find((p) => 'bytes' in p);
    expect(seededBytes && 'bytes' in seededBytes ? seededBytes.bytes : null).toBeInstanceOf(Uint8Array);
  });

  it('writes only what changed, and nothing when nothing did', () => {
    const dir = newDir();
    const store = openStore(dir);
    // A property set to undefined is no property, as JSON has it: not a change on every call.
    (store.db.users.get(1) as unknown as Record<string, unknown>).extra = undefined;
    store.save();
    store.db.works.get(5)!.title = '只改了这一行';
    store.save();
    store.close();
    const sqlite = new DatabaseSync(path.join(dir, 'demo.sqlite'), { readOnly: true });
    const doc = (
      sqlite.prepare("SELECT doc FROM rows WHERE tbl = 'works' AND key = '5'").get() as { doc: string }
    ).doc;
    sqlite.close();
    expect(JSON.parse(doc)).toMatchObject({ id: 5, title: '只改了这一行' });
    expect(rowsIn(dir, 'works')).toBe(seedDb(DEFAULT_SEED).works.size);
  });

  it('refuses a second process on the same DATA_DIR while the first has it', () => {
    const dir = newDir();
    const first = openStore(dir);
    expect(() => openStore(dir)).toThrow(/in use by another process/);
    first.close();
    expect(openStore(dir).seeded).toBe(false);
  });

  it('refuses data written in another format, and says how to start again', () => {
    const dir = newDir();
    openStore(dir).close();
    const sqlite = new DatabaseSync(path.join(dir, 'demo.sqlite'));
    sqlite.prepare("UPDATE meta SET value = '0' WHERE key = 'format_version'").run();
    sqlite.close();
    expect(() => openStore(dir)).toThrow(/DEMO_FRESH=1/);
    expect(openStore(dir, true).seeded).toBe(true);
  });

  it('starts from the seed again when fresh', () => {
    const dir = newDir();
    const store = openStore(dir);
    store.db.users.get(1)!.nickname = '改过的昵称';
    store.save();
    store.close();
    const fresh = openStore(dir, true);
    expect(fresh.seeded).toBe(true);
    expect(fresh.db.users.get(1)!.nickname).toBe(seedDb(DEFAULT_SEED).users.get(1)!.nickname);
  });

  it('keeps its signing secret across restarts', () => {
    const dir = newDir();
    const first = openStore(dir);
    const secret = first.secret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(reopen(first, dir).secret).toBe(secret);
  });
});

describe('the saved bytes', () => {
  const KEY_A = 'a'.repeat(32);
  const KEY_B = 'b'.repeat(32);

  it('sweeps files no row names (a crash between writing bytes and saving the row)', () => {
    const dir = newDir();
    const bytes = diskByteStore(dir);
    const db = seedDb(DEFAULT_SEED);
    writeFileSync(path.join(dir, KEY_A), 'named');
    writeFileSync(path.join(dir, KEY_B), 'stray');
    db.blobs.set('/api/storage/uploads/1/x/a.txt', {
      parts: [{ size: 5, key: KEY_A }],
      size: 5,
      seeded: false,
      mime: 'text/plain',
      name: 'a.txt',
      owner_id: 1,
      public: false,
      created_at: 0,
    });
    expect(bytes.sweep(db)).toBe(1);
    expect(readdirSync(dir)).toEqual([KEY_A]);
  });

  it('deletes bytes only after the save that dropped their row', async () => {
    const dir = newDir();
    const disk = diskByteStore(dir);
    const held = deleteAfterSave(disk);
    await held.put(KEY_A, new TextEncoder().encode('x'));
    await held.delete([KEY_A]);
    expect(existsSync(path.join(dir, KEY_A))).toBe(true);
    await held.afterSave();
    expect(existsSync(path.join(dir, KEY_A))).toBe(false);
  });
});

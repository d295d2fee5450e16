import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@zaowu/shared';
import { CHUNK_RELOAD_KEY, guardChunkLoad, isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

/** A clock, a storage slot (kept across "reloads", like sessionStorage) and a reload counter. */
function fakeEnv(start = 1_760_000_000_000) {
  let time = start;
  let stored: string | null = null;
  const env = {
    now: () => time,
    read: () => stored,
    write: (value: string) => {
      stored = value;
    },
    reload: vi.fn(),
  };
  return {
    env,
    advance: (ms: number) => {
      time += ms;
    },
    stored: () => stored,
  };
}

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://zaowu.test/assets/Art-x.js');
const failingImport = (err: unknown) => () => Promise.reject(err);

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: /assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: /assets/a.js',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});

describe('guardChunkLoad', () => {
  it('reloads the page on a chunk error and never settles, so nothing renders the error', async () => {
    const { env, stored } = fakeEnv();
    const load = guardChunkLoad(failingImport(chunkError()), env);
    let settled = false;
    void load().then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(stored()).toBe(String(env.now()));
    expect(settled).toBe(false);
  });

  it('does not reload twice within the guard window: the second failure is thrown', async () => {
    const { env, advance } = fakeEnv();
    const load = guardChunkLoad(failingImport(chunkError()), env);
    void load();
    await new Promise((r) => setTimeout(r, 0));
    expect(env.reload).toHaveBeenCalledTimes(1);

    advance(CHUNK_RELOAD_GUARD_MS - 1);
    await expect(load()).rejects.toThrow(/dynamically imported module/);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the guard window has passed', async () => {
    const { env, advance, stored } = fakeEnv();
    const load = guardChunkLoad(failingImport(chunkError()), env);
    void load();
    await new Promise((r) => setTimeout(r, 0));
    advance(CHUNK_RELOAD_GUARD_MS);
    void load();
    await new Promise((r) => setTimeout(r, 0));
    expect(env.reload).toHaveBeenCalledTimes(2);
    expect(stored()).toBe(String(env.now()));
  });

  it('rethrows errors that are not chunk failures, without reloading', async () => {
    const { env, stored } = fakeEnv();
    const bug = new ReferenceError('HomePage is not defined');
    await expect(guardChunkLoad(failingImport(bug), env)()).rejects.toBe(bug);
    expect(env.reload).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it('passes a loaded module through', async () => {
    const { env } = fakeEnv();
    const mod = { Component: () => null };
    await expect(guardChunkLoad(() => Promise.resolve(mod), env)()).resolves.toBe(mod);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('reloadForChunkError with the browser environment', () => {
  it('remembers the reload time in sessionStorage, so the guard survives the reload', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      expect(reloadForChunkError()).toBe(true);
      expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
      expect(reloadForChunkError()).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    }
  });
});

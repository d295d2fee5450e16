import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_PREFETCH_DELAY_MS } from '@zaowu/shared';
import {
  DEV_BUILD_ID,
  LATEST_BUILD_URL,
  RUNNING_BUILD_ID,
  VERSION_RECHECK_MS,
  createVersionWatch,
  isSlowConnection,
  startVersionWatch,
  type ConnectionInfo,
  type LatestBuild,
} from './versions.ts';

const RUNNING = 'aaaaaaaaaaaa';
const NEWER = 'bbbbbbbbbbbb';

const reply = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
const latest = (id: string): LatestBuild => ({ id, timestamp: 1_760_000_000_000 });

/** A watch over fake timers, a scripted latest.json and a settable connection. */
function setup(opts: { serverId?: string; connection?: ConnectionInfo } = {}) {
  let serverId = opts.serverId ?? RUNNING;
  let connection = opts.connection;
  const fetch = vi.fn((_url: string, _init: RequestInit) => reply(latest(serverId)));
  const env = {
    buildId: RUNNING,
    fetch,
    now: () => Date.now(),
    setTimeout: (callback: () => void, ms: number) => void setTimeout(callback, ms),
    connection: () => connection,
    assign: vi.fn(),
    logError: vi.fn(),
  };
  return {
    env,
    fetch,
    watch: createVersionWatch(env),
    deploy: (id: string) => {
      serverId = id;
    },
    setConnection: (c: ConnectionInfo | undefined) => {
      connection = c;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_760_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('version watch', () => {
  it('reads latest.json only once the start delay is over, without the HTTP cache', async () => {
    const { watch, fetch } = setup();
    watch.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(LATEST_BUILD_URL);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ cache: 'no-cache' });
  });

  it('starts once however often start is called', async () => {
    const { watch, fetch } = setup();
    watch.start();
    watch.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS * 3);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each<[string, ConnectionInfo]>([
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('never fetches on a slow connection (%s), not even on navigation', async (_label, connection) => {
    const { watch, fetch, env } = setup({ connection, serverId: NEWER });
    const startupTask = vi.fn();
    watch.afterStartup(startupTask);
    watch.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS * 2);
    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_MS);
    expect(watch.onNavigation('/art')).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(startupTask).not.toHaveBeenCalled();
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('fetches on 3g and 4g', async () => {
    for (const effectiveType of ['3g', '4g']) {
      const { watch, fetch } = setup({ connection: { effectiveType, saveData: false } });
      watch.start();
      await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('when a newer build is out, the next navigation is a full page load of where it was going', async () => {
    const { watch, env } = setup({ serverId: NEWER });
    watch.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS);
    expect(watch.updateAvailable).toBe(true);
    expect(env.assign).not.toHaveBeenCalled(); // nothing happens until the visitor moves on

    expect(watch.onNavigation('/art/12?tab=comments#c3')).toBe(true);
    expect(env.assign).toHaveBeenCalledExactlyOnceWith('/art/12?tab=comments#c3');
    // A redirect while the page unloads does not load twice.
    expect(watch.onNavigation('/login')).toBe(true);
    expect(env.assign).toHaveBeenCalledTimes(1);
  });

  it('with the same build, navigation stays in the SPA', async () => {
    const { watch, env } = setup({ serverId: RUNNING });
    watch.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS);
    expect(watch.updateAvailable).toBe(false);
    expect(watch.onNavigation('/model')).toBe(false);
    expect(env.assign).not.toHaveBeenCalled();
  });

  it.each<[string, () => ReturnType<typeof reply>]>([
    ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['HTTP 404', () => reply({ error: 'Not Found' }, 404)],
    ['not a build file', () => reply('<!doctype html>')],
    [
      'bad JSON',
      () => Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('x')) }),
    ],
  ])('a failed check (%s) is only logged', async (_label, answer) => {
    const { watch, env, fetch } = setup();
    fetch.mockImplementation(answer);
    watch.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS);
    expect(env.logError).toHaveBeenCalledTimes(1);
    expect(env.logError.mock.calls[0]![0]).toContain(LATEST_BUILD_URL);
    expect(watch.updateAvailable).toBe(false);
    expect(watch.onNavigation('/blog')).toBe(false);
    expect(env.assign).not.toHaveBeenCalled();
    await expect(watch.check()).resolves.toBeUndefined();
  });

  it('re-checks on navigation at most every 5 minutes, so a long-lived tab notices a deploy', async () => {
    const { watch, fetch, env, deploy } = setup();
    watch.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);

    deploy(NEWER);
    await vi.advanceTimersByTimeAsync(VERSION_RECHECK_MS - 1);
    expect(watch.onNavigation('/art')).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(watch.onNavigation('/blog')).toBe(false); // this one goes on; the check runs alongside
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(watch.onNavigation('/model')).toBe(true);
    expect(env.assign).toHaveBeenCalledExactlyOnceWith('/model');
  });

  it('does not check on navigation before the start delay is over', async () => {
    const { watch, fetch } = setup();
    watch.start();
    watch.onNavigation('/art');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('runs start-up tasks after the delay, or at once when registered later; cancel drops one', async () => {
    const { watch } = setup();
    const early = vi.fn();
    const cancelled = vi.fn();
    watch.afterStartup(early);
    const cancel = watch.afterStartup(cancelled);
    watch.start();
    cancel();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS - 1);
    expect(early).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(early).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    const late = vi.fn();
    watch.afterStartup(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('a throwing start-up task is logged and the others still run', async () => {
    const { watch, env } = setup();
    const after = vi.fn();
    watch.afterStartup(() => {
      throw new Error('boom');
    });
    watch.afterStartup(after);
    watch.start();
    await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS);
    expect(after).toHaveBeenCalledTimes(1);
    expect(env.logError).toHaveBeenCalledTimes(1);
  });
});

describe('isSlowConnection', () => {
  it('is true for data saver and 2G-class links only', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ saveData: true })).toBe(true);
  });
});

describe('the page watch outside a build', () => {
  it('does nothing under dev and tests, where no version files exist', async () => {
    expect(RUNNING_BUILD_ID).toBe(DEV_BUILD_ID);
    const fetch = vi.spyOn(window, 'fetch');
    try {
      startVersionWatch();
      await vi.advanceTimersByTimeAsync(MANIFEST_PREFETCH_DELAY_MS * 2);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      fetch.mockRestore();
    }
  });
});

import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http.ts';
import { createQueryClient } from './query-client.ts';

/** Three queries with data, one of them watched by an observer (on screen), none stale yet. */
function setUp() {
  const client = createQueryClient();
  const fetches: string[] = [];
  const seed = (key: string[]) =>
    client.fetchQuery({
      queryKey: key,
      queryFn: () => {
        fetches.push(key.join('/'));
        return key.join('/');
      },
    });
  const observer = new QueryObserver(client, {
    queryKey: ['shop', 'detail', 1],
    queryFn: () => {
      fetches.push('shop/detail/1');
      return 'shop 1';
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  const stale = (key: unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true })?.isStale();
  return { client, fetches, seed, stale, unsubscribe };
}

describe('mutation meta.invalidates', () => {
  it('makes exactly the declared queries stale and refetches the ones on screen', async () => {
    const { client, fetches, seed, stale, unsubscribe } = setUp();
    await seed(['account', 'money']);
    await seed(['works', 'list']);
    await client.refetchQueries({ queryKey: ['shop', 'detail', 1] });
    fetches.length = 0;

    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => 'paid',
        meta: { invalidates: [['shop'], ['account', 'money']] },
      })
      .execute(undefined);
    await client.getQueryCache().find({ queryKey: ['shop', 'detail', 1] })?.promise;

    expect(stale(['shop', 'detail', 1])).toBe(false); // refetched because it is on screen
    expect(fetches).toEqual(['shop/detail/1']); // the inactive one is only marked
    expect(client.getQueryState(['account', 'money'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['works', 'list'])?.isInvalidated).toBe(false);
    expect(stale(['works', 'list'])).toBe(false);
    unsubscribe();
  });

  it('marks after the mutation’s own onSuccess, so data it sets there still counts as stale', async () => {
    const { client, seed } = setUp();
    await seed(['community', 'topic', '7']);
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => 'saved',
        onSuccess: () => client.setQueryData(['community', 'topic', '7'], 'edited'),
        meta: { invalidates: [{ queryKey: ['community', 'topic'], refetchType: 'none' }] },
      })
      .execute(undefined);
    expect(client.getQueryData(['community', 'topic', '7'])).toBe('edited');
    expect(client.getQueryState(['community', 'topic', '7'])?.isInvalidated).toBe(true);
  });

  it('settles before the refetch unless the mutation asks to wait for it', async () => {
    const client = createQueryClient();
    let answer = () => {};
    const observer = new QueryObserver(client, {
      queryKey: ['shop', 'detail', 1],
      queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('shop 1'))),
    });
    const unsubscribe = observer.subscribe(() => {});
    answer();
    await client.getQueryCache().find({ queryKey: ['shop', 'detail', 1] })?.promise;
    const run = (awaitsInvalidation: boolean) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: async () => 'ok',
          meta: { invalidates: [['shop']], awaitsInvalidation },
        })
        .execute(undefined);
    const fetching = () => client.getQueryState(['shop', 'detail', 1])?.fetchStatus;

    await run(false);
    expect(fetching()).toBe('fetching');
    answer();
    await client.getQueryCache().find({ queryKey: ['shop', 'detail', 1] })?.promise;

    let settled = false;
    const waiting = run(true).then(() => (settled = true));
    await vi.waitFor(() => expect(fetching()).toBe('fetching'));
    expect(settled).toBe(false);
    answer();
    await waiting;
    expect(fetching()).toBe('idle');
    unsubscribe();
  });

  it('invalidates nothing for a mutation without meta, nor on error unless declared', async () => {
    const { client, fetches, seed, unsubscribe } = setUp();
    await seed(['account', 'money']);
    await client.refetchQueries({ queryKey: ['shop', 'detail', 1] });
    fetches.length = 0;

    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'ok' })
      .execute(undefined);
    await expect(
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(new Error('refused')),
          meta: { invalidates: [['account']] },
        })
        .execute(undefined),
    ).rejects.toThrow('refused');

    expect(fetches).toEqual([]);
    expect(client.getQueryState(['account', 'money'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['shop', 'detail', 1])?.isInvalidated).toBe(false);

    await expect(
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(new Error('refused')),
          meta: { invalidatesOnError: [['account', 'money']] },
        })
        .execute(undefined),
    ).rejects.toThrow('refused');
    expect(client.getQueryState(['account', 'money'])?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it('invalidates what a refusal declares only when the server refused, not when the call failed', async () => {
    const { client, seed } = setUp();
    await seed(['work', 'relation', '5']);
    const run = (error: Error) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => Promise.reject(error),
          meta: { invalidatesOnRefusal: [['work', 'relation', '5']] },
        })
        .execute(undefined)
        .catch(() => null);

    await run(new ApiError('网络连接失败', { status: 0, code: null, path: '/api/x' }));
    expect(client.getQueryState(['work', 'relation', '5'])?.isInvalidated).toBe(false);
    await run(new ApiError('你已购买该作品', { status: 200, code: 0, path: '/api/x' }));
    expect(client.getQueryState(['work', 'relation', '5'])?.isInvalidated).toBe(true);
  });
});

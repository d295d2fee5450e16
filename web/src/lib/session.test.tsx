import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { authKeys, recheckLogin, useLoginState } from './session.ts';
import { tokenStore } from './storage.ts';

function setup() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

afterEach(() => tokenStore.clear());

describe('the login state', () => {
  it('is "visitor" from the first render when there is no token (no "checking" render in between)', () => {
    const { wrapper } = setup();
    const seen: string[] = [];
    renderHook(() => seen.push(useLoginState()), { wrapper });
    expect(seen).toEqual(['visitor']);
  });

  it('is "member" at once with a token, until the check says otherwise', async () => {
    tokenStore.set('t-expired');
    const { wrapper } = setup();
    const { result } = renderHook(() => useLoginState(), { wrapper });
    expect(result.current).toBe('member');
    // The demo upstream does not know this token: the check answers "visitor" and drops it.
    await waitFor(() => expect(result.current).toBe('visitor'));
    expect(tokenStore.get()).toBeNull();
  });

  it('is not asked again for a visitor with no token, and is asked again once a token appears', async () => {
    const { queryClient, wrapper } = setup();
    renderHook(() => useLoginState(), { wrapper });
    const before = queryClient.getQueryState(authKeys.checkLogin)?.dataUpdatedAt;
    await recheckLogin(queryClient);
    expect(queryClient.getQueryState(authKeys.checkLogin)?.dataUpdatedAt).toBe(before);
    // A token turned up (another tab): the next check asks the server, which does not know this one.
    tokenStore.set('t-other-tab');
    await recheckLogin(queryClient);
    expect(tokenStore.get()).toBeNull();
  });
});

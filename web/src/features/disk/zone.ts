/**
 * The private zone's key and the one way the drive calls the server. The key (from unlockPrivateZone)
 * lives in memory only, in the app's client state, so logging out or a 401 drops it with the session.
 */
import { useAtomValue } from '../../lib/state.ts';
import { ZONE_KEY_HEADER, type Endpoint, type ReqOf, type ResOf, type ZoneKey } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { privateZoneKeyAtom } from '../../lib/client-state.ts';
import { ApiError, type CallOptions } from '../../lib/http.ts';
import { appStore } from '../../lib/store.ts';

/** How the server refuses a call into the zone without a valid key ("请先输入密码进入私密空间"). */
const ZONE_LOCKED = /请先输入密码/;

export function holdZoneKey(key: ZoneKey): void {
  appStore.set(privateZoneKeyAtom, key);
}

/**
 * Whether the member holds the zone's key. Its expires_at is not compared with this device's clock (a
 * clock that is off would lock or unlock wrongly); the server's refusal is what ends it.
 */
export function useZoneUnlocked(): boolean {
  return useAtomValue(privateZoneKeyAtom) !== null;
}

/**
 * Every drive call goes through here: while a key is held it travels as a header (the server looks at
 * it only for calls touching the zone), never in the query. A refusal of the key it was sent means it
 * ran out or the server forgot it: it is dropped, so the zone shows locked and asks again.
 */
export async function driveCall<E extends Endpoint>(
  endpoint: E,
  input?: ReqOf<E>,
  options: CallOptions = {},
): Promise<ResOf<E>> {
  const key = appStore.get(privateZoneKeyAtom);
  const withKey = key
    ? { ...options, headers: { ...options.headers, [ZONE_KEY_HEADER]: key.zone_key } }
    : options;
  try {
    return await call(endpoint, input, withKey);
  } catch (error) {
    const refused = error instanceof ApiError && error.code === 0 && ZONE_LOCKED.test(error.message);
    // Only the key this call carried: a newer one, got meanwhile, stays.
    if (key && refused && appStore.get(privateZoneKeyAtom) === key) appStore.set(privateZoneKeyAtom, null);
    throw error;
  }
}

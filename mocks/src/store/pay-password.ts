/**
 * 支付密码: the 6-digit secret 余额支付 and 提现 ask for (rules and words: shared pay-password.ts).
 *
 * - Stored as PBKDF2-SHA256 of the digits with a random salt per password, never the digits. Six digits
 *   are a million guesses, so no hash keeps them from someone holding the store; what protects them is
 *   the online limit below. The hash keeps them out of plain sight (a backup, a debugging dump).
 * - Five wrong in a row lock it for 30 minutes, during which even the right one is refused; the owner
 *   ends the lock at once by setting it again with an SMS code (user.setPayPassword). Per member, not
 *   per client: it is behind a login already, and a stolen session is exactly what it guards against.
 * - Checks of one member run one at a time, and a locked one is refused before any hashing: a burst of
 *   guesses costs at most five hashes, and every guess is judged after the ones before it.
 *
 * Hashing is async (it yields to the event loop); the store changes only after it, synchronously.
 */
import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { PayPasswordState } from '@zaowu/shared';
import {
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_FAILURES,
  PAY_PASSWORD_MSGS,
  isPayPasswordShape,
  payPasswordLockedMsg,
  payPasswordWrongMsg,
} from '@zaowu/shared/pay-password';
import { iso, MINUTE, type Clock } from './time.ts';
import type { Db, PayPasswordRow } from './types.ts';

/** PBKDF2 rounds: about 0.1 s on a small server, in JavaScript (the browser demo runs this too). */
const ROUNDS = 100_000;
const SALT_BYTES = 16;
const LOCK_MS = PAY_PASSWORD_LOCK_MINUTES * MINUTE;
/** Said when the password was set anew while a check of the old one was running. */
const CHANGED_MSG = '支付密码刚刚更新，请重新输入';

type Hashed = Pick<PayPasswordRow, 'hash' | 'salt' | 'rounds'>;

/**
 * PBKDF2-SHA256 of the digits, 32 bytes, as hex. The platform's own (Web Crypto: Node, and browsers on
 * https or localhost) is native code, about 6× faster than JavaScript's; a browser demo on plain http
 * has no `crypto.subtle`, and gets the same digest from @noble/hashes (pay-password.test.ts checks they
 * agree, so a hash kept by one is checked by the other).
 */
export async function derive(
  pin: string,
  salt: string,
  rounds: number,
  subtle: typeof globalThis.crypto.subtle | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  if (!subtle) {
    return bytesToHex(await pbkdf2Async(sha256, pin, hexToBytes(salt), { c: rounds, dkLen: 32 }));
  }
  const key = await subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: hexToBytes(salt), iterations: rounds },
    key,
    256,
  );
  return bytesToHex(new Uint8Array(bits));
}

/** Compares two hex digests in constant time. */
function sameDigest(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A new salt and the hash of `pin` with it: made before the store is touched (it awaits). */
export async function hashPayPassword(pin: string): Promise<Hashed> {
  const salt = bytesToHex(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
  return { hash: await derive(pin, salt, ROUNDS), salt, rounds: ROUNDS };
}

/** Keeps `hashed` as the member's pay password (first, changed or reset): any lock and count end. */
export function storePayPassword(db: Db, clock: Clock, userId: number, hashed: Hashed): void {
  db.payPasswords.set(userId, {
    user_id: userId,
    ...hashed,
    set_at: iso(clock.now()),
    failures: 0,
    locked_until: 0,
  });
}

export function payPasswordState(db: Db, clock: Clock, userId: number): PayPasswordState {
  const row = db.payPasswords.get(userId);
  const locked = row && row.locked_until > clock.now();
  return { is_set: row !== undefined, locked_until: locked ? iso(row.locked_until) : null };
}

function lockedMinutes(row: PayPasswordRow, now: number): number {
  return row.locked_until > now ? Math.max(1, Math.ceil((row.locked_until - now) / MINUTE)) : 0;
}

/** Why a typed pay password is refused before it is hashed, or null when it is to be checked. */
function refusedUnchecked(row: PayPasswordRow | undefined, now: number, typed: string | undefined) {
  if (!row) return PAY_PASSWORD_MSGS.notSet;
  const minutes = lockedMinutes(row, now);
  if (minutes > 0) return payPasswordLockedMsg(minutes);
  if (typed === undefined || typed === '') return PAY_PASSWORD_MSGS.empty;
  if (!isPayPasswordShape(typed)) return PAY_PASSWORD_MSGS.format;
  return null;
}

/** Each member's running check, so the next waits for it. */
const running = new WeakMap<Db, Map<number, Promise<unknown>>>();

async function oneAtATime<T>(db: Db, userId: number, task: () => Promise<T>): Promise<T> {
  let byMember = running.get(db);
  if (!byMember) running.set(db, (byMember = new Map()));
  const before = byMember.get(userId) ?? Promise.resolve();
  const run = before.then(task, task);
  const done = run.catch(() => undefined);
  byMember.set(userId, done);
  try {
    return await run;
  } finally {
    if (byMember.get(userId) === done) byMember.delete(userId);
  }
}

/**
 * Checks the pay password a payment or a withdrawal carries (`typed`, as sent): null when it is the
 * member's, else the msg to refuse with — none set yet (set one first), locked (for how long, and that an
 * SMS reset opens it), missing or malformed (not counted), or wrong (counted; the fifth in a row locks).
 */
export function verifyPayPassword(
  db: Db,
  clock: Clock,
  userId: number,
  typed: string | undefined,
): Promise<string | null> {
  return oneAtATime(db, userId, async () => {
    const row = db.payPasswords.get(userId);
    const early = refusedUnchecked(row, clock.now(), typed);
    if (early !== null || !row || typed === undefined) return early;
    const digest = await derive(typed, row.salt, row.rounds);
    // The await is over: judge against the row as it is now, with no await until the store is changed.
    const current = db.payPasswords.get(userId);
    if (!current || current.salt !== row.salt) return CHANGED_MSG;
    const now = clock.now();
    const minutes = lockedMinutes(current, now);
    if (minutes > 0) return payPasswordLockedMsg(minutes);
    if (sameDigest(digest, current.hash)) {
      if (current.failures !== 0) current.failures = 0;
      return null;
    }
    current.failures += 1;
    if (current.failures < PAY_PASSWORD_MAX_FAILURES)
      return payPasswordWrongMsg(PAY_PASSWORD_MAX_FAILURES - current.failures);
    current.failures = 0;
    current.locked_until = now + LOCK_MS;
    return payPasswordLockedMsg(PAY_PASSWORD_LOCK_MINUTES);
  });
}

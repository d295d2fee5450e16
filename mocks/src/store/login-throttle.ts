/**
 * Password guessing, throttled so that it stops whoever guesses and not the account's owner. Three
 * counts of wrong passwords at login (and at 修改登录密码's current password, the same secret):
 *
 * - one account from one client: 5 in a row lock that client out of that account for 15 minutes.
 *   The owner, from their own client, is not affected: five anonymous requests no longer shut a
 *   member out.
 * - one client, any accounts: at most 20 in 15 minutes, against spraying a few common passwords over
 *   many accounts.
 * - one account, from clients that have never logged in to it: at most 100 an hour. Past that, only a
 *   client the account logged in from in the last 30 days may try a password; the others are told to
 *   use an SMS code. One client can make 20 an hour on one account, so it takes five guessing flat out
 *   for a whole hour to get there (a few attackers cannot shut the owner out, and even then not from
 *   the owner's own clients), while a guess spread over many addresses is held to 100 an hour.
 *
 * Logging in with an SMS code is never throttled here: it is the way back in, with its own limits
 * (store/sms-limits.ts, and a code dies after five wrong tries). The private zone keeps a plain
 * per-member lockout (`lockoutTry` with "zone:<id>"): it is behind a login already.
 */
import { clientKey } from './client-key.ts';
import { DAY, HOUR, MINUTE, type Clock } from './time.ts';
import type { Db } from './types.ts';

/** Wrong passwords in a row before a lockout, and how long it lasts. */
const MAX_PASSWORD_FAILURES = 5;
export const LOCKOUT_MS = 15 * MINUTE;
const CLIENT_MAX_FAILURES = 20;
const CLIENT_WINDOW_MS = 15 * MINUTE;
const ACCOUNT_MAX_FAILURES = 100;
const ACCOUNT_WINDOW_MS = HOUR;
/** A client the account logged in from this recently is one the owner uses. */
const KNOWN_CLIENT_MS = 30 * DAY;
/** Stale rows are dropped at most this often, so an attacker's many addresses leave nothing behind. */
const SWEEP_EVERY_MS = MINUTE;

/** Who is refused: this client at this account, this client everywhere, or strangers at this account. */
export type LockScope = 'pair' | 'client' | 'account';

export type PasswordVerdict =
  { kind: 'ok' } | { kind: 'wrong'; left: number } | { kind: 'locked'; scope: LockScope; minutes: number };

function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE));
}

/**
 * One try against a lockout key: refused while locked; a right password clears the count; a wrong one
 * counts, and the MAX_PASSWORD_FAILURES-th in a row locks the key for LOCKOUT_MS, during which even
 * the right password is refused. A count left alone for LOCKOUT_MS starts again.
 */
export function lockoutTry(db: Db, clock: Clock, key: string, correct: boolean): PasswordVerdict {
  const now = clock.now();
  sweep(db, now);
  const row = db.lockouts.get(key);
  if (row && row.locked_until > now)
    return { kind: 'locked', scope: 'pair', minutes: minutesLeft(row.locked_until - now) };
  if (correct) {
    db.lockouts.delete(key);
    return { kind: 'ok' };
  }
  const before = row && now - row.failed_at < LOCKOUT_MS ? row.failures : 0;
  const failures = before + 1;
  if (failures >= MAX_PASSWORD_FAILURES) {
    db.lockouts.set(key, { failures: 0, locked_until: now + LOCKOUT_MS, failed_at: now });
    return { kind: 'locked', scope: 'pair', minutes: minutesLeft(LOCKOUT_MS) };
  }
  db.lockouts.set(key, { failures, locked_until: 0, failed_at: now });
  return { kind: 'wrong', left: MAX_PASSWORD_FAILURES - failures };
}

/** The times of `key` within the window, oldest first (older ones are dropped). */
function recent(db: Db, key: string, now: number, windowMs: number): number[] {
  const times = (db.passwordFailures.get(key) ?? []).filter((t) => now - t < windowMs);
  if (times.length > 0) db.passwordFailures.set(key, times);
  else db.passwordFailures.delete(key);
  return times;
}

function record(db: Db, key: string, now: number, windowMs: number): number {
  const times = recent(db, key, now, windowMs);
  times.push(now);
  db.passwordFailures.set(key, times);
  return times.length;
}

/** Minutes until the oldest of a full window ages out, and one more try may go. */
function windowWait(times: number[], now: number, windowMs: number): number {
  return minutesLeft(times[0]! + windowMs - now);
}

const pairKey = (userId: number, client: string) => `login:${userId}@${client}`;
const knownKey = (userId: number, client: string) => `${userId}@${client}`;

function isKnown(db: Db, now: number, userId: number, client: string): boolean {
  const at = db.knownClients.get(knownKey(userId, client));
  return at !== undefined && now - at < KNOWN_CLIENT_MS;
}

/**
 * A password login's try from `address` at `user`'s account (null: no such number, or one without a
 * password; the try still counts against the client). `correct` says whether the password matched.
 * Refusals are checked before the password is looked at, so a locked try says nothing about it.
 */
export function passwordAttempt(
  db: Db,
  clock: Clock,
  address: string,
  user: { id: number } | null,
  correct: boolean,
): PasswordVerdict | { kind: 'no-password' } {
  const now = clock.now();
  sweep(db, now);
  const client = clientKey(address);
  const fromClient = recent(db, `client:${client}`, now, CLIENT_WINDOW_MS);
  if (fromClient.length >= CLIENT_MAX_FAILURES)
    return { kind: 'locked', scope: 'client', minutes: windowWait(fromClient, now, CLIENT_WINDOW_MS) };
  if (!user) {
    record(db, `client:${client}`, now, CLIENT_WINDOW_MS);
    return { kind: 'no-password' };
  }
  const pair = db.lockouts.get(pairKey(user.id, client));
  if (pair && pair.locked_until > now) return lockoutTry(db, clock, pairKey(user.id, client), correct);
  const known = isKnown(db, now, user.id, client);
  const accountKey = `account:${user.id}`;
  if (!known) {
    const strangers = recent(db, accountKey, now, ACCOUNT_WINDOW_MS);
    if (strangers.length >= ACCOUNT_MAX_FAILURES)
      return { kind: 'locked', scope: 'account', minutes: windowWait(strangers, now, ACCOUNT_WINDOW_MS) };
  }
  const verdict = lockoutTry(db, clock, pairKey(user.id, client), correct);
  if (verdict.kind === 'ok') {
    db.knownClients.set(knownKey(user.id, client), now);
    return verdict;
  }
  const clientCount = record(db, `client:${client}`, now, CLIENT_WINDOW_MS);
  if (!known) record(db, accountKey, now, ACCOUNT_WINDOW_MS);
  if (verdict.kind === 'locked') return verdict;
  const clientLeft = CLIENT_MAX_FAILURES - clientCount;
  if (clientLeft <= 0) {
    const times = recent(db, `client:${client}`, now, CLIENT_WINDOW_MS);
    return { kind: 'locked', scope: 'client', minutes: windowWait(times, now, CLIENT_WINDOW_MS) };
  }
  return { kind: 'wrong', left: Math.min(verdict.left, clientLeft) };
}

/**
 * The owner proved the number by SMS from `address`: that client's lockout at the account ends, and the
 * account knows the client from now on.
 */
export function provedOwner(db: Db, clock: Clock, userId: number, address: string): void {
  const client = clientKey(address);
  db.lockouts.delete(pairKey(userId, client));
  db.knownClients.set(knownKey(userId, client), clock.now());
}

/** A new password (找回密码): every count of guesses at the old one is moot. */
export function forgetPasswordFailures(db: Db, userId: number): void {
  const prefix = `login:${userId}@`;
  for (const key of db.lockouts.keys()) if (key.startsWith(prefix)) db.lockouts.delete(key);
  db.passwordFailures.delete(`account:${userId}`);
}

const lastSweep = new WeakMap<Db, number>();

/** Drops rows that no longer hold anything back: ended lockouts, aged windows, long-unused clients. */
function sweep(db: Db, now: number): void {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  for (const [key, row] of db.lockouts)
    if (row.locked_until <= now && now - row.failed_at >= LOCKOUT_MS) db.lockouts.delete(key);
  const longest = Math.max(CLIENT_WINDOW_MS, ACCOUNT_WINDOW_MS);
  for (const [key, times] of db.passwordFailures)
    if (times.every((t) => now - t >= longest)) db.passwordFailures.delete(key);
  for (const [key, at] of db.knownClients) if (now - at >= KNOWN_CLIENT_MS) db.knownClients.delete(key);
}

/** Sessions, SMS codes, password lockouts and sign-up by SMS: the account side of the demo upstream. */
import { SMS_RESEND_MS, type SmsEvent } from '@zaowu/shared';
import { genUrl } from '../media/urls.ts';
import { nextId } from './db.ts';
import { iso, MINUTE, type Clock } from './time.ts';
import type { Db, UserRow } from './types.ts';

const SMS_CODE_TTL_MS = 5 * MINUTE;
/** Wrong codes a sent code survives; then a new one must be sent. */
const SMS_MAX_TRIES = 5;
/** Wrong passwords in a row before the account (or the private zone) locks, and for how long. */
const MAX_PASSWORD_FAILURES = 5;
export const LOCKOUT_MS = 15 * MINUTE;

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function issueToken(db: Db, clock: Clock, userId: number): string {
  const token = randomHex(24);
  db.sessions.set(token, { token, user_id: userId, created_at: clock.now(), zone: null });
  return token;
}

export function revokeSessions(db: Db, userId: number, except?: string): void {
  for (const [token, s] of db.sessions)
    if (s.user_id === userId && token !== except) db.sessions.delete(token);
}

export function findByMobile(db: Db, mobile: string): UserRow | undefined {
  return [...db.users.values()].find((u) => u.mobile === mobile);
}

/** A random 6-digit code, uniform (no modulo bias). */
function randomCode(): string {
  const buf = new Uint32Array(1);
  do crypto.getRandomValues(buf);
  while (buf[0]! >= 4_294_000_000);
  return String(buf[0]! % 1_000_000).padStart(6, '0');
}

/**
 * Makes and keeps a new code for this number and purpose (the old one is void), and returns it: a real
 * server would hand it to the SMS gateway; the demo says it in its answer. Null while the last one is
 * younger than the resend interval; `wait` then says for how many more seconds.
 */
export function sendSmsCode(
  db: Db,
  clock: Clock,
  mobile: string,
  event: SmsEvent,
): { code: string } | { wait: number } {
  const key = `${mobile}:${event}`;
  const now = clock.now();
  const last = db.smsCodes.get(key);
  if (last && now - last.sent_at < SMS_RESEND_MS)
    return { wait: Math.ceil((SMS_RESEND_MS - (now - last.sent_at)) / 1000) };
  const code = randomCode();
  db.smsCodes.set(key, { mobile, event, code, sent_at: now, tries: 0 });
  return { code };
}

/**
 * True when the code was sent for this purpose, matches and is fresh; a code works once, and dies
 * after SMS_MAX_TRIES wrong ones.
 */
export function consumeSmsCode(db: Db, clock: Clock, mobile: string, event: SmsEvent, code: string): boolean {
  const key = `${mobile}:${event}`;
  const sent = db.smsCodes.get(key);
  if (!sent || clock.now() - sent.sent_at > SMS_CODE_TTL_MS || sent.tries >= SMS_MAX_TRIES) return false;
  if (sent.code !== code) {
    sent.tries += 1;
    return false;
  }
  // Used: a fresh send is allowed at once.
  db.smsCodes.delete(key);
  return true;
}

function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE));
}

/**
 * One password try against a lockout key ("login:<mobile>", "zone:<id>"). Null when the password was
 * right and the key is not locked; otherwise the msg to answer with. Wrong ones count; the fifth in a
 * row locks the key for LOCKOUT_MS, during which even the right password is refused.
 */
export function passwordTry(db: Db, clock: Clock, key: string, correct: boolean): string | null {
  const now = clock.now();
  const row = db.lockouts.get(key);
  if (row && row.locked_until > now)
    return `密码错误次数过多，请 ${minutesLeft(row.locked_until - now)} 分钟后再试`;
  if (correct) {
    db.lockouts.delete(key);
    return null;
  }
  const failures = (row?.failures ?? 0) + 1;
  if (failures >= MAX_PASSWORD_FAILURES) {
    db.lockouts.set(key, { failures: 0, locked_until: now + LOCKOUT_MS });
    return `密码错误次数过多，请 ${minutesLeft(LOCKOUT_MS)} 分钟后再试`;
  }
  db.lockouts.set(key, { failures, locked_until: 0 });
  return `密码错误，还可尝试 ${MAX_PASSWORD_FAILURES - failures} 次`;
}

/** First SMS login of an unknown number creates the account, as Chinese sites commonly do. */
export function registerByMobile(db: Db, clock: Clock, mobile: string): UserRow {
  const id = nextId(db, 'users');
  const now = iso(clock.now());
  const user: UserRow = {
    id,
    mobile,
    password: '',
    nickname: `造物用户${mobile.slice(-4)}`,
    avatar: genUrl('avatar', 500_000 + id),
    bio: '',
    gender: 0,
    city: '',
    balance: 0,
    certification: 'none',
    specialties: [],
    cover: genUrl('banner', 500_000 + id),
    followers_base: 0,
    created_at: now,
    updated_at: now,
  };
  db.users.set(id, user);
  return user;
}

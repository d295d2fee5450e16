/** Sessions, SMS codes, the private zone's lockout and sign-up by SMS: the account side of the demo upstream. */
import type { SmsEvent } from '@zaowu/shared';
import { genUrl } from '../media/urls.ts';
import { nextId } from './db.ts';
import { lockoutTry } from './login-throttle.ts';
import { smsCodeUsed, takeSmsSend } from './sms-limits.ts';
import { iso, MINUTE, type Clock } from './time.ts';
import type { Db, UserRow } from './types.ts';

const SMS_CODE_TTL_MS = 5 * MINUTE;
/** Wrong codes a sent code survives; then a new one must be sent. */
const SMS_MAX_TRIES = 5;

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
 * server would hand it to the SMS gateway; the demo says it in its answer. `refused` instead, with the
 * msg to answer, when the number's or the client's limits hold it back (store/sms-limits.ts).
 */
export function sendSmsCode(
  db: Db,
  clock: Clock,
  mobile: string,
  event: SmsEvent,
  client: string,
): { code: string } | { refused: string } {
  const key = `${mobile}:${event}`;
  const now = clock.now();
  const refused = takeSmsSend(db, now, mobile, client);
  if (refused) return { refused };
  const code = randomCode();
  db.smsCodes.set(key, { mobile, event, code, sent_at: now, tries: 0 });
  return { code };
}

/**
 * Whether a code sent for this purpose may still be tried (fresh, tries left), without trying one: a
 * call that must do slow work before it consumes the code (hashing a 支付密码) refuses early without it.
 */
export function smsCodeWaiting(db: Db, clock: Clock, mobile: string, event: SmsEvent): boolean {
  const sent = db.smsCodes.get(`${mobile}:${event}`);
  return sent !== undefined && clock.now() - sent.sent_at <= SMS_CODE_TTL_MS && sent.tries < SMS_MAX_TRIES;
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
  db.smsCodes.delete(key);
  // Used: a fresh send is allowed at once.
  smsCodeUsed(db, mobile, sent.sent_at);
  return true;
}

/**
 * One try against a plain lockout key, the private zone's ("zone:<member id>"): null when right and
 * not locked, otherwise the msg to answer with. Per member, not per client: the zone is behind a login
 * already. (Login throttles by account and client: store/login-throttle.ts.)
 */
export function passwordTry(db: Db, clock: Clock, key: string, correct: boolean): string | null {
  const verdict = lockoutTry(db, clock, key, correct);
  if (verdict.kind === 'ok') return null;
  if (verdict.kind === 'wrong') return `密码错误，还可尝试 ${verdict.left} 次`;
  return `密码错误次数过多，请 ${verdict.minutes} 分钟后再试`;
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

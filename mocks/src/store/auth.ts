/** Sessions, SMS codes and sign-up by SMS: the account side of the demo upstream. */
import type { SmsEvent } from '@zaowu/shared';
import { genUrl } from '../media/urls.ts';
import { nextId } from './db.ts';
import { iso, MINUTE, type Clock } from './time.ts';
import type { Db, UserRow } from './types.ts';

/** In the demo no SMS leaves the machine: after a send, the code is always this. */
export const DEMO_SMS_CODE = '123456';
export const SMS_CODE_TTL_MS = 5 * MINUTE;

function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function issueToken(db: Db, clock: Clock, userId: number): string {
  const token = randomHex(24);
  db.sessions.set(token, { token, user_id: userId, created_at: clock.now(), private_until: 0 });
  return token;
}

export function revokeSessions(db: Db, userId: number, except?: string): void {
  for (const [token, s] of db.sessions)
    if (s.user_id === userId && token !== except) db.sessions.delete(token);
}

export function findByMobile(db: Db, mobile: string): UserRow | undefined {
  return [...db.users.values()].find((u) => u.mobile === mobile);
}

export function sendSmsCode(db: Db, clock: Clock, mobile: string, event: SmsEvent): void {
  db.smsCodes.set(`${mobile}:${event}`, { mobile, event, code: DEMO_SMS_CODE, sent_at: clock.now() });
}

/** True when the code was sent for this purpose, matches and is fresh; a code works once. */
export function consumeSmsCode(db: Db, clock: Clock, mobile: string, event: SmsEvent, code: string): boolean {
  const key = `${mobile}:${event}`;
  const sent = db.smsCodes.get(key);
  if (!sent || sent.code !== code || clock.now() - sent.sent_at > SMS_CODE_TTL_MS) return false;
  db.smsCodes.delete(key);
  return true;
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

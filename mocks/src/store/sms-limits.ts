/**
 * How many SMS codes may go, whatever they are for (login, bind, 找回密码, 账号安全): each one costs money
 * at a real gateway and lands on someone's phone. One number gets at most one code a minute and ten a
 * day; one client asks for at most twenty a day, over all numbers. A day is China's calendar day.
 */
import { SMS_RESEND_MS } from '@zaowu/shared';
import { clientKey } from './client-key.ts';
import { MINUTE, ymd } from './time.ts';
import type { Db } from './types.ts';

const PER_NUMBER_PER_DAY = 10;
const PER_CLIENT_PER_DAY = 20;
const SWEEP_EVERY_MS = MINUTE;

/** Today's row for `key`; the last send's time carries over midnight, so the minute still holds. */
function today(db: Db, key: string, day: string) {
  const row = db.smsSends.get(key);
  return row?.day === day ? row : { day, count: 0, last_at: row?.last_at ?? 0 };
}

/**
 * Counts one code to `mobile` asked for from `address` at `now` (ms); or, counting nothing, answers why
 * it may not go and when to try again.
 */
export function takeSmsSend(db: Db, now: number, mobile: string, address: string): string | null {
  sweep(db, now);
  const day = ymd(now);
  const numberKey = `mobile:${mobile}`;
  const clientRowKey = `client:${clientKey(address)}`;
  const number = today(db, numberKey, day);
  if (now - number.last_at < SMS_RESEND_MS)
    return `验证码已发送，请 ${Math.ceil((SMS_RESEND_MS - (now - number.last_at)) / 1000)} 秒后再试`;
  if (number.count >= PER_NUMBER_PER_DAY) return '该手机号今日获取验证码次数已达上限，请明天再试';
  const client = today(db, clientRowKey, day);
  if (client.count >= PER_CLIENT_PER_DAY) return '当前网络今日获取验证码次数已达上限，请明天再试';
  db.smsSends.set(numberKey, { day, count: number.count + 1, last_at: now });
  db.smsSends.set(clientRowKey, { day, count: client.count + 1, last_at: now });
  return null;
}

/**
 * The code sent at `sentAt` was used: its owner has the phone in hand, so the next code (say, to set a
 * password right after signing up) need not wait out the minute. The day's count stays.
 */
export function smsCodeUsed(db: Db, mobile: string, sentAt: number): void {
  const row = db.smsSends.get(`mobile:${mobile}`);
  if (row && row.last_at === sentAt) row.last_at = 0;
}

const lastSweep = new WeakMap<Db, number>();

/** Drops yesterday's rows once their minute is over. */
function sweep(db: Db, now: number): void {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  const day = ymd(now);
  for (const [key, row] of db.smsSends)
    if (row.day !== day && now - row.last_at >= SMS_RESEND_MS) db.smsSends.delete(key);
}

/**
 * A countdown to a deadline the server decided (a pay or recharge QR code's `expires_at`): mm:ss, ticking
 * each second, calling onExpire once when it reaches 0:00.
 *
 *   const offsetMs = serverOffset(order.created_at);   // once, when the answer arrives
 *   <Countdown expiresAt={order.expires_at} offsetMs={offsetMs} onExpire={() => setExpired(true)} />
 *
 * `offsetMs` is the server's clock minus the device's (a phone's clock can be minutes off): take it from a
 * server time that came with the answer — serverOffset(serverIso) right when it arrives. Leave it out to
 * trust the device's clock.
 *
 * Screen readers: the ticking digits are not a live region (a reader announcing every second is noise);
 * a polite status says the time left when the countdown starts, at each whole minute under five, at 30
 * and 10 seconds, and when it ends.
 */
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { formatMmSs, spokenTimeLeft } from '../lib/format.ts';

export interface CountdownProps {
  /** When it runs out, as the server said (ISO 8601 with an offset). */
  expiresAt: string;
  /** The server's clock minus the device's, in ms (serverOffset); 0 by default. */
  offsetMs?: number;
  /** Called once, when the time is up (also at once when it already was). */
  onExpire?: () => void;
  /** What runs out, for the spoken line: "二维码" → "二维码将在 4 分钟后失效". Default 剩余时间. */
  what?: string;
  className?: string;
}

/** The server's clock minus the device's: a server time read right when the answer carrying it arrived. */
export function serverOffset(serverIso: string, receivedAt: number = Date.now()): number {
  const server = Date.parse(serverIso);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Seconds left at which the status speaks: each whole minute under five, then 30 and 10 seconds. */
const SPOKEN_AT = new Set([300, 240, 180, 120, 60, 30, 10]);

/** Milliseconds left until `expiresAt` (by the server's clock), updated each second. */
function useTimeLeft(expiresAt: string, offsetMs = 0): number {
  const deadline = Date.parse(expiresAt);
  const left = () => (Number.isNaN(deadline) ? 0 : Math.max(0, deadline - (Date.now() + offsetMs)));
  const [ms, setMs] = useState(left);
  useEffect(() => {
    const tick = () => setMs(left());
    tick();
    if (left() <= 0) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
    // `left` reads only these two.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline, offsetMs]);
  return ms;
}

export function Countdown({
  expiresAt,
  offsetMs = 0,
  onExpire,
  what = '剩余时间',
  className,
}: CountdownProps) {
  const ms = useTimeLeft(expiresAt, offsetMs);
  const seconds = Math.ceil(ms / 1000);
  const [spoken, setSpoken] = useState(() =>
    seconds > 0 ? `${what}将在 ${spokenTimeLeft(ms)}后失效` : `${what}已失效`,
  );
  const lastSpoken = useRef(seconds);
  const expired = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (seconds <= 0) {
      if (!expired.current) {
        expired.current = true;
        setSpoken(`${what}已失效`);
        onExpireRef.current?.();
      }
      return;
    }
    expired.current = false;
    if (seconds !== lastSpoken.current && SPOKEN_AT.has(seconds)) {
      lastSpoken.current = seconds;
      setSpoken(`${what}将在 ${spokenTimeLeft(seconds * 1000)}后失效`);
    }
  }, [seconds, what]);

  return (
    <span className={clsx('countdown', className)}>
      <time className="tabular" dateTime={expiresAt} aria-hidden="true">
        {formatMmSs(ms)}
      </time>
      <span className="visually-hidden" role="status">
        {spoken}
      </span>
    </span>
  );
}

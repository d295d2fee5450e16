/**
 * The node adapter's rules for request bodies while they arrive, beside the per-call size limit:
 *   - a share of memory per client: all bodies being read together hold at most IN_FLIGHT_LIMIT, and
 *     those of one client (a member, else an address) at most CLIENT_IN_FLIGHT_LIMIT, so one client or
 *     one address cannot take the budget everyone's logins and comments need;
 *   - a minimum rate: a body must bring MIN_BODY_BYTES_PER_S on average over every BODY_RATE_WINDOW_MS
 *     (the first window is its grace), or it is cut and what it held is freed at once.
 */

/** Bytes all requests together may hold while their bodies arrive; past it a body gets 503. */
const IN_FLIGHT_LIMIT = 256 * 1024 * 1024;
/**
 * Bytes one client's bodies may hold together; past it that client's body gets 429 and nobody else's.
 * Eight rich-text bodies (1 MiB) or 512 form bodies (16 KiB) at once: more than a person's browser ever
 * sends together, and 32 clients at their share before the whole budget is gone. Uploads are not
 * counted here: they go to disk as they arrive, at most MAX_CHUNKS_IN_FLIGHT per member.
 */
export const CLIENT_IN_FLIGHT_LIMIT = 8 * 1024 * 1024;

/**
 * The minimum rate: 4 KiB/s, that is 40 KiB in every 10 s once the first 10 s are over. A phone on a
 * poor mobile link sending a 5 MiB chunk at ~45 KB/s brings 450 KB in each window, eleven times the
 * minimum: it may stall for 9 s of every 10 and still pass. A body that stops coming (the stalled-body
 * attack: a declared size, a little of it, then nothing) is cut 10 s after its last bytes instead of
 * holding its share until the request timeout (120 s). Every body of a form (16 KiB at most) fits in
 * one window, so only a sender below the minimum rate is ever cut.
 */
const MIN_BODY_BYTES_PER_S = 4 * 1024;
const BODY_RATE_WINDOW_MS = 10_000;
const RATE_TICK_MS = 1_000;

export interface BodyRate {
  bytesPerS: number;
  windowMs: number;
}
const DEFAULT_BODY_RATE: BodyRate = { bytesPerS: MIN_BODY_BYTES_PER_S, windowMs: BODY_RATE_WINDOW_MS };

export interface RateWatch {
  /** Counts bytes that arrived. */
  add(bytes: number): void;
  stop(): void;
}

/**
 * Calls `tooSlow` once when fewer than rate.bytesPerS × window bytes arrived over the last window
 * (checked each second, from the end of the first window on). Stop it when the body is whole.
 *
 * Only a slow sender is cut, never a slow server: each check runs after the event loop has read what
 * was waiting on the socket (setImmediate after the timer: a loop held up for seconds reads the bytes
 * that came meanwhile first), and while `held()` says the server itself is not reading (an upload
 * waiting for the disk) the window starts again.
 */
export function watchRate(
  tooSlow: () => void,
  rate: BodyRate = DEFAULT_BODY_RATE,
  held: () => boolean = () => false,
): RateWatch {
  const ticksPerWindow = Math.max(1, Math.round(rate.windowMs / RATE_TICK_MS));
  const minimum = (rate.bytesPerS * rate.windowMs) / 1000;
  let received = 0;
  let stopped = false;
  // What had arrived at each of the last ticks, oldest first; [0] is one window ago.
  let marks = [0];
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  const check = () => {
    if (stopped) return;
    if (held()) {
      marks = [received];
      return;
    }
    marks.push(received);
    if (marks.length <= ticksPerWindow) return;
    if (marks.length > ticksPerWindow + 1) marks.shift();
    if (received - marks[0]! < minimum) {
      stop();
      tooSlow();
    }
  };
  const timer = setInterval(() => setImmediate(check), rate.windowMs / ticksPerWindow);
  timer.unref();
  return { add: (bytes) => void (received += bytes), stop };
}

type Take = 'ok' | 'over-share' | 'busy';

/** The memory budget of bodies being read, shared per client. */
export interface BodyBudget {
  /** Takes `bytes` for `client`: 'ok', or refused because the client's share or everyone's is full. */
  take(client: string, bytes: number): Take;
  /** Gives back what a client took. */
  give(client: string, bytes: number): void;
}

export function bodyBudget(limit = IN_FLIGHT_LIMIT, clientLimit = CLIENT_IN_FLIGHT_LIMIT): BodyBudget {
  let total = 0;
  const held = new Map<string, number>();
  return {
    take(client, bytes) {
      const mine = held.get(client) ?? 0;
      if (mine + bytes > clientLimit) return 'over-share';
      if (total + bytes > limit) return 'busy';
      held.set(client, mine + bytes);
      total += bytes;
      return 'ok';
    },
    give(client, bytes) {
      if (bytes === 0) return;
      const left = (held.get(client) ?? 0) - bytes;
      if (left > 0) held.set(client, left);
      else held.delete(client);
      total -= bytes;
    },
  };
}

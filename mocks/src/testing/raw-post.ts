/**
 * Test helper: a POST written by hand on a socket, as an attacker or a slow phone would send it: a
 * declared length, part of the body, then more at a pace or nothing at all (stalled). The answer is
 * read as soon as it comes, even while the body is still unsent.
 */
import { connect, type Socket } from 'node:net';

interface RawAnswer {
  status: number;
  /** The answer's body, parsed (the envelope). */
  body: { code: number; msg: string; data: unknown };
  ms: number;
}

export interface RawPost {
  socket: Socket;
  /** The answer; rejects when the connection ends without one. */
  answer: Promise<RawAnswer>;
  /** Writes more of the body. */
  send(bytes: Uint8Array | string): void;
}

export function rawPost(
  base: string,
  pathname: string,
  options: {
    /** The body's declared Content-Length. */
    length: number;
    /** Sent at once after the head. */
    first?: Uint8Array | string;
    headers?: Record<string, string>;
    /** The local address to send from (any 127.x.y.z reaches a server on 127.0.0.1). */
    from?: string;
  },
): RawPost {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  const socket = connect({
    host: hostname,
    port: Number(port),
    ...(options.from ? { localAddress: options.from } : {}),
  });
  // A refused body may leave the server resetting the connection: that is not a test failure.
  socket.on('error', () => {});
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return;
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.slice(0, split))?.[1] ?? NaN);
      const rest = received.subarray(Buffer.byteLength(text.slice(0, split + 4)));
      if (!(rest.length >= length)) return;
      socket.off('data', onData);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
        body: JSON.parse(rest.subarray(0, length).toString('utf8')) as RawAnswer['body'],
        ms: performance.now() - started,
      });
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`${pathname}: the connection ended without an answer`)));
  });
  // Settled later, or never: a test that does not wait for it must not see an unhandled rejection.
  answer.catch(() => {});
  const headers = {
    host: 'localhost',
    'content-type': 'application/json',
    'content-length': String(options.length),
    ...options.headers,
  };
  const head = `POST ${pathname} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
  socket.write(head);
  if (options.first !== undefined) socket.write(options.first);
  return { socket, answer, send: (bytes) => void socket.write(bytes) };
}

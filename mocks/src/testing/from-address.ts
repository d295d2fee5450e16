/**
 * A contract call from another client. The request leaves from `address`, a loopback address other
 * than 127.0.0.1 (Linux routes all of 127.0.0.0/8 to the loopback interface), so the demo's node
 * adapter sees a different socket peer, as it would a different machine: nothing is trusted or set by
 * hand on the way, and call.client is what the adapter really made of the connection.
 */
import { request } from 'node:http';
import { TOKEN_HEADER, type Endpoint, type Envelope } from '@zaowu/shared';
import type { Answer, Demo } from './harness.ts';

export function callFrom<T = unknown>(
  demo: Demo,
  address: string,
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  token?: string,
): Promise<Answer<T>> {
  const url = new URL(endpoint.path, demo.base);
  const body = endpoint.method === 'GET' ? null : JSON.stringify(input);
  if (endpoint.method === 'GET')
    for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: endpoint.method,
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          ...(token ? { [TOKEN_HEADER]: token } : {}),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => {
          try {
            const parsed = JSON.parse(Buffer.concat(parts).toString('utf8')) as Envelope<T>;
            resolve({ status: res.statusCode ?? 0, body: parsed });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

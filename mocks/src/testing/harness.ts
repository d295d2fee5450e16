/** Test harness: the demo upstream on a real HTTP port, and a typed client for contract calls. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOKEN_HEADER, type Endpoint, type Envelope } from '@zaowu/shared';
import { createDemoUpstream, type DemoUpstream } from '../node.ts';
import { DEMO_MEMBERS } from '../store/seed/index.ts';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export interface Demo {
  upstream: DemoUpstream;
  base: string;
  call<T = unknown>(
    endpoint: Endpoint,
    input?: Record<string, unknown>,
    token?: string | null,
  ): Promise<Answer<T>>;
  /** POST a JSON body to any path. */
  post<T = unknown>(path: string, body: unknown, token?: string | null): Promise<Answer<T>>;
  login(member?: 0 | 1): Promise<string>;
  close(): Promise<void>;
}

export async function startDemo(seed?: number): Promise<Demo> {
  const upstream = createDemoUpstream(seed === undefined ? {} : { seed });
  const server: Server = createServer(upstream.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = (token?: string | null) => ({
    'content-type': 'application/json',
    ...(token ? { [TOKEN_HEADER]: token } : {}),
  });
  const answer = async <T>(res: Response): Promise<Answer<T>> => ({
    status: res.status,
    body: (await res.json()) as Envelope<T>,
  });

  const demo: Demo = {
    upstream,
    base,
    async call(endpoint, input = {}, token) {
      if (endpoint.method === 'GET') {
        const qs = new URLSearchParams();
        for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) qs.set(k, String(v));
        return answer(await fetch(`${base}${endpoint.path}?${qs}`, { headers: headers(token) }));
      }
      return demo.post(endpoint.path, input, token);
    },
    async post(path, body, token) {
      return answer(
        await fetch(`${base}${path}`, {
          method: 'POST',
          headers: headers(token),
          body: JSON.stringify(body),
        }),
      );
    },
    async login(member = 0) {
      const m = DEMO_MEMBERS[member];
      const res = await demo.post<{ token: string }>('/api/v1.user/login', {
        account: m.mobile,
        password: m.password,
      });
      if (res.body.code !== 1) throw new Error(`login failed: ${res.body.msg}`);
      return res.body.data.token;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
  return demo;
}

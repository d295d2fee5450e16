/** Test harness: the demo upstream on a real HTTP port, and a typed client for contract calls. */
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import {
  endpoints,
  TOKEN_HEADER,
  ZONE_KEY_HEADER,
  type Endpoint,
  type Envelope,
  type UploadResult,
  type ZoneKey,
} from '@zaowu/shared';
import { createDemoUpstream, type DemoUpstream, type DemoUpstreamOptions } from '../node.ts';
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
    extraHeaders?: Record<string, string>,
  ): Promise<Answer<T>>;
  /** POST a JSON body to any path. */
  post<T = unknown>(
    path: string,
    body: unknown,
    token?: string | null,
    extraHeaders?: Record<string, string>,
  ): Promise<Answer<T>>;
  /** Uploads a file in one chunk (chunkUpload) as the member with this token. */
  upload(
    token: string,
    filename: string,
    content: string | Uint8Array<ArrayBuffer>,
  ): Promise<Answer<UploadResult>>;
  /** Opens member 1's private zone for this token; the headers its calls then send. */
  unlockZone(token: string, password?: string): Promise<Record<string, string>>;
  login(member?: 0 | 1): Promise<string>;
  close(): Promise<void>;
}

export async function startDemo(seed?: number, options: DemoUpstreamOptions = {}): Promise<Demo> {
  // Listening first: the demo's absolute URLs use the origin it is reached at (its SITE_URL).
  let upstream: DemoUpstream | null = null;
  const server: Server = createServer((req, res) => upstream!.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream = createDemoUpstream({
    enableReset: true,
    enableTestMembers: true,
    siteOrigin: base,
    ...options,
    ...(seed === undefined ? {} : { seed }),
  });
  const headers = (token?: string | null, extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    ...(token ? { [TOKEN_HEADER]: token } : {}),
    ...extra,
  });
  const answer = async <T>(res: Response): Promise<Answer<T>> => ({
    status: res.status,
    body: (await res.json()) as Envelope<T>,
  });

  const demo: Demo = {
    upstream: upstream,
    base,
    async call(endpoint, input = {}, token, extraHeaders) {
      if (endpoint.method === 'GET') {
        const qs = new URLSearchParams();
        for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) qs.set(k, String(v));
        return answer(
          await fetch(`${base}${endpoint.path}?${qs}`, { headers: headers(token, extraHeaders) }),
        );
      }
      return demo.post(endpoint.path, input, token, extraHeaders);
    },
    async post(path, body, token, extraHeaders) {
      return answer(
        await fetch(`${base}${path}`, {
          method: 'POST',
          headers: headers(token, extraHeaders),
          body: JSON.stringify(body),
        }),
      );
    },
    async upload(token, filename, content) {
      const form = new FormData();
      form.append('file', new Blob([content]));
      form.append('filename', filename);
      form.append('chunkindex', '0');
      form.append('chunkcount', '1');
      form.append('action', 'merge');
      return answer(
        await fetch(`${base}${endpoints.upload.chunkUpload.path}`, {
          method: 'POST',
          body: form,
          headers: { [TOKEN_HEADER]: token },
        }),
      );
    },
    async unlockZone(token, password = DEMO_MEMBERS[0].password) {
      const res = await demo.call<ZoneKey>(endpoints.folder.unlockPrivateZone, { password }, token);
      if (res.body.code !== 1) throw new Error(`unlock failed: ${res.body.msg}`);
      return { [ZONE_KEY_HEADER]: res.body.data.zone_key };
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
      new Promise<void>((resolve, reject) =>
        server.close((err) => {
          // The saved store's file lock goes with it, so another demo may open the same DATA_DIR.
          upstream!.close();
          if (err) reject(err);
          else resolve();
        }),
      ),
  };
  return demo;
}

/**
 * The demo fixture: the demo upstream of one test file (or of the describe block that calls it), started
 * with these options before its tests and closed after them. Before each test it is back to the seed;
 * after each, the spies a test set (on the demo's clock, say) are restored. What it answers stands for
 * that demo (each use reaches the running one), so a file writes `const demo = demoForFile();` and then
 * `demo.call(…)` as usual; a file's own `beforeEach` (logging members in) runs after the reset.
 */
export function demoForFile(options: DemoUpstreamOptions = {}): Demo {
  let running: Demo | undefined;
  beforeAll(async () => {
    running = await startDemo(undefined, options);
  });
  afterAll(() => running?.close());
  beforeEach(() => running!.upstream.reset());
  afterEach(() => vi.restoreAllMocks());
  return new Proxy({} as Demo, {
    get: (_, key) => {
      if (!running) throw new Error('the demo starts in beforeAll: use it inside a test or a hook');
      return Reflect.get(running, key) as unknown;
    },
  });
}

/**
 * Request bodies through the node adapter, on real sockets, as attackers and slow clients send them:
 * each call's size limit, JSON nesting, a share of the body budget per client, the minimum rate, and
 * chunkUpload files going to disk as they arrive, at most MAX_CHUNKS_IN_FLIGHT per member.
 * (The rate's window is shortened for the slow-body tests; its real figures are node-body.test.ts's.)
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHUNK_SIZE,
  endpoints,
  FORM_BODY_LIMIT,
  REQUEST_TOO_LARGE_MSG,
  RICH_BODY_LIMIT,
  TOKEN_HEADER,
  type UploadResult,
  type WorkDetail,
} from '@zaowu/shared';
import { CLIENT_IN_FLIGHT_LIMIT } from './node-body.ts';
import { MAX_CHUNKS_IN_FLIGHT } from './node.ts';
import { demoForFile } from './testing/harness.ts';
import { rawPost, type RawPost } from './testing/raw-post.ts';
import { SAMPLES } from './testing/samples.ts';

const MIB = 1024 * 1024;
/** 1 KiB/s over 1 s windows: a stalled body is cut within about two seconds. */
const RATE = { bytesPerS: 1024, windowMs: 1_000 };
const { user, works, upload } = endpoints;

const dataDir = mkdtempSync(path.join(tmpdir(), 'zaowu-body-limits-'));
const demo = demoForFile({ dataDir });
/** The same, with the short rate window. */
const slow = demoForFile({ dataDir: mkdtempSync(path.join(tmpdir(), 'zaowu-slow-')), bodyRate: RATE });
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The answer, or status 0 when none came within `ms` (the body is still being waited for). */
const within = (post: RawPost, ms: number) =>
  Promise.race([
    post.answer,
    sleep(ms).then(() => ({ status: 0, body: { code: 0, msg: '', data: null }, ms })),
  ]);
const login = { account: '13800138000', password: 'zaowu123' };

/** `login` as JSON padded with spaces to exactly `size` bytes. */
function loginOf(size: number): string {
  const json = JSON.stringify(login);
  return json.slice(0, -1) + ' '.repeat(size - Buffer.byteLength(json)) + '}';
}

async function postText(pathname: string, text: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${demo.base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}

/** Polls `attempt` until it answers what `done` wants (at most 5 s); the last answer. */
async function until<T>(attempt: () => Promise<T>, done: (t: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const t = await attempt();
    if (done(t) || Date.now() > deadline) return t;
    await sleep(50);
  }
}

describe("each call's body limit", () => {
  it('takes a login of 16 KiB and refuses one byte more with 413, declared or not', async () => {
    expect((await postText(user.login.path, loginOf(FORM_BODY_LIMIT))).body.code).toBe(1);
    const over = await postText(user.login.path, loginOf(FORM_BODY_LIMIT + 1));
    expect(over).toEqual({ status: 413, body: { code: 0, msg: REQUEST_TOO_LARGE_MSG, data: null } });
    // Chunked, so nothing is declared: refused as it passes the limit.
    const chunked = await fetch(`${demo.base}${user.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([loginOf(FORM_BODY_LIMIT + 1)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('refuses a 1 MiB body to the public card (POST /api/user/index) before reading it', async () => {
    const post = rawPost(demo.base, endpoints.publicUser.index.path, { length: MIB, first: '[' });
    const answer = await post.answer;
    post.socket.destroy();
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toBe(REQUEST_TOO_LARGE_MSG);
  });

  it('takes a long blog (its content far past a form’s limit) and refuses one past the rich-text limit', async () => {
    const blog = {
      ...(await SAMPLES['works.add']({ db: demo.upstream.db, demo, token })),
      type: 'blog',
      price: '0',
      content: `<p>${'长文'.repeat(90_000)}</p>`,
    };
    const text = JSON.stringify(blog);
    expect(Buffer.byteLength(text)).toBeGreaterThan(500 * 1024);
    const added = await postText(works.add.path, text, { [TOKEN_HEADER]: token });
    expect(added.body.msg).toBe('发布成功');
    expect((added.body.data as WorkDetail).content).toContain('长文长文');
    const huge = await postText(works.add.path, text + ' '.repeat(RICH_BODY_LIMIT), {
      [TOKEN_HEADER]: token,
    });
    expect(huge.status).toBe(413);
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number) => `{"account":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

  it('takes 64 levels and refuses 65 with 400 and a Chinese msg, before parsing', async () => {
    // 64 levels: parsed, then refused by the login's schema as any wrong value is (HTTP 200).
    const deep = await postText(user.login.path, nested(64));
    expect(deep.status).toBe(200);
    expect(deep.body.code).toBe(0);
    const deeper = await postText(user.login.path, nested(65));
    expect(deeper).toEqual({
      status: 400,
      body: { code: 0, msg: '请求数据的嵌套层级过深（最多 64 层）', data: null },
    });
  });

  it('counts only brackets outside strings', async () => {
    const text = JSON.stringify({ ...login, note: '[{'.repeat(1000), quote: '\\"[[[' });
    expect((await postText(user.login.path, text)).body.code).toBe(1);
  });

  it('refuses a 1 MiB [[[… to a rich-text call with 400, and the server answers at once after', async () => {
    const text = '{"content":' + '['.repeat(RICH_BODY_LIMIT - 20) + '}';
    const refused = await postText(works.add.path, text, { [TOKEN_HEADER]: token });
    expect(refused.status).toBe(400);
    const check = await demo.call(user.checkLogin, {}, token);
    expect(check.body.code).toBe(1);
  });

  it('still drops __proto__ and constructor keys nested in a body', async () => {
    const text = JSON.stringify(login).slice(0, -1) + ',"extra":{"__proto__":{"polluted":1}}}';
    expect((await postText(user.login.path, text)).body.code).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("one client's share of the body budget", () => {
  /** A body of (almost) 1 MiB to works.add that stops short of its end and waits. */
  const stalled = (who: string, from?: string) =>
    rawPost(demo.base, works.add.path, {
      length: MIB,
      first: Buffer.alloc(MIB - 16, 0x20),
      headers: { [TOKEN_HEADER]: who },
      ...(from ? { from } : {}),
    });
  const held: RawPost[] = [];
  const releaseAll = () => held.splice(0).forEach((p) => p.socket.destroy());

  it('refuses a member past their share with 429, while another member and visitors go on', async () => {
    const other = await demo.login(1);
    try {
      const share = CLIENT_IN_FLIGHT_LIMIT / MIB;
      for (let i = 0; i < share; i++) held.push(stalled(token));
      // One more of this member's: refused once the server has read the others (one that came first
      // is just held too).
      const refused = await until(
        () => {
          const p = stalled(token);
          held.push(p);
          return within(p, 500);
        },
        (a) => a.status === 429,
      );
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 0, msg: '同时发送的请求过多，请稍后再试', data: null });
      // Everyone else is served.
      const theirs = await demo.call(
        works.add,
        await SAMPLES['works.add']({ db: demo.upstream.db, demo, token }),
        other,
      );
      expect(theirs.body.msg).toBe('发布成功');
      expect((await demo.call(user.login, login)).body.code).toBe(1);
    } finally {
      releaseAll();
    }
  });

  it('refuses one address past its share, and not another address', async () => {
    // Visitors on the public login from 127.0.0.2: 16 KiB bodies, each stopped 16 bytes short.
    const count = CLIENT_IN_FLIGHT_LIMIT / FORM_BODY_LIMIT;
    const visitor = () =>
      rawPost(demo.base, user.login.path, {
        length: FORM_BODY_LIMIT,
        first: Buffer.alloc(FORM_BODY_LIMIT - 16, 0x20),
        from: '127.0.0.2',
      });
    try {
      for (let i = 0; i < count; i++) held.push(visitor());
      const refused = await until(
        () => {
          const p = visitor();
          held.push(p);
          return within(p, 500);
        },
        (a) => a.status === 429,
      );
      expect(refused.status).toBe(429);
      // 127.0.0.1 logs in as ever.
      expect((await demo.call(user.login, login)).body.code).toBe(1);
    } finally {
      releaseAll();
    }
  });
});

describe('a body sent too slowly', () => {
  it('is cut with 408 and a Chinese msg, and what it held is free at once', async () => {
    const member = await slow.login();
    const share = CLIENT_IN_FLIGHT_LIMIT / MIB;
    // The member's whole share, held by bodies that stop coming.
    const posts = Array.from({ length: share }, () =>
      rawPost(slow.base, works.add.path, {
        length: MIB,
        first: Buffer.alloc(MIB - 16, 0x20),
        headers: { [TOKEN_HEADER]: member },
      }),
    );
    const answers = await Promise.all(posts.map((p) => p.answer));
    for (const a of answers) {
      expect(a.status).toBe(408);
      expect(a.body).toEqual({ code: 0, msg: '请求内容发送过慢，已中断，请检查网络后重试', data: null });
      // Cut by the rate (a 1 s window), not by any timeout of minutes.
      expect(a.ms).toBeLessThan(5_000);
    }
    // Their sockets are still open (lingering), yet the member's share is whole again.
    const next = await slow.call(
      works.add,
      await SAMPLES['works.add']({ db: slow.upstream.db, demo: slow, token: member }),
      member,
    );
    expect(next.body.msg).toBe('发布成功');
    posts.forEach((p) => p.socket.destroy());
  });

  it('lets a slow sender above the minimum rate finish', async () => {
    // 4 KiB/s (the minimum is 1 KiB/s here) for about 3 s: a slow phone, scaled down. Paced by the
    // clock, so a late timer on a busy machine sends more the next time rather than less in all.
    const body = loginOf(12 * 1024);
    const post = rawPost(slow.base, user.login.path, { length: Buffer.byteLength(body) });
    const started = performance.now();
    for (let sent = 0; sent < body.length;) {
      const due = Math.min(body.length, Math.floor(((performance.now() - started) / 1000) * 4096));
      if (due > sent) post.send(body.slice(sent, due));
      sent = Math.max(sent, due);
      await sleep(50);
    }
    const answer = await post.answer;
    post.socket.destroy();
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(1);
  });
});

describe('chunkUpload on disk', () => {
  const boundary = 'zaowu-test-boundary';
  /** A one-chunk upload's multipart body around `bytes`. */
  function form(bytes: Uint8Array, filename = 'chunk.bin'): Buffer {
    const field = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    return Buffer.concat([
      Buffer.from(
        field('filename', filename) +
          field('chunkindex', '0') +
          field('chunkcount', '1') +
          field('action', 'merge') +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="blob"\r\n` +
          'content-type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  }
  const multipart = (who: string) => ({
    [TOKEN_HEADER]: who,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
  /** Every file under DATA_DIR (the byte store's and the spool's), by name. */
  const filesOnDisk = () =>
    readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

  it('keeps a 5 MiB chunk as a file equal to the upload, and leaves nothing in the spool', async () => {
    const bytes = new Uint8Array(CHUNK_SIZE).map((_, i) => (i * 7919) % 251);
    const before = new Set(filesOnDisk());
    const post = rawPost(demo.base, upload.chunkUpload.path, {
      length: form(bytes).length,
      first: form(bytes),
      headers: multipart(token),
    });
    const answer = await post.answer;
    post.socket.destroy();
    expect(answer.body.msg).toBe('上传成功');
    const added = filesOnDisk().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(path.basename(path.dirname(added[0]!))).not.toBe('incoming');
    expect(md5(readFileSync(added[0]!))).toBe(md5(bytes));
    // And it is what the member's address serves.
    const url = (answer.body.data as UploadResult).fullurl;
    expect(md5(new Uint8Array(await (await fetch(url)).arrayBuffer()))).toBe(md5(bytes));
  });

  it('writes a chunk to disk while it arrives, not after it is whole', async () => {
    const bytes = new Uint8Array(CHUNK_SIZE).fill(7);
    const body = form(bytes);
    const half = 3 * MIB;
    const post = rawPost(demo.base, upload.chunkUpload.path, {
      length: body.length,
      first: body.subarray(0, half),
      headers: multipart(token),
    });
    const incoming = path.join(dataDir, 'incoming');
    const spooled = () => readdirSync(incoming).map((name) => statSync(path.join(incoming, name)).size);
    // Most of the half sent is in the spool file already, with the body far from whole.
    const sizes = await until(
      () => Promise.resolve(spooled()),
      (s) => s.length === 1 && s[0]! > 2 * MIB,
    );
    expect(sizes).toHaveLength(1);
    expect(sizes[0]).toBeGreaterThan(2 * MIB);
    post.send(body.subarray(half));
    const answer = await post.answer;
    post.socket.destroy();
    expect(answer.body.msg).toBe('上传成功');
    expect(spooled()).toEqual([]);
  });

  it('removes the spooled file of a chunk the handler refuses', async () => {
    const before = filesOnDisk().length;
    const body = form(new Uint8Array(1024), '../逃逸.bin');
    const post = rawPost(demo.base, upload.chunkUpload.path, {
      length: body.length,
      first: body,
      headers: multipart(token),
    });
    const answer = await post.answer;
    post.socket.destroy();
    expect(answer.body.code).toBe(0);
    expect(filesOnDisk()).toHaveLength(before);
  });

  it(`refuses a member's chunk past ${MAX_CHUNKS_IN_FLIGHT} at once with 429, unread; others go on`, async () => {
    const body = form(new Uint8Array(CHUNK_SIZE));
    // Four chunks in flight: their heads and a little of each body sent, the rest not yet.
    const inFlight = Array.from({ length: MAX_CHUNKS_IN_FLIGHT }, () =>
      rawPost(demo.base, upload.chunkUpload.path, {
        length: body.length,
        first: body.subarray(0, 64 * 1024),
        headers: multipart(token),
      }),
    );
    // Time for the server to take them in (their bodies stay within the 10 s rate window).
    await sleep(300);
    try {
      const fifth = rawPost(demo.base, upload.chunkUpload.path, {
        length: body.length,
        headers: multipart(token),
      });
      const refused = await fifth.answer;
      fifth.socket.destroy();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 0,
        msg: `同时上传的分片不能超过 ${MAX_CHUNKS_IN_FLIGHT} 个，请等前面的分片传完再试`,
        data: null,
      });
      // Another member uploads meanwhile.
      expect((await demo.upload(await demo.login(1), '她的.txt', '内容')).body.code).toBe(1);
      // The four were never refused: still waiting for the rest of their bodies.
      for (const p of inFlight) expect((await within(p, 10)).status).toBe(0);
    } finally {
      inFlight.forEach((p) => p.socket.destroy());
    }
    // Once those are gone, the member uploads again.
    const again = await until(
      () => demo.upload(token, '再来.txt', '内容'),
      (a) => a.status === 200,
    );
    expect(again.body.code).toBe(1);
  });
});

/**
 * The demo upstream as an attacker tries it (real sockets, the node adapter, bytes on disk): stored
 * files only for those allowed, active uploads never run on our origin, password and SMS guessing
 * stopped, demo-only calls closed, hostile keys and names refused, uploads bounded per member.
 * (Huge bodies, slow bodies and memory are tried against a whole BFF process: bff/src/hostile.test.ts.)
 */
import { readdirSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AccountOverview,
  DEMO_MEMBER_PATH,
  DEMO_PAY_PATH,
  DEMO_RESET_PATH,
  endpoints,
  TOKEN_HEADER,
  type DiskFile,
  type Feedback,
  type Order,
  type Paginated,
  type SmsSent,
  type TestMember,
  type WorkDetail,
} from '@zaowu/shared';
import {
  MAX_OPEN_UPLOADS,
  MEMBER_UPLOAD_QUOTA,
  MIN_CHARGE,
  UNCLAIMED_UPLOAD_TTL_MS,
  uploadBytesInUse,
} from './store/blobs.ts';
import { LOCKOUT_MS } from './store/login-throttle.ts';
import { claimContent, contentSources } from './store/blobs.ts';
import { SIGNED_URL_TTL_MS } from './store/signing.ts';
import { demoForFile, startDemo } from './testing/harness.ts';
import { find, SAMPLES } from './testing/samples.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'zaowu-hostile-'));
const demo = demoForFile({ dataDir });
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { folder, user, sms, upload, works } = endpoints;
const db = () => demo.upstream.db;
/** Moves the demo's clock forward (signed URLs, lockouts, codes and uploads all age by it). */
function later(ms: number): void {
  const now = demo.upstream.clock.now();
  vi.spyOn(demo.upstream.clock, 'now').mockImplementation(() => now + ms);
}
/** The files in DATA_DIR/bytes: where the demo keeps uploaded bytes. */
function storedFiles(): string[] {
  return readdirSync(path.join(dataDir, 'bytes'));
}
const get = (address: string, init?: RequestInit) => fetch(new URL(address, demo.base), init);

async function driveFile(name: string, content: string): Promise<DiskFile> {
  const up = (await demo.upload(token, name, content)).body;
  expect(up.code, up.msg).toBe(1);
  const added = await demo.call<DiskFile>(
    folder.addFile,
    { folder_id: 0, name, path: up.data.path, size: 1 },
    token,
  );
  expect(added.body.code, added.body.msg).toBe(1);
  return added.body.data;
}

describe('stored files are served only to those allowed to have them', () => {
  it('keeps uploaded bytes on disk under DATA_DIR, not in the store', async () => {
    const before = storedFiles().length;
    await driveFile('笔记.txt', '只在磁盘上');
    expect(storedFiles().length).toBe(before + 1);
    const blob = [...db().blobs.values()].find((b) => b.name === '笔记.txt')!;
    expect(blob.parts.every((p) => 'key' in p && !('bytes' in p))).toBe(true);
  });

  it('refuses a drive file at its bare path, and serves it through its signed address', async () => {
    const file = await driveFile('收款账户.txt', '工商银行 6222 0000 1111');
    const bare = await get(file.path);
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ code: 0, msg: '无权访问该文件', data: null });
    expect(file.url).toMatch(/\?expires=\d+&sig=[0-9a-f]{64}$/);
    const signed = await get(file.url);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toBe('private, no-store');
    expect(await signed.text()).toBe('工商银行 6222 0000 1111');
  });

  it('refuses a tampered signature, another path under the same signature, and a forged expiry', async () => {
    const file = await driveFile('合同.txt', '甲方乙方');
    const url = new URL(file.url, demo.base);
    const sig = url.searchParams.get('sig')!;
    const flipped = new URL(url);
    flipped.searchParams.set('sig', `${sig.startsWith('a') ? 'b' : 'a'}${sig.slice(1)}`);
    expect((await get(flipped.href)).status).toBe(403);
    const stretched = new URL(url);
    stretched.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    expect((await get(stretched.href)).status).toBe(403);
    const other = (await demo.upload(token, '另一个.txt', '别的内容')).body.data.path!.split('?')[0]!;
    expect((await get(`${other}${url.search}`)).status).toBe(403);
  });

  it('refuses a signed address once it has expired', async () => {
    const file = await driveFile('过期.txt', '十分钟后失效');
    later(SIGNED_URL_TTL_MS + 60_000);
    const res = await get(file.url);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { msg: string }).msg).toBe('链接已过期，请刷新页面后重试');
  });

  it('deletes the bytes with the file: its address answers 404 and the disk file is gone', async () => {
    const file = await driveFile('草稿.txt', '删除后不可读');
    const down = (await demo.call<{ url: string }>(folder.downFile, { id: file.id }, token)).body.data;
    const before = storedFiles().length;
    expect((await demo.call(folder.delFile, { id: file.id }, token)).body.code).toBe(1);
    expect((await get(down.url)).status).toBe(404);
    expect((await get(file.url)).status).toBe(404);
    expect(storedFiles().length).toBe(before - 1);
  });

  it("gives a download address only to the file's owner", async () => {
    const file = await driveFile('报价.txt', '¥ 12,000');
    const stranger = await demo.login(1);
    expect((await demo.call(folder.downFile, { id: file.id }, stranger)).body.msg).toBe('文件不存在');
  });

  it('keeps a feedback screenshot private: signed in the member’s list, refused bare', async () => {
    const shot = (await demo.upload(token, '报错截图.png', 'png-bytes')).body.data;
    const sent = await demo.call<Feedback>(
      endpoints.feedback.add,
      { type: 'bug', content: '上传按钮点了没有反应', images: [shot.path!] },
      token,
    );
    expect(sent.body.code, sent.body.msg).toBe(1);
    const bare = shot.path!.split('?')[0]!;
    expect((await get(bare)).status).toBe(403);
    const list = await demo.call<Paginated<Feedback>>(endpoints.feedback.lists, {}, token);
    const image = list.body.data.data[0]!.images[0]!;
    expect(image).toMatch(/\?expires=/);
    expect(await (await get(image)).text()).toBe('png-bytes');
  });

  it("publishes a work's cover as public media and refuses someone else's private upload", async () => {
    const cover = (await demo.upload(token, '封面.png', 'cover-bytes')).body.data;
    const input = { ...(await SAMPLES['works.add']({ db: db(), demo, token })), cover: cover.path! };
    const stranger = await demo.login(1);
    expect((await demo.call(works.add, input, stranger)).body.msg).toBe('文件不存在或不属于你，请重新上传');
    const added = await demo.call<WorkDetail>(works.add, input, token);
    expect(added.body.code, added.body.msg).toBe(1);
    expect(added.body.data.cover).toBe(cover.path!.split('?')[0]);
    const res = await get(added.body.data.cover);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe("nobody can keep, show or revive someone else's upload", () => {
  it("refuses another member's upload in a drive, a work or an avatar, even once it is public", async () => {
    const avatar = (await demo.upload(token, '头像.png', 'png')).body.data.path!;
    expect((await demo.call(user.profile, { avatar }, token)).body.code).toBe(1);
    const stranger = await demo.login(1);
    const bare = avatar.split('?')[0]!;
    expect(
      (await demo.call(folder.addFile, { folder_id: 0, name: 'x.png', path: bare, size: 1 }, stranger)).body
        .msg,
    ).toBe('文件不存在，请重新上传');
    expect((await demo.call(user.profile, { avatar: bare }, stranger)).body.msg).toBe(
      '头像文件不存在，请重新上传',
    );
  });

  it('sees an upload in HTML however its attribute is written: quoted or not, someone else’s is refused', async () => {
    const own = (await demo.upload(token, '草图.png', 'png')).body.data.path!.split('?')[0]!;
    const me = db().blobs.get(own)!.owner_id;
    const stranger = me === 1 ? 2 : 1;
    for (const html of [`<img src=${own}>`, `<img src="${own}">`, `<img src='${own}'>`]) {
      expect(claimContent(db(), stranger, html), html).toBeNull();
      expect([...contentSources(html)]).toEqual([own]);
    }
    // Its owner's unquoted one is claimed (public) and comes out quoted.
    expect(claimContent(db(), me, `<p>图</p><img src=${own}>`)).toBe(`<p>图</p><img src="${own}">`);
    expect(db().blobs.get(own)!.public).toBe(true);
  });

  it('makes a replaced avatar private again when the drive still keeps it', async () => {
    const file = await driveFile('我的头像.png', 'png-bytes');
    expect((await demo.call(user.profile, { avatar: file.path }, token)).body.code).toBe(1);
    expect((await get(file.path)).status).toBe(200);
    expect(
      (await demo.call(user.profile, { avatar: '/api/storage/gen/avatar/7.svg' }, token)).body.code,
    ).toBe(1);
    expect((await get(file.path)).status).toBe(403);
    expect((await get(file.url)).status).toBe(200);
  });

  it('never makes a page or a script public media', async () => {
    const js = (await demo.upload(token, 'evil.js', 'alert(1)')).body.data.path!;
    expect((await demo.call(user.profile, { avatar: js }, token)).body.msg).toBe(
      '头像文件不存在，请重新上传',
    );
    expect((await get(js.split('?')[0]!)).status).toBe(403);
  });

  it('keeps a blog image whose name has a quote in it: public, and the stored text holds its bare path', async () => {
    const image = (await demo.upload(token, "Tom's sketch (1).png", 'png')).body.data.path!;
    expect(image).not.toMatch(/['()]/);
    const input = {
      ...(await SAMPLES['works.add']({ db: db(), demo, token })),
      type: 'blog',
      content: `<p>草图</p><img src='${image}' alt="草图">`,
    };
    const added = await demo.call<WorkDetail>(works.add, input, token);
    expect(added.body.code, added.body.msg).toBe(1);
    const bare = image.split('?')[0]!;
    expect(db().works.get(added.body.data.id)!.content).toContain(`src="${bare}"`); // quoted anew by the sanitizer
    expect((await get(bare)).status).toBe(200);
  });
});

describe('what users upload never runs on our origin', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/v1.user/index")</script><circle r="4"/></svg>';

  it.each([
    ['图标.svg', 'image/svg+xml'],
    ['页面.html', 'text/html; charset=utf-8'],
    ['数据.xml', 'application/xml'],
    // A script goes out as text: with nosniff no <script src> will run it.
    ['脚本.js', 'text/plain; charset=utf-8'],
  ])('serves %s as an attachment with a sandbox CSP and nosniff', async (name, mime) => {
    const file = await driveFile(name, svg);
    const res = await get(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(mime);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps an SVG cover usable in <img> while public (type kept), still as a sandboxed attachment', async () => {
    const cover = (await demo.upload(token, 'logo.svg', svg)).body.data;
    const input = { ...(await SAMPLES['works.add']({ db: db(), demo, token })), cover: cover.path! };
    const added = await demo.call<WorkDetail>(works.add, input, token);
    const res = await get(added.body.data.cover);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('serves a plain image inline', async () => {
    const file = await driveFile('照片.png', 'png');
    expect((await get(file.url)).headers.get('content-disposition')).toMatch(/^inline; /);
  });
});

describe('password guessing', () => {
  const login = (password: string) => demo.call(user.login, { account: '13900139000', password });

  it('locks the client out of the account after five wrong passwords: its sixth try, even right, is refused', async () => {
    for (const left of [4, 3, 2, 1])
      expect((await login('guess123')).body.msg).toBe(`密码错误，还可尝试 ${left} 次`);
    expect((await login('guess123')).body.msg).toBe(
      '密码错误次数过多，请 15 分钟后再试，或使用验证码登录、找回密码',
    );
    expect((await login('zaowu123')).body).toEqual({
      code: 0,
      msg: '密码错误次数过多，请 15 分钟后再试，或使用验证码登录、找回密码',
      data: null,
    });
    // Another account is not affected.
    expect((await demo.call(user.login, { account: '13800138000', password: 'zaowu123' })).body.code).toBe(1);
    later(LOCKOUT_MS - 5 * 60_000);
    expect((await login('zaowu123')).body.msg).toBe(
      '密码错误次数过多，请 5 分钟后再试，或使用验证码登录、找回密码',
    );
    vi.restoreAllMocks();
    later(LOCKOUT_MS + 1000);
    expect((await login('zaowu123')).body.code).toBe(1);
  });

  it('counts only wrong passwords in a row: a right one clears the count', async () => {
    for (let i = 0; i < 4; i++) await login('guess123');
    expect((await login('zaowu123')).body.code).toBe(1);
    expect((await login('guess123')).body.msg).toBe('密码错误，还可尝试 4 次');
  });
});

describe('SMS codes', () => {
  const send = (mobile: string) => demo.call<SmsSent>(sms.send, { mobile, event: 'login' });
  const codeLogin = (mobile: string, code: string) => demo.call(user.login, { account: mobile, code });

  it('are random, six digits, and not the same twice in a row', async () => {
    const a = (await send('13700000001')).body.data.demo_code;
    const b = (await send('13700000002')).body.data.demo_code;
    const c = (await send('13700000003')).body.data.demo_code;
    for (const code of [a, b, c]) expect(code).toMatch(/^\d{6}$/);
    expect(new Set([a, b, c]).size).toBeGreaterThan(1);
  });

  it('work once', async () => {
    const code = (await send('13700000004')).body.data.demo_code;
    expect((await codeLogin('13700000004', code)).body.code).toBe(1);
    expect((await codeLogin('13700000004', code)).body.msg).toBe('验证码错误或已过期');
  });

  it('die after five wrong tries, even for the right code', async () => {
    const code = (await send('13700000005')).body.data.demo_code;
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await codeLogin('13700000005', wrong)).body.code).toBe(0);
    expect((await codeLogin('13700000005', code)).body.msg).toBe('验证码错误或已过期');
  });

  it('expire after five minutes', async () => {
    const code = (await send('13700000006')).body.data.demo_code;
    later(5 * 60_000 + 1000);
    expect((await codeLogin('13700000006', code)).body.msg).toBe('验证码错误或已过期');
  });

  it('are never told for a registered number: its owner gets them by SMS, not whoever asks', async () => {
    for (const event of ['login', 'resetpwd'] as const) {
      const res = await demo.call<SmsSent>(sms.send, { mobile: '13900139000', event });
      expect(res.body).toEqual({
        code: 0,
        msg: '演示环境不发送短信，已注册的手机号请使用密码登录',
        data: null,
      });
    }
  });

  it('are sent at most once a minute per number', async () => {
    expect((await send('13700000007')).body.code).toBe(1);
    expect((await send('13700000007')).body.msg).toMatch(/^验证码已发送，请 (60|59) 秒后再试$/);
    later(61_000);
    expect((await send('13700000007')).body.code).toBe(1);
  });
});

describe('demo-only calls', () => {
  it('has no reset and no test members unless the server was started for tests', async () => {
    const plain = await startDemo(undefined, {
      enableReset: false,
      enableTestMembers: false,
      dataDir: mkdtempSync(path.join(tmpdir(), 'zaowu-hostile-plain-')),
    });
    try {
      for (const path of [DEMO_RESET_PATH, DEMO_MEMBER_PATH]) {
        const res = await plain.post(path, {});
        expect(res.status, path).toBe(404);
        expect(res.body.msg, path).toBe('接口不存在');
      }
    } finally {
      await plain.close();
    }
  });

  it('makes a new member per call, logged in, on a number no one else has', async () => {
    const users = db().users.size;
    const a = (await demo.post<TestMember>(DEMO_MEMBER_PATH, {})).body.data;
    const b = (await demo.post<TestMember>(DEMO_MEMBER_PATH, { password: 'test-pass1' })).body.data;
    expect(db().users.size).toBe(users + 2);
    expect(a.mobile).toMatch(/^199\d{8}$/);
    expect(b.mobile).not.toBe(a.mobile);
    expect(b.userinfo.id).not.toBe(a.userinfo.id);
    // Each session is its own member's.
    for (const m of [a, b]) {
      const me = await demo.call<AccountOverview>(endpoints.user.index, {}, m.token);
      expect(me.body.data.userinfo.id).toBe(m.userinfo.id);
    }
    // The password given is the member's; without one, only SMS logs in (as after an SMS sign-up).
    const login = (account: string, password: string) =>
      demo.call(endpoints.user.login, { account, password });
    expect((await login(b.mobile, 'test-pass1')).body.code).toBe(1);
    expect((await login(a.mobile, 'test-pass1')).body.msg).toBe(
      '该手机号未注册或未设置密码，请使用验证码登录',
    );
    // A password the site would refuse is refused here too, and makes no member.
    const bad = await demo.post(DEMO_MEMBER_PATH, { password: '1' });
    expect(bad.body.code).toBe(0);
    expect(db().users.size).toBe(users + 2);
  });

  it('takes only JSON: a cross-site text/plain or form post is refused with 415', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await fetch(`${demo.base}${DEMO_RESET_PATH}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{}',
      });
      expect(res.status, type).toBe(415);
    }
    const pay = await fetch(`${demo.base}${DEMO_PAY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', [TOKEN_HEADER]: token },
      body: '{"order_no":"ZW1"}',
    });
    expect(pay.status).toBe(415);
  });

  it("pays only the caller's own order, and only for a member", async () => {
    const g = find.buyable(db());
    const buyer = await demo.login(1);
    const placed = (
      await demo.call<Order>(endpoints.order.addOrder, { lines: [{ goods_id: g.id, quantity: 1 }] }, buyer)
    ).body.data;
    expect((await demo.post(DEMO_PAY_PATH, { order_no: placed.order_no })).status).toBe(401);
    expect((await demo.post(DEMO_PAY_PATH, { order_no: placed.order_no }, token)).body.msg).toBe(
      '订单不存在',
    );
    expect(db().orders.get(placed.id)!.status).toBe('unpaid');
    expect((await demo.post(DEMO_PAY_PATH, { order_no: placed.order_no }, buyer)).body.code).toBe(1);
  });
});

describe('hostile input', () => {
  it.each([
    '/api/x/api/v1.user/login',
    '/webApi/api/v1.user/login',
    '/api/v1.user/login/',
    '/api/demo/x/api/demo/pay',
  ])('answers a call only at its own path, not at %s', async (path) => {
    const res = await demo.post(path, { account: '13900139000', password: 'guess123' }, token);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('接口不存在');
    expect(db().lockouts.size).toBe(0);
  });

  it('serves storage only under its prefix', async () => {
    expect((await get('/api/x/api/storage/gen/art/1.svg')).status).toBe(404);
    expect((await get('/api/storage/gen/art/1.svg')).status).toBe(200);
  });

  it('drops __proto__, constructor and prototype keys from queries, forms and JSON', async () => {
    const list = await fetch(
      `${demo.base}${works.lists.path}?__proto__[]=x&constructor=y&prototype=z&per_page=3&type=art`,
    );
    const body = (await list.json()) as { code: number; data: { data: unknown[] } };
    expect(body.code).toBe(1);
    expect(body.data.data).toHaveLength(3);
    const json = await fetch(`${demo.base}${user.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"account":"13800138000","password":"zaowu123","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
    });
    expect(((await json.json()) as { code: number }).code).toBe(1);
    const form = await fetch(`${demo.base}${user.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '__proto__[]=1&account=13800138000&password=zaowu123',
    });
    expect(((await form.json()) as { code: number }).code).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['.', '文件名不能是 . 或 ..'],
    ['..', '文件名不能是 . 或 ..'],
    ['照片\u202Egnp.exe', '文件名不能包含控制字符或文字方向符'],
    ['a\u0007b.txt', '文件名不能包含控制字符或文字方向符'],
    ['a\u200Fb.txt', '文件名不能包含控制字符或文字方向符'],
    ['../../etc/passwd', '文件名不能包含 / \\ 等字符'],
  ])('refuses the upload file name %j', async (name, msg) => {
    const res = await demo.upload(token, name, 'x');
    expect(res.body).toEqual({ code: 0, msg, data: null });
  });

  it.each([
    ['..', '文件夹名称不能是 . 或 ..'],
    ['新建\u2066文件夹', '文件夹名称不能包含控制字符或文字方向符'],
  ])('refuses the folder name %j', async (name, msg) => {
    expect((await demo.call(folder.add, { name, parent_id: 0 }, token)).body.msg).toBe(msg);
  });

  it("builds absolute URLs from the site's origin, never from Host or X-Forwarded-Host", async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']));
    form.append('filename', 'a.txt');
    form.append('chunkindex', '0');
    form.append('chunkcount', '1');
    form.append('action', 'merge');
    const res = await fetch(`${demo.base}${upload.chunkUpload.path}`, {
      method: 'POST',
      body: form,
      headers: { [TOKEN_HEADER]: token, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    const { data } = (await res.json()) as { data: { fullurl: string } };
    expect(new URL(data.fullurl).origin).toBe(demo.base);
    const auth = await demo.call<{ url: string }>(
      user.getAuthUrl,
      { platform: 'qq', redirect: '/login/bindAccount' },
      null,
      { 'x-forwarded-host': 'evil.example' },
    );
    const callback = new URL(auth.body.data.url).searchParams.get('redirect_uri')!;
    expect(new URL(callback).origin).toBe(demo.base);
  });
});

describe('upload space', () => {
  it('refuses one member past their quota, with a Chinese msg, while others still upload', async () => {
    // A stand-in for 2 GB already uploaded (bytes are not needed to count).
    db().blobs.set('/api/storage/uploads/1/aaaaaaaaaaaaaaaa/big.bin', {
      parts: [{ size: MEMBER_UPLOAD_QUOTA, key: 'a'.repeat(32) }],
      size: MEMBER_UPLOAD_QUOTA,
      seeded: false,
      mime: 'application/octet-stream',
      name: 'big.bin',
      owner_id: 1,
      public: false,
      created_at: demo.upstream.clock.now(),
    });
    expect((await demo.upload(token, 'more.txt', 'x')).body.msg).toBe(
      '你的上传空间已满（每人 2 GB），请删除不用的文件后再试',
    );
    expect((await demo.upload(await demo.login(1), 'mine.txt', 'x')).body.code).toBe(1);
  });

  it('drops an upload nothing refers to after a while, and keeps one the drive holds', async () => {
    const kept = await driveFile('保留.txt', '在云盘里');
    const loose = (await demo.upload(token, '没人用.txt', '孤立的上传')).body.data;
    const before = storedFiles().length;
    later(UNCLAIMED_UPLOAD_TTL_MS + 60_000);
    // Any upload sweeps.
    await demo.upload(token, '触发清理.txt', 'x');
    expect(db().blobs.has(loose.path!.split('?')[0]!)).toBe(false);
    expect(db().blobs.has(kept.path)).toBe(true);
    expect(storedFiles().length).toBe(before); // one gone, one new
  });

  it('counts every stored piece as at least 64 KiB, so empty files are not free', async () => {
    const before = uploadBytesInUse(db(), 1);
    await demo.upload(token, 'empty.txt', '');
    expect(uploadBytesInUse(db(), 1) - before).toBe(MIN_CHARGE);
  });

  it(`keeps at most ${MAX_OPEN_UPLOADS} unfinished uploads open per member`, async () => {
    const start = (chunkid: string) => {
      const form = new FormData();
      form.append('file', new Blob([]));
      form.append('filename', 'part.bin');
      form.append('chunkindex', '0');
      form.append('chunkcount', '2000');
      form.append('action', 'chunk');
      form.append('chunkid', chunkid);
      return fetch(`${demo.base}${upload.chunkUpload.path}`, {
        method: 'POST',
        body: form,
        headers: { [TOKEN_HEADER]: token },
      }).then((r) => r.json() as Promise<{ code: number; msg: string }>);
    };
    for (let i = 0; i < MAX_OPEN_UPLOADS; i++) expect((await start(`open-${i}`)).code).toBe(1);
    expect((await start('one-more')).msg).toBe(
      `同时进行的上传不能超过 ${MAX_OPEN_UPLOADS} 个，请先完成其他上传`,
    );
  });

  it('drops the chunks of an upload abandoned midway', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1024)]));
    form.append('filename', 'half.bin');
    form.append('chunkindex', '0');
    form.append('chunkcount', '3');
    form.append('action', 'chunk');
    form.append('chunkid', 'half-1');
    await fetch(`${demo.base}${upload.chunkUpload.path}`, {
      method: 'POST',
      body: form,
      headers: { [TOKEN_HEADER]: token },
    });
    expect(db().chunkSessions.size).toBe(1);
    const before = storedFiles().length;
    later(2 * 3600_000);
    await demo.upload(token, '触发清理.txt', 'x');
    expect(db().chunkSessions.size).toBe(0);
    expect(storedFiles().length).toBe(before); // the chunk gone, the new file in
  });
});

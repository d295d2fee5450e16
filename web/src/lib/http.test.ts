import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TOO_LARGE_MSG, fail, ok, type Endpoint } from '@zaowu/shared';
import { server } from '../test/server.ts';
import { createHttp } from './create-http.ts';
import { ApiError, shouldRetry, type HttpDeps } from './http.ts';

// The BFF serves the API on the site's own origin (apiBase '').
const BASE = window.location.origin;

function client(overrides: Partial<HttpDeps> = {}) {
  const deps = {
    baseURL: () => '',
    token: () => null,
    onEnvelopeError: vi.fn<(msg: string) => void>(),
    onUnauthorized: vi.fn<() => void>(),
    log: vi.fn<(message: string, error: unknown) => void>(),
    retryDelayMs: 0,
    ...overrides,
  };
  return { deps, http: createHttp(deps) };
}

const getCall: Endpoint<{ q?: string }, { n: number }> = {
  method: 'GET',
  path: '/api/v1.t/get',
  auth: false,
};
const postCall: Endpoint<{ a: number }, { n: number }> = {
  method: 'POST',
  path: '/api/v1.t/post',
  auth: true,
};

/** Answers `status` and counts hits. */
function answer(method: 'get' | 'post' | 'head' | 'options', path: string, status: number) {
  const hits = { count: 0 };
  server.use(
    mswHttp[method](`${BASE}${path}`, () => {
      hits.count++;
      return HttpResponse.json(fail('坏了'), { status });
    }),
  );
  return hits;
}

/**
 * product.md §7: "retries once for non-mutating methods on 408, 409, 425, 429, 500, 502, 503, 504".
 * One row per answer status; Y = retried once, N = not retried.
 */
const RETRY_TABLE = `
  status GET HEAD OPTIONS POST PUT PATCH DELETE
  400    N   N    N       N    N   N     N
  401    N   N    N       N    N   N     N
  403    N   N    N       N    N   N     N
  404    N   N    N       N    N   N     N
  408    Y   Y    Y       N    N   N     N
  409    Y   Y    Y       N    N   N     N
  413    N   N    N       N    N   N     N
  422    N   N    N       N    N   N     N
  425    Y   Y    Y       N    N   N     N
  429    Y   Y    Y       N    N   N     N
  500    Y   Y    Y       N    N   N     N
  501    N   N    N       N    N   N     N
  502    Y   Y    Y       N    N   N     N
  503    Y   Y    Y       N    N   N     N
  504    Y   Y    Y       N    N   N     N
  505    N   N    N       N    N   N     N
`;
const [header, ...rows] = RETRY_TABLE.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const retryCases = rows.flatMap(([status, ...marks]) =>
  marks.map((mark, i) => [header![i + 1]!, Number(status), mark === 'Y'] as const),
);

describe('retry rule (product.md §7)', () => {
  it.each(retryCases)('%s answered %i: retried %s', (method, status, retried) => {
    expect(shouldRetry(method, status)).toBe(retried);
    expect(shouldRetry(method.toLowerCase(), status)).toBe(retried);
  });
  it('never retries without an answer status', () => {
    expect(shouldRetry('get', undefined)).toBe(false);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'a GET answered %i is sent exactly twice',
    async (status) => {
      const hits = answer('get', getCall.path, status);
      const { http } = client();
      await expect(http.call(getCall)).rejects.toBeInstanceOf(ApiError);
      expect(hits.count).toBe(2);
    },
  );

  it('a GET that succeeds on the retry resolves', async () => {
    let n = 0;
    server.use(
      mswHttp.get(`${BASE}${getCall.path}`, () =>
        ++n === 1 ? HttpResponse.json(fail('忙'), { status: 503 }) : HttpResponse.json(ok({ n })),
      ),
    );
    await expect(client().http.call(getCall)).resolves.toEqual({ n: 2 });
  });

  it.each([503, 500, 429])('a POST answered %i is sent once', async (status) => {
    const hits = answer('post', postCall.path, status);
    await expect(client().http.call(postCall, { a: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(hits.count).toBe(1);
  });

  it.each([400, 403, 404])('a GET answered %i is not retried', async (status) => {
    const hits = answer('get', getCall.path, status);
    await expect(client().http.call(getCall)).rejects.toBeInstanceOf(ApiError);
    expect(hits.count).toBe(1);
  });
});

describe('requests', () => {
  it('sends GET input as the query and the token header', async () => {
    let seen: { url: string; token: string | null } | null = null;
    server.use(
      mswHttp.get(`${BASE}${getCall.path}`, ({ request }) => {
        seen = { url: request.url, token: request.headers.get('token') };
        return HttpResponse.json(ok({ n: 1 }));
      }),
    );
    await client({ token: () => 'tkn' }).http.call(getCall, { q: '造物' });
    expect(seen).toEqual({ url: `${BASE}${getCall.path}?q=%E9%80%A0%E7%89%A9`, token: 'tkn' });
  });

  it("sends a call's own headers with it, beside the token, and nothing of them in the query", async () => {
    let seen: { url: string; token: string | null; zoneKey: string | null } | null = null;
    server.use(
      mswHttp.get(`${BASE}${getCall.path}`, ({ request }) => {
        seen = {
          url: request.url,
          token: request.headers.get('token'),
          zoneKey: request.headers.get('zone-key'),
        };
        return HttpResponse.json(ok({ n: 1 }));
      }),
    );
    await client({ token: () => 'tkn' }).http.call(getCall, {}, { headers: { 'zone-key': 'zk' } });
    expect(seen).toEqual({ url: `${BASE}${getCall.path}`, token: 'tkn', zoneKey: 'zk' });
  });

  it('sends POST input as a JSON body and no token header when logged out', async () => {
    let seen: unknown = null;
    server.use(
      mswHttp.post(`${BASE}${postCall.path}`, async ({ request }) => {
        seen = {
          body: await request.json(),
          type: request.headers.get('content-type'),
          token: request.headers.get('token'),
        };
        return HttpResponse.json(ok({ n: 1 }));
      }),
    );
    await expect(client().http.call(postCall, { a: 7 })).resolves.toEqual({ n: 1 });
    expect(seen).toEqual({ body: { a: 7 }, type: expect.stringContaining('application/json'), token: null });
  });
});

describe('errors (product.md §8)', () => {
  it('code 0 → product toast with the server msg, a typed error, logged', async () => {
    server.use(mswHttp.post(`${BASE}${postCall.path}`, () => HttpResponse.json(fail('余额不足'))));
    const { http, deps } = client();
    const error = await http.call(postCall, { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('余额不足');
    expect((error as ApiError).code).toBe(0);
    expect(deps.onEnvelopeError).toHaveBeenCalledExactlyOnceWith('余额不足');
    expect(deps.log).toHaveBeenCalled();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('silent calls skip the toast but still throw', async () => {
    server.use(mswHttp.post(`${BASE}${postCall.path}`, () => HttpResponse.json(fail('验证码错误'))));
    const { http, deps } = client();
    await expect(http.call(postCall, { a: 1 }, { silent: true })).rejects.toThrow('验证码错误');
    expect(deps.onEnvelopeError).not.toHaveBeenCalled();
  });

  it('a 502 envelope from the BFF toasts its msg', async () => {
    answer('post', postCall.path, 502);
    const { http, deps } = client();
    await expect(http.call(postCall, { a: 1 })).rejects.toMatchObject({ status: 502, message: '坏了' });
    expect(deps.onEnvelopeError).toHaveBeenCalledWith('坏了');
  });

  it('a 413 envelope (a body over its limit) toasts its msg, as a typed code-0 error', async () => {
    server.use(
      mswHttp.post(`${BASE}${postCall.path}`, () =>
        HttpResponse.json(fail(REQUEST_TOO_LARGE_MSG), { status: 413 }),
      ),
    );
    const { http, deps } = client();
    await expect(http.call(postCall, { a: 1 })).rejects.toMatchObject({
      status: 413,
      code: 0,
      message: REQUEST_TOO_LARGE_MSG,
    });
    expect(deps.onEnvelopeError).toHaveBeenCalledExactlyOnceWith(REQUEST_TOO_LARGE_MSG);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('HTTP 401 → the unauthorized rule, no toast', async () => {
    answer('get', getCall.path, 401);
    const { http, deps } = client();
    await expect(http.call(getCall)).rejects.toMatchObject({ status: 401 });
    expect(deps.onUnauthorized).toHaveBeenCalledOnce();
    expect(deps.onEnvelopeError).not.toHaveBeenCalled();
  });

  it('a network failure is logged and re-thrown with a Chinese message', async () => {
    server.use(mswHttp.get(`${BASE}${getCall.path}`, () => HttpResponse.error()));
    const { http, deps } = client();
    await expect(http.call(getCall)).rejects.toMatchObject({
      status: 0,
      message: '网络连接失败，请检查网络后重试',
    });
    expect(deps.log).toHaveBeenCalled();
  });
});

describe('axios loads on the first call, not with the page (issue 14)', () => {
  const realLoad = () => import('./http-axios.ts');

  function answerOk() {
    const hits = { count: 0 };
    server.use(
      mswHttp.get(`${BASE}${getCall.path}`, () => {
        hits.count++;
        return HttpResponse.json(ok({ n: hits.count }));
      }),
    );
    return hits;
  }

  it('loads nothing until a call; calls made together share one load', async () => {
    const loadRequests = vi.fn(realLoad);
    const { http } = client({ loadRequests });
    expect(loadRequests).not.toHaveBeenCalled();
    const hits = answerOk();
    const answers = await Promise.all([http.call(getCall), http.call(getCall)]);
    expect(answers.map((a) => a.n).sort()).toEqual([1, 2]);
    expect(hits.count).toBe(2);
    expect(loadRequests).toHaveBeenCalledOnce();
  });

  it('a failed load is a logged network error without toast or 401 rule; the next call loads again', async () => {
    const loadRequests = vi
      .fn<() => ReturnType<typeof realLoad>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(realLoad);
    const { http, deps } = client({ loadRequests });
    const hits = answerOk();
    await expect(http.call(getCall)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: '网络连接失败，请检查网络后重试',
    });
    expect(hits.count).toBe(0);
    expect(deps.log).toHaveBeenCalledOnce();
    expect(deps.onEnvelopeError).not.toHaveBeenCalled();
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    await expect(http.call(getCall)).resolves.toEqual({ n: 1 });
    expect(loadRequests).toHaveBeenCalledTimes(2);
  });

  it('preload fetches axios ahead of the first call; a failed preload is forgotten', async () => {
    const loadRequests = vi
      .fn<() => ReturnType<typeof realLoad>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(realLoad);
    const { http, deps } = client({ loadRequests });
    http.preload();
    await vi.waitFor(() => expect(loadRequests).toHaveBeenCalledOnce());
    http.preload();
    await expect(http.axios()).resolves.toHaveProperty('request');
    answerOk();
    await expect(http.call(getCall)).resolves.toEqual({ n: 1 });
    expect(loadRequests).toHaveBeenCalledTimes(2);
    expect(deps.log).not.toHaveBeenCalled();
  });
});

/**
 * chunkUpload through the real HTTP client: a chunk the server refuses with an envelope — code 0, or
 * HTTP 413 for a body over its limit — pauses the upload with the server's msg (product.md §4).
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TOO_LARGE_MSG, fail } from '@zaowu/shared';
import { server } from '../../test/server.ts';
import { createUploadEngine } from './engine.ts';
import { httpTransport } from './transport.ts';
import type { PositionStore, UploadRecord } from './types.ts';

const tooLarge = () =>
  server.use(
    http.post('*/api/v1.common/chunkUpload', () =>
      HttpResponse.json(fail(REQUEST_TOO_LARGE_MSG), { status: 413 }),
    ),
  );

const noPositions: PositionStore = { get: () => null, set: () => {}, remove: () => {} };

describe('httpTransport', () => {
  it("answers a 413 envelope as a refusal with the server's msg, not a network failure", async () => {
    tooLarge();
    const answer = await httpTransport.send(
      { file: new File(['x'], 'a.png'), filename: 'a.png', chunkindex: 1, chunkcount: 1, action: 'merge' },
      { signal: new AbortController().signal },
    );
    expect(answer).toEqual({ ok: false, msg: REQUEST_TOO_LARGE_MSG });
  });

  it('an upload whose chunk is refused with 413 pauses, with the msg toasted and on the record', async () => {
    tooLarge();
    const notifyError = vi.fn<(msg: string) => void>();
    const engine = createUploadEngine({
      transport: httpTransport,
      hasher: { md5: async () => '0123456789abcdef0123456789abcdef' },
      positions: noPositions,
      notifyError,
    });
    const record = engine.add(new File(['模型'], 'model.glb'));
    const paused = await new Promise<UploadRecord>((resolve) => {
      const check = () => {
        const r = engine.get(record.key);
        if (r && r.status !== 'queued' && r.status !== 'hashing' && r.status !== 'uploading') resolve(r);
      };
      engine.subscribe(check);
      check();
    });
    expect(paused).toMatchObject({
      status: 'paused',
      pause: true,
      uploading: false,
      error: REQUEST_TOO_LARGE_MSG,
    });
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(REQUEST_TOO_LARGE_MSG);
  });
});

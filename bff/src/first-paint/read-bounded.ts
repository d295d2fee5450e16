/** Reads a body of at most `maxBytes`, cancelling the stream as soon as it is longer. */
class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export async function readJsonBounded(res: Response, maxBytes: number): Promise<unknown> {
  return JSON.parse((await readBytesBounded(res, maxBytes)).toString('utf8'));
}

export async function readBytesBounded(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(`body of ${declared} bytes`);
  }
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(`body over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

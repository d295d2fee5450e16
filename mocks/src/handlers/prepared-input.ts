/**
 * A body the node adapter has already read its own way: a chunkUpload's multipart, whose file went to
 * disk as it arrived (mocks/src/node-upload.ts). The handler gets its fields, the file as a Blob backed
 * by that file, so no chunk is ever whole in the heap. The adapter hands it over under an unguessable
 * id, in a header only the adapter sets (a client's own is dropped), and forgets it once answered; the
 * Fetch Request msw sees carries no body. In the browser nothing is ever prepared.
 */
export const PREPARED_INPUT_HEADER = 'x-zaowu-prepared-input';

/** The form's entries in the order they came: text fields and the file. */
export type PreparedInput = ReadonlyArray<readonly [name: string, value: string | Blob]>;

const prepared = new Map<string, PreparedInput>();

/** Keeps `input` until `release` is called; the id goes in PREPARED_INPUT_HEADER. */
export function prepareInput(input: PreparedInput): { id: string; release: () => void } {
  const id = crypto.randomUUID();
  prepared.set(id, input);
  return { id, release: () => prepared.delete(id) };
}

/** What the adapter prepared for this request, if anything. */
export function preparedInputOf(request: Request): PreparedInput | undefined {
  const id = request.headers.get(PREPARED_INPUT_HEADER);
  return id === null ? undefined : prepared.get(id);
}

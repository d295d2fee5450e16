/** chunkUpload through the app's one HTTP client (multipart); code 0 comes back as the server's msg. */
import { endpoints } from '@zaowu/shared';
import { call } from '../api-client.ts';
import { ApiError } from '../http.ts';
import type { ChunkTransport } from './types.ts';

export const httpTransport: ChunkTransport = {
  async send(fields, { signal, onProgress }) {
    try {
      const data = await call(endpoints.upload.chunkUpload, fields, {
        signal,
        silent: true,
        onUploadProgress: onProgress ? (loaded) => onProgress(loaded) : undefined,
      });
      return { ok: true, data };
    } catch (error) {
      if (error instanceof ApiError && error.code === 0) return { ok: false, msg: error.message };
      throw error;
    }
  },
};

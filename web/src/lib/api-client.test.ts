import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { loggable } from './api-client.ts';
import { ApiError } from './http.ts';

describe('what a failed call logs', () => {
  it('keeps what went wrong and drops the request config with its secret headers', () => {
    const headers = new AxiosHeaders({ token: 'tok-secret-123', 'zone-key': 'zone-secret-456' });
    const cause = new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', {
      headers,
      url: '/api/v1.folder/lists',
    });
    const error = new ApiError('服务暂时不可用', {
      status: 500,
      code: null,
      path: '/api/v1.folder/lists',
      cause,
    });
    const logged = loggable(error);
    const seen = JSON.stringify(logged, ['message', 'status', 'code', 'path', 'cause', 'config', 'headers']);
    expect(seen).not.toContain('tok-secret-123');
    expect(seen).not.toContain('zone-secret-456');
    expect(logged).toBeInstanceOf(ApiError);
    expect(logged).toMatchObject({
      message: '服务暂时不可用',
      status: 500,
      code: null,
      path: '/api/v1.folder/lists',
    });
    expect((logged as ApiError).cause).toBe('AxiosError: Request failed with status code 500');
    // The original still carries its config: the point is that the log does not.
    expect(JSON.stringify(error.cause, ['config', 'headers', 'token'])).toContain('tok-secret-123');
  });
});

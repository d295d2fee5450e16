// STUB — to be replaced by the full demo upstream (store + handlers for every call of the contract).
import { http, HttpResponse, type RequestHandler } from 'msw';
import { endpoints, ok } from '@zaowu/shared';

export interface DemoApiOptions {
  seed?: number;
}

export interface DemoApi {
  handlers: RequestHandler[];
  /** Back to the seeded state (between tests). */
  reset(): void;
}

export function createDemoApi(_options: DemoApiOptions = {}): DemoApi {
  const handlers: RequestHandler[] = [
    http.get(`*${endpoints.user.checkLogin.path}`, () => HttpResponse.json(ok({ isLogin: false }))),
  ];
  return { handlers, reset() {} };
}

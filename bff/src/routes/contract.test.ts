/** An operator fetches the contract from a running site: the checked-in OpenAPI document, as JSON. */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { createApp } from '../app.ts';
import { demoUpstream } from '../upstream.ts';
import { testConfig } from '../testing/fixtures.ts';

describe('/openapi.json', () => {
  it('serves docs/openapi.json, kept out of search results', async () => {
    const config = testConfig();
    const app = createApp(config, await demoUpstream(config));
    const res = await request(app).get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toBe(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'));
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.paths[endpoints.works.lists.path]).toBeDefined();
  });
});

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

  it("serves a readable page of it from this server, under the site's CSP", async () => {
    const config = testConfig();
    const app = createApp(config, await demoUpstream(config));
    const page = await request(app).get('/openapi');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.text).toContain('<redoc spec-url="/openapi.json"');
    // Its script is the site's own, by address: no CDN, nothing inline, and the policy as everywhere.
    const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([' src="/openapi/redoc.standalone.js"']);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const bundle = await request(app).get('/openapi/redoc.standalone.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.text.length).toBeGreaterThan(500_000);
  });
});

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { remoteUpstream } from '../upstream.ts';
import { testConfig } from '../testing/fixtures.ts';

const ID = '0123456789ab';
const latest = { id: ID, timestamp: 1_760_000_000_000 };
const manifest = { ...latest, entry: { js: ['/assets/index-AbC123.js'], css: [] }, routes: {} };

function appWithBuild(withBuildFiles = true) {
  const config = testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9' });
  const dist = config.webDist;
  if (withBuildFiles) {
    mkdirSync(path.join(dist, 'builds', ID), { recursive: true });
    writeFileSync(path.join(dist, 'builds', 'latest.json'), JSON.stringify(latest));
    writeFileSync(path.join(dist, 'builds', ID, 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dist, 'builds', ID, 'notes.txt'), 'not served');
  }
  // Files a traversal would like to reach: one in dist, one beside it.
  writeFileSync(path.join(dist, 'secret.json'), '{"secret":"dist"}');
  const outside = path.join(dist, '..', `zaowu-secret-${path.basename(dist)}.json`);
  writeFileSync(outside, '{"secret":"outside"}');
  created.push(dist, outside);
  return { app: createApp(config, remoteUpstream(config.upstreamUrl!)), dist };
}

const created: string[] = [];
afterAll(() => created.forEach((p) => rmSync(p, { recursive: true, force: true })));
const { app, dist } = appWithBuild();

describe('build version files', () => {
  it('serves latest.json as JSON that revalidates on every request', async () => {
    const res = await request(app).get('/builds/latest.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual(latest);
  });

  it('serves a build manifest by id, cached for a year', async () => {
    const res = await request(app).get(`/builds/${ID}/manifest.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toEqual(manifest);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await request(app).head('/builds/latest.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['ffffffffffff', 'no-such-build', 'a'.repeat(65)])(
    'answers unknown id %s with a JSON 404',
    async (id) => {
      const res = await request(app).get(`/builds/${id}/manifest.json`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toEqual({ error: 'Not Found' });
    },
  );

  it.each([
    '/builds/',
    '/builds/nothing.json',
    `/builds/${ID}`,
    `/builds/${ID}/notes.txt`,
    `/builds/${ID}/manifest.json/extra`,
  ])('answers %s with a JSON 404, never the SPA shell or another file', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not Found' });
  });

  it.each([
    '/builds/..%2Fsecret.json',
    '/builds/%2e%2e/secret.json',
    '/builds/%2e%2e%2fsecret.json/manifest.json',
    '/builds/..%2F..%2Fsecret.json%00/manifest.json',
    '/builds/%2e%2e/manifest.json',
    `/builds/..%2F..%2Fzaowu-secret-${path.basename(dist)}.json%23/manifest.json`,
    '/builds/.%2E/.%2E/secret.json',
    '/builds/%5C..%5Csecret.json/manifest.json',
  ])('never serves outside the builds folder: %s', async (url) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('secret');
  });

  it('answers latest.json with a JSON 404 before the first build', async () => {
    const { app: bare } = appWithBuild(false);
    const res = await request(bare).get('/builds/latest.json');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not Found' });
  });

  it('leaves the rest of the site alone', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
  });
});

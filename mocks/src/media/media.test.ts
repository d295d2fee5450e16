import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { createSigner } from '../store/signing.ts';
import { demoForFile } from '../testing/harness.ts';
import { ANIMATION_LOOKS, ART_SUBJECTS, BLOG_SUBJECTS, GOODS_SUBJECTS, OBJECT_KINDS } from './catalog.ts';
import { getModelBytes, modelSize } from './models.ts';
import { generateSubjectSvg, generateSvg } from './svg/index.ts';
import { GEN_KINDS, MODEL_KEYS, genUrl, modelPreviewUrl, modelUrl, subjectUrl } from './urls.ts';

/** The JSON chunk of a GLB: what its scene and nodes are called. */
function glbJson(bytes: Uint8Array): {
  scene?: number;
  scenes: { nodes: number[] }[];
  nodes: { name?: string; children?: number[] }[];
} {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + view.getUint32(12, true))));
}

describe('GLB models', () => {
  const levels = MODEL_KEYS.flatMap((key) =>
    (['full', 'preview'] as const).map((level) => [key, level] as const),
  );

  it.each(levels)('%s (%s) is valid glTF 2.0 with positions and unit normals', async (key, level) => {
    const bytes = await getModelBytes(key, level);
    const doc = await new NodeIO().readBinary(bytes);
    expect(doc.getRoot().getAsset().version).toBe('2.0');
    const meshes = doc.getRoot().listMeshes();
    expect(meshes.length).toBeGreaterThanOrEqual(1);
    for (const prim of meshes.flatMap((m) => m.listPrimitives())) {
      const pos = prim.getAttribute('POSITION')!;
      const nor = prim.getAttribute('NORMAL')!;
      expect(pos.getCount()).toBeGreaterThan(0);
      expect(nor.getCount()).toBe(pos.getCount());
      const n = nor.getArray()!;
      for (let i = 0; i < n.length; i += 3) expect(Math.hypot(n[i]!, n[i + 1]!, n[i + 2]!)).toBeCloseTo(1, 3);
      const mat = prim.getMaterial()!;
      expect(mat.getRoughnessFactor()).toBeGreaterThan(0);
    }
  });

  it.each(levels)('%s (%s) has the size its work files declare', async (key, level) => {
    expect(
      (await getModelBytes(key, level)).length,
      `update ${key}'s ${level === 'full' ? 'size' : 'previewSize'} in catalog.ts`,
    ).toBe(modelSize(key, level));
  });

  it.each(MODEL_KEYS)('%s: the viewer’s preview is a lighter build of the same object', async (key) => {
    const [full, preview] = [await getModelBytes(key, 'full'), await getModelBytes(key, 'preview')];
    expect(preview.length).toBeLessThan(full.length);
    // One root node named after the object, its parts under it.
    for (const json of [glbJson(full), glbJson(preview)]) {
      const roots = json.scenes[json.scene ?? 0]!.nodes.map((i) => json.nodes[i]!);
      expect(roots.map((n) => n.name)).toEqual([key]);
      for (const child of roots[0]!.children ?? [])
        expect(json.nodes[child]!.name).toMatch(new RegExp(`^${key}/`));
    }
  });
});

describe('generated SVG', () => {
  const wellFormed = (svg: string) => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    // Tags balance: every opened element is closed.
    const stack: string[] = [];
    for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
      if (m[3]) continue;
      if (m[1]) expect(stack.pop()).toBe(m[2]);
      else stack.push(m[2]!);
    }
    expect(stack).toEqual([]);
  };

  it.each(GEN_KINDS)('%s art is deterministic and well-formed', (kind) => {
    for (const n of [0, 1, 17, 999_999]) {
      const svg = generateSvg(kind, n);
      expect(svg).toBe(generateSvg(kind, n));
      wellFormed(svg);
    }
    expect(generateSvg(kind, 1)).not.toBe(generateSvg(kind, 2));
  });

  const subjects = [
    ...OBJECT_KINDS.map((k) => ['model', k] as const),
    ...ART_SUBJECTS.map((s) => ['art', s.key] as const),
    ...BLOG_SUBJECTS.map((s) => ['blog', s.key] as const),
    ...ANIMATION_LOOKS.map((s) => ['animation', s.key] as const),
    ...GOODS_SUBJECTS.map((s) => ['goods', s.key] as const),
  ];
  it.each(subjects)(
    '%s cover of %s is deterministic, well-formed and says what it shows',
    (kind, subject) => {
      for (const n of [0, 1, 999_999]) {
        const svg = generateSubjectSvg(kind, subject, n)!;
        expect(svg).toBe(generateSubjectSvg(kind, subject, n));
        wellFormed(svg);
        expect(svg).toContain(kind === 'model' ? `data-object="${subject}"` : `data-subject="${subject}"`);
        // Covers stay light enough for a grid of them.
        expect(svg.length).toBeLessThan(40_000);
      }
    },
  );

  it('has no cover for a subject the catalog does not know', () => {
    expect(generateSubjectSvg('model', 'teapot', 1)).toBeNull();
    expect(generateSubjectSvg('art', 'vase', 1)).toBeNull();
    expect(generateSubjectSvg('avatar', 'vase', 1)).toBeNull();
  });
});

/** The demo's signing secret here, so the test can sign an address as works.download would. */
const SECRET = 'media-test-secret';

/** A GET whose body is read as sent (fetch would undo the compression). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('storage over HTTP', () => {
  const demo = demoForFile({ secret: SECRET });

  it('serves covers as image/svg+xml and model previews as model/gltf-binary', async () => {
    for (const url of [
      genUrl('art', 12),
      subjectUrl('model', 'robot-arm', 12),
      subjectUrl('art', 'koi', 3),
    ]) {
      const svg = await fetch(`${demo.base}${url}`);
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(svg.headers.get('cache-control')).toContain('immutable');
    }
    const glb = await fetch(`${demo.base}${modelPreviewUrl('knot')}`);
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary');
    expect(glb.headers.get('cache-control')).toContain('immutable');
    expect(new TextDecoder().decode((await glb.arrayBuffer()).slice(0, 4))).toBe('glTF');
  });

  it('sends text-like answers gzipped to clients that take gzip, as the platform’s servers do', async () => {
    const url = `${demo.base}${subjectUrl('art', 'koi', 3)}`;
    const whole = new Uint8Array(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(whole.length);
    const zipped = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.body.length).toBeLessThan(whole.length / 3);
    expect(new Uint8Array(gunzipSync(zipped.body))).toEqual(whole);
    // A range is of the file itself; and binary files go as they are.
    const range = await rawGet(url, { 'accept-encoding': 'gzip', range: 'bytes=0-4' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.toString()).toBe('<svg ');
    const glb = await rawGet(`${demo.base}${modelPreviewUrl('knot')}`, { 'accept-encoding': 'gzip' });
    expect(glb.headers['content-encoding']).toBeUndefined();
    // API answers too.
    const list = await rawGet(`${demo.base}/api/v1.works/lists?type=art&per_page=20`, {
      'accept-encoding': 'gzip',
    });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.body).toString())).toMatchObject({ code: 1 });
    // Whole, with its length (not chunked with its end a moment later): a proxy that read the head
    // then has the whole answer, and a copy that dies after it lost nothing.
    for (const answer of [zipped, list]) {
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
  });

  it('serves a model’s full file only through a signed address', async () => {
    const bare = await fetch(`${demo.base}${modelUrl('knot')}`);
    expect(bare.status).toBe(403);
    expect((await bare.json()) as unknown).toMatchObject({ code: 0, msg: '无权访问该文件' });
    const signed = createSigner(demo.upstream.clock, SECRET).sign(modelUrl('knot'), { download: true });
    const res = await fetch(`${demo.base}${signed}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(await getModelBytes('knot', 'full'));
  });

  it('answers byte ranges and 404s', async () => {
    const part = await fetch(`${demo.base}${modelPreviewUrl('rock')}`, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${modelSize('rock', 'preview')}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('glTF');
    expect((await fetch(`${demo.base}/api/storage/models/teapot.glb`)).status).toBe(404);
    expect((await fetch(`${demo.base}/api/storage/models/teapot.preview.glb`)).status).toBe(404);
    expect((await fetch(`${demo.base}/api/storage/gen/model/teapot/1.svg`)).status).toBe(404);
    expect((await fetch(`${demo.base}/api/storage/uploads/1/nope/x.txt`)).status).toBe(404);
  });
});

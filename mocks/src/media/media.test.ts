import { NodeIO } from '@gltf-transform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type Demo } from '../testing/harness.ts';
import { getModelBytes, MODELS } from './models.ts';
import { generateSvg } from './svg/index.ts';
import { GEN_KINDS, MODEL_KEYS, genUrl, modelUrl } from './urls.ts';

describe('GLB models', () => {
  it.each(MODEL_KEYS)('%s is valid glTF 2.0 with positions and unit normals', async (key) => {
    const bytes = await getModelBytes(key);
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

  it.each(MODEL_KEYS)('%s has the size its work files declare', async (key) => {
    expect((await getModelBytes(key)).length, `update MODELS.${key}.size`).toBe(MODELS[key].size);
  });
});

describe('generated SVG', () => {
  it.each(GEN_KINDS)('%s art is deterministic and well-formed', (kind) => {
    for (const n of [0, 1, 17, 999_999]) {
      const svg = generateSvg(kind, n);
      expect(svg).toBe(generateSvg(kind, n));
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
    }
    expect(generateSvg(kind, 1)).not.toBe(generateSvg(kind, 2));
  });
});

describe('storage over HTTP', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.close());

  it('serves covers as image/svg+xml and models as model/gltf-binary', async () => {
    const svg = await fetch(`${demo.base}${genUrl('art', 12)}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toContain('immutable');
    const glb = await fetch(`${demo.base}${modelUrl('knot')}`);
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary');
    expect(new TextDecoder().decode((await glb.arrayBuffer()).slice(0, 4))).toBe('glTF');
  });

  it('answers byte ranges and 404s', async () => {
    const part = await fetch(`${demo.base}${modelUrl('rock')}`, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${MODELS.rock.size}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('glTF');
    expect((await fetch(`${demo.base}/api/storage/models/teapot.glb`)).status).toBe(404);
    expect((await fetch(`${demo.base}/api/storage/uploads/1/nope/x.txt`)).status).toBe(404);
  });
});

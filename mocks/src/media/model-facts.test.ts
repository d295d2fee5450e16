/**
 * The facts of a model file and the refusal of a file that is not one. The expected figures come from
 * how each test file is built here (a box is 12 triangles on 8 corners), never from the code's tables.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { Document, NodeIO } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { MODEL_FACTS } from './glb/facts.ts';
import { readModelFacts } from './model-facts.ts';
import { getModelBytes } from './models.ts';
import { MODEL_KEYS } from './urls.ts';

/** A real PNG of width × height grey pixels (the library reads its size from the header). */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * A box 2 × 1 × 3 (x from −1 to 1, y 0 to 1, z −1.5 to 1.5): 8 corners, 12 triangles, placed twice
 * (the second copy 10 along x), with two materials (one textured 64 × 32, one 16 × 16) and one
 * animation.
 */
async function boxGlb(): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const corners = [];
  for (const x of [-1, 1]) for (const y of [0, 1]) for (const z of [-1.5, 1.5]) corners.push(x, y, z);
  const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array(corners)).setBuffer(buffer);
  // prettier-ignore
  const faces = [0,1,3, 0,3,2, 4,6,7, 4,7,5, 0,4,5, 0,5,1, 2,3,7, 2,7,6, 0,2,6, 0,6,4, 1,5,7, 1,7,3];
  const indices = doc.createAccessor().setType('SCALAR').setArray(new Uint16Array(faces)).setBuffer(buffer);
  const big = doc.createTexture('big').setImage(png(64, 32)).setMimeType('image/png');
  const small = doc.createTexture('small').setImage(png(16, 16)).setMimeType('image/png');
  const painted = doc.createMaterial('painted').setBaseColorTexture(big).setOcclusionTexture(small);
  doc.createMaterial('unused');
  const mesh = doc
    .createMesh('box')
    .addPrimitive(
      doc.createPrimitive().setAttribute('POSITION', position).setIndices(indices).setMaterial(painted),
    );
  const a = doc.createNode('a').setMesh(mesh);
  const b = doc.createNode('b').setMesh(mesh).setTranslation([10, 0, 0]);
  doc.createScene('scene').addChild(a).addChild(b);
  const times = doc
    .createAccessor()
    .setType('SCALAR')
    .setArray(new Float32Array([0, 1]))
    .setBuffer(buffer);
  const moves = doc
    .createAccessor()
    .setType('VEC3')
    .setArray(new Float32Array([0, 0, 0, 0, 0.5, 0]))
    .setBuffer(buffer);
  const sampler = doc.createAnimationSampler().setInput(times).setOutput(moves);
  doc
    .createAnimation('bob')
    .addSampler(sampler)
    .addChannel(
      doc.createAnimationChannel().setTargetNode(a).setTargetPath('translation').setSampler(sampler),
    );
  return new NodeIO().writeBinary(doc);
}

describe('readModelFacts', () => {
  it('counts what is drawn, where the scene places it, and the largest texture', async () => {
    const bytes = await boxGlb();
    expect(await readModelFacts(bytes, '箱子.GLB')).toEqual({
      triangles: 24,
      vertices: 16,
      materials: 2,
      textures: 2,
      texture_max: { width: 64, height: 32 },
      animations: 1,
      size: { x: 12, y: 1, z: 3 },
      file_size: bytes.byteLength,
    });
  });

  it('reads a .gltf whose buffers and images are inside it', async () => {
    const glb = await boxGlb();
    const io = new NodeIO();
    const { json, resources } = await io.writeJSON(await io.readBinary(glb));
    // Embedded: every buffer and image as a data: URI.
    for (const r of [...(json.buffers ?? []), ...(json.images ?? [])]) {
      if (!r.uri) continue;
      r.uri = `data:application/octet-stream;base64,${Buffer.from(resources[r.uri]!).toString('base64')}`;
    }
    const bytes = new TextEncoder().encode(JSON.stringify(json));
    const facts = await readModelFacts(bytes, 'box.gltf');
    expect(facts).toMatchObject({ triangles: 24, vertices: 16, texture_max: { width: 64, height: 32 } });
    expect(facts.file_size).toBe(bytes.byteLength);
  });

  it.each([
    [
      'random bytes',
      new Uint8Array(2048).map((_, i) => (i * 37) % 251),
      'model.glb',
      '模型文件无法读取：不是有效的 GLB 文件',
    ],
    [
      'a text file renamed',
      new TextEncoder().encode('这不是模型'),
      '椅子.glb',
      '模型文件无法读取：不是有效的 GLB 文件',
    ],
    ['an empty file', new Uint8Array(), 'empty.glb', '模型文件无法读取：不是有效的 GLB 文件'],
    [
      'a .gltf that is not JSON',
      new TextEncoder().encode('{"asset":'),
      'a.gltf',
      '模型文件无法读取：不是有效的 glTF 文件',
    ],
  ])('refuses %s with a msg a member can read', async (_what, bytes, name, msg) => {
    await expect(readModelFacts(bytes, name)).rejects.toMatchObject({ name: 'ModelFileError', message: msg });
  });

  it('refuses a GLB cut short (an upload that lost its end)', async () => {
    const whole = await boxGlb();
    await expect(readModelFacts(whole.subarray(0, whole.length - 100), 'box.glb')).rejects.toMatchObject({
      message: '模型文件无法读取：不是有效的 GLB 文件',
    });
  });

  it('refuses a valid GLB with nothing to draw, and a .gltf that points at files beside it', async () => {
    const doc = new Document();
    doc.createScene('empty').addChild(doc.createNode('nothing'));
    await expect(readModelFacts(await new NodeIO().writeBinary(doc), 'empty.glb')).rejects.toMatchObject({
      message: '模型文件里没有可显示的网格，请检查导出设置',
    });
    const outside = JSON.stringify({
      asset: { version: '2.0' },
      buffers: [{ uri: 'box.bin', byteLength: 8 }],
    });
    await expect(readModelFacts(new TextEncoder().encode(outside), 'box.gltf')).rejects.toMatchObject({
      message: '模型文件无法读取：.gltf 引用了外部文件，请内嵌全部资源，或改传 .glb',
    });
  });
});

describe('seeded models', () => {
  // The table the seed serves must be what the files say (read as an upload is read).
  it.each(MODEL_KEYS)('%s: its facts are those of the full file it sells', async (key) => {
    const bytes = await getModelBytes(key, 'full');
    const doc = await new NodeIO().readBinary(bytes);
    const facts = MODEL_FACTS[key];
    expect(facts.file_size).toBe(bytes.byteLength);
    expect(facts.materials).toBe(doc.getRoot().listMaterials().length);
    expect(facts.triangles).toBeGreaterThan(0);
    expect(await readModelFacts(bytes, `${key}.glb`)).toEqual(facts);
  });
});

/**
 * What a model file holds, read with @gltf-transform/core (never by hand): triangles and vertices as
 * drawn, materials, textures and the largest one's pixels, animations, and the scene's size. Reading
 * is also the check that a file called .glb or .gltf is one: anything the library cannot read is
 * refused with a msg that says why. The same function gives the seeded models their facts
 * (glb/facts.ts, kept honest by a test) and an uploaded file its own (handlers/upload.ts).
 */
import { WebIO, getBounds, type Document, type Node } from '@gltf-transform/core';
import type { ModelFacts } from '@zaowu/shared';

/** glTF primitive modes (the spec's numbers): which of them draw triangles, and how many per vertex. */
const TRIANGLES = 4;
const TRIANGLE_STRIP = 5;
const TRIANGLE_FAN = 6;

/**
 * A model file larger than this is kept without facts: reading one means holding it and its decoded
 * arrays in memory at once, which a demo server shared by everyone should not do for 2 GB.
 */
export const MODEL_FACTS_MAX_BYTES = 128 * 1024 * 1024;

/** Why a model file was refused: its `message` is the member's msg. */
export class ModelFileError extends Error {
  override name = 'ModelFileError';
}

const NOT_GLB = '模型文件无法读取：不是有效的 GLB 文件';
const NOT_GLTF = '模型文件无法读取：不是有效的 glTF 文件';

export const isModelFileName = (name: string) => /\.(glb|gltf)$/i.test(name);

/** Triangles one primitive draws (points and lines draw none). */
function trianglesOf(mode: number, count: number): number {
  if (mode === TRIANGLES) return Math.floor(count / 3);
  if (mode === TRIANGLE_STRIP || mode === TRIANGLE_FAN) return Math.max(0, count - 2);
  return 0;
}

/** Every node the scenes place, once per place (a mesh used by two nodes is drawn twice). */
function* placedNodes(doc: Document): Generator<Node> {
  const seen = new Set<Node>();
  const walk = function* (node: Node): Generator<Node> {
    // A node graph is a tree by the spec; a broken file with a cycle must still end.
    if (seen.has(node)) return;
    seen.add(node);
    yield node;
    for (const child of node.listChildren()) yield* walk(child);
  };
  for (const scene of doc.getRoot().listScenes()) for (const node of scene.listChildren()) yield* walk(node);
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/** The facts of a document read from a file of `fileSize` bytes. */
function factsOf(doc: Document, fileSize: number): ModelFacts {
  const root = doc.getRoot();
  let triangles = 0;
  let vertices = 0;
  for (const node of placedNodes(doc)) {
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
      const positions = primitive.getAttribute('POSITION')?.getCount() ?? 0;
      vertices += positions;
      triangles += trianglesOf(primitive.getMode(), primitive.getIndices()?.getCount() ?? positions);
    }
  }
  let textureMax: ModelFacts['texture_max'] = null;
  for (const texture of root.listTextures()) {
    const size = texture.getSize();
    if (size && (!textureMax || size[0] * size[1] > textureMax.width * textureMax.height))
      textureMax = { width: size[0], height: size[1] };
  }
  let size = { x: 0, y: 0, z: 0 };
  const scenes = root.listScenes();
  if (scenes.length > 0 && vertices > 0) {
    const { min, max } = getBounds(root.getDefaultScene() ?? scenes[0]!);
    if (min.every(Number.isFinite) && max.every(Number.isFinite))
      size = { x: round(max[0] - min[0]), y: round(max[1] - min[1]), z: round(max[2] - min[2]) };
  }
  return {
    triangles,
    vertices,
    materials: root.listMaterials().length,
    textures: root.listTextures().length,
    texture_max: textureMax,
    animations: root.listAnimations().length,
    size,
    file_size: fileSize,
  };
}

/** The library's reason, as a member can read it (a required extension we cannot read is named). */
function refusal(error: unknown, fallback: string): ModelFileError {
  const text = error instanceof Error ? error.message : '';
  const extension = /Missing required extension, "([^"]+)"/.exec(text)?.[1];
  if (extension)
    return new ModelFileError(`模型文件无法读取：使用了暂不支持的扩展 ${extension}，请导出未压缩的 GLB`);
  return new ModelFileError(fallback);
}

const quietIo = () =>
  new WebIO().setLogger({ debug() {}, info() {}, warn() {}, error() {} } as never).setStrictResources(true);

/**
 * Reads a .glb or .gltf file (`name` says which) and answers its facts, or throws ModelFileError. A
 * .gltf must hold its buffers and images inside (data: URIs): there is nothing beside it to read.
 */
export async function readModelFacts(bytes: Uint8Array, name: string): Promise<ModelFacts> {
  const binary = /\.glb$/i.test(name);
  let doc: Document;
  if (binary) {
    // The library reads what is there: a file cut short (an upload that lost its end) must be caught
    // by the length its header declares, as the GLB spec requires it to match.
    const declared =
      bytes.byteLength >= 12 ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true) : -1;
    if (declared !== bytes.byteLength) throw new ModelFileError(NOT_GLB);
    try {
      doc = await quietIo().readBinary(bytes);
    } catch (error) {
      throw refusal(error, NOT_GLB);
    }
  } else {
    let json: { buffers?: { uri?: string }[]; images?: { uri?: string }[] };
    try {
      json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as typeof json;
    } catch {
      throw new ModelFileError(NOT_GLTF);
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new ModelFileError(NOT_GLTF);
    const outside = [...(json.buffers ?? []), ...(json.images ?? [])].some(
      (r) => typeof r?.uri === 'string' && !r.uri.startsWith('data:'),
    );
    if (outside)
      throw new ModelFileError('模型文件无法读取：.gltf 引用了外部文件，请内嵌全部资源，或改传 .glb');
    try {
      doc = await quietIo().readJSON({ json: json as never, resources: {} });
    } catch (error) {
      throw refusal(error, NOT_GLTF);
    }
  }
  const facts = factsOf(doc, bytes.byteLength);
  if (facts.vertices === 0) throw new ModelFileError('模型文件里没有可显示的网格，请检查导出设置');
  return facts;
}

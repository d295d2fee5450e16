/**
 * Writes the procedural models as glTF 2.0 binaries with @gltf-transform/core. WebIO only touches
 * fetch when reading, so writing works the same in node and in the browser.
 */
import { Document, WebIO, type Accessor } from '@gltf-transform/core';
import type { ModelKey } from '../urls.ts';
import { MODEL_PARTS } from './models.ts';

function indexAccessor(doc: Document, indices: Uint32Array<ArrayBuffer>, vertexCount: number): Accessor {
  const array = vertexCount <= 65_535 ? Uint16Array.from(indices) : indices;
  return doc.createAccessor().setType('SCALAR').setArray(array);
}

export async function buildGlb(key: ModelKey): Promise<Uint8Array> {
  const doc = new Document();
  // A fixed generator string keeps the file identical across library versions' default text.
  doc.getRoot().getAsset().generator = 'Zaowu demo upstream (procedural)';
  const buffer = doc.createBuffer();
  const scene = doc.createScene(key);
  for (const part of MODEL_PARTS[key]()) {
    const { positions, normals, indices } = part.mesh;
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
      .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer));
    if (indices) primitive.setIndices(indexAccessor(doc, indices, positions.length / 3).setBuffer(buffer));
    const m = part.material;
    primitive.setMaterial(
      doc
        .createMaterial(m.name)
        .setBaseColorFactor([...m.color, 1])
        .setMetallicFactor(m.metallic)
        .setRoughnessFactor(m.roughness),
    );
    const mesh = doc.createMesh(part.name).addPrimitive(primitive);
    scene.addChild(doc.createNode(part.name).setMesh(mesh));
  }
  doc.getRoot().setDefaultScene(scene);
  return new WebIO().writeBinary(doc);
}

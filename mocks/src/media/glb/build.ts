/**
 * Writes the catalog's objects as glTF 2.0 binaries with @gltf-transform/core. WebIO only touches
 * fetch when reading, so writing works the same in node and in the browser. The scene has one root
 * node named after the object's kind (catalog.ts), its parts as children named `<kind>/<part>`: what
 * a file shows can be read from its JSON chunk.
 */
import { Document, WebIO, type Accessor } from '@gltf-transform/core';
import type { ObjectKind } from '../catalog.ts';
import { modelParts } from './models.ts';
import { DETAIL, type Detail } from './part.ts';
import { partMesh } from './solid.ts';

function indexAccessor(doc: Document, indices: Uint32Array<ArrayBuffer>, vertexCount: number): Accessor {
  const array = vertexCount <= 65_535 ? Uint16Array.from(indices) : indices;
  return doc.createAccessor().setType('SCALAR').setArray(array);
}

/** sRGB hex to the linear factors glTF's baseColorFactor holds (rounded, so the file is stable). */
function linear(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    const l = s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    return Math.round(l * 1000) / 1000;
  };
  return [channel((v >> 16) & 255), channel((v >> 8) & 255), channel(v & 255)];
}

export async function buildGlb(kind: ObjectKind, level: Detail['level'] = 'full'): Promise<Uint8Array> {
  const doc = new Document();
  // A fixed generator string keeps the file identical across library versions' default text.
  doc.getRoot().getAsset().generator = 'Zaowu demo upstream (procedural)';
  const buffer = doc.createBuffer();
  const scene = doc.createScene(kind);
  const root = doc.createNode(kind);
  scene.addChild(root);
  for (const part of modelParts(kind, DETAIL[level])) {
    const { positions, normals, indices } = partMesh(part.solids);
    const primitive = doc
      .createPrimitive()
      .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
      .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer));
    if (indices) primitive.setIndices(indexAccessor(doc, indices, positions.length / 3).setBuffer(buffer));
    const m = part.material;
    primitive.setMaterial(
      doc
        .createMaterial(m.name)
        .setBaseColorFactor([...linear(m.color), 1])
        .setMetallicFactor(m.metallic)
        .setRoughnessFactor(m.roughness),
    );
    const name = `${kind}/${part.name}`;
    root.addChild(doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(primitive)));
  }
  doc.getRoot().setDefaultScene(scene);
  return new WebIO().writeBinary(doc);
}

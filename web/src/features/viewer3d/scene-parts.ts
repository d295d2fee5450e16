/** The scene's helpers over three.js: materials, clay, disposal, a fetch with progress, the renderer's kind. */
import type { Group, WebGLRenderer } from 'three';
import {
  BufferAttribute,
  type BufferGeometry,
  DataTexture,
  DirectionalLight,
  HemisphereLight,
  type Material,
  Mesh,
  type Object3D,
  RGBAFormat,
  SRGBColorSpace,
  type Texture,
  Vector3,
} from 'three';
import type { LoadProgress } from './scene.ts';

function materialsOf(mesh: Mesh): Material[] {
  return Array.isArray(mesh.material) ? mesh.material : [mesh.material];
}

/**
 * three (r187) builds the wireframe of a non-indexed geometry from its position array's length, which
 * for interleaved attributes (glTF with a byte stride) runs past the vertices and draws stray lines.
 * A plain sequential index sends it down the indexed path; the solid drawing is the same.
 */
export function ensureIndex(geometry: BufferGeometry): void {
  if (geometry.index) return;
  const count = geometry.getAttribute('position')?.count ?? 0;
  if (count === 0) return;
  const index = count >= 65_535 ? new Uint32Array(count) : new Uint16Array(count);
  for (let i = 0; i < count; i++) index[i] = i;
  geometry.setIndex(new BufferAttribute(index, 1));
}

/** A preset's lights (a light may hold a shadow map; ours cast none, but each is let go of). */
export function disposeLights(group: Group): void {
  group.traverse((node) => {
    if (node instanceof DirectionalLight || node instanceof HemisphereLight) node.dispose();
  });
}

/**
 * A clay matcap made here (no image to fetch): a sphere lit from the upper left, warm grey, with a
 * soft rim, as a 64 × 64 texture. A matcap material reads its colour from this by the surface's
 * normal in view, so every model looks sculpted in clay whatever its own materials.
 */
export function clayMatcap(): DataTexture {
  const size = 64;
  const data = new Uint8Array(size * size * 4);
  const light = new Vector3(-0.45, 0.55, 0.7).normalize();
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const x = ((i + 0.5) / size) * 2 - 1;
      const y = ((j + 0.5) / size) * 2 - 1;
      const r2 = x * x + y * y;
      const z = Math.sqrt(Math.max(0, 1 - r2));
      const diffuse = Math.max(0, x * light.x + y * light.y + z * light.z);
      const rim = Math.pow(1 - z, 3) * 0.25;
      const shade = Math.min(1, 0.18 + 0.72 * diffuse + rim);
      const at = (j * size + i) * 4;
      data[at] = Math.round(205 * shade + 20);
      data[at + 1] = Math.round(190 * shade + 18);
      data[at + 2] = Math.round(178 * shade + 16);
      data[at + 3] = 255;
    }
  }
  const texture = new DataTexture(data, size, size, RGBAFormat);
  texture.colorSpace = SRGBColorSpace;
  texture.needsUpdate = true;
  return texture;
}

export function disposeObject(root: Object3D): void {
  root.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    node.geometry.dispose();
    for (const material of materialsOf(node)) {
      for (const value of Object.values(material)) {
        if (value && typeof value === 'object' && (value as Texture).isTexture) (value as Texture).dispose();
      }
      material.dispose();
    }
  });
}

/** fetch with byte progress; a missing Content-Length (compressed answers) gives total null. */
export async function fetchWithProgress(
  url: string,
  signal: AbortSignal,
  onProgress?: (p: LoadProgress) => void,
): Promise<ArrayBuffer> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`模型文件请求失败（${res.status}）`);
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 && !res.headers.get('content-encoding') ? length : null;
  if (!res.body || !onProgress) return res.arrayBuffer();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/** SwiftShader (headless Chrome, blocklisted GPUs), llvmpipe and friends draw on the CPU. */
export function isSoftwareRenderer(renderer: WebGLRenderer): boolean {
  const gl = renderer.getContext();
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name);
}

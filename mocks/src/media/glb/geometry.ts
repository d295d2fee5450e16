/**
 * Procedural triangle meshes for the demo's GLB models. Everything is plain arrays so the same code
 * runs in node and in the browser.
 */
import type { Rng } from '../../store/prng.ts';

type F32 = Float32Array<ArrayBuffer>;
type U32 = Uint32Array<ArrayBuffer>;

export interface MeshData {
  positions: F32;
  normals: F32;
  /** null for flat-shaded, non-indexed meshes. */
  indices: U32 | null;
}

type Vec3 = [number, number, number];

function sub(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}
function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
function normalize(v: Vec3): Vec3 {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
}
function vertex(positions: ArrayLike<number>, i: number): Vec3 {
  return [positions[3 * i]!, positions[3 * i + 1]!, positions[3 * i + 2]!];
}

/**
 * Area-weighted vertex normals. Vertices at the same position (a lathe's seam, a knot's tube seam,
 * a cone's apex) share one normal, so seams do not show.
 */
function smoothNormals(positions: F32, indices: Uint32Array): F32 {
  const count = positions.length / 3;
  const keyOf = (i: number) =>
    vertex(positions, i)
      .map((x) => Math.round(x * 1e5))
      .join(',');
  const groups = new Map<string, Vec3>();
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    const k = keyOf(i);
    keys.push(k);
    if (!groups.has(k)) groups.set(k, [0, 0, 0]);
  }
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
    const pa = vertex(positions, a);
    const n = cross(sub(vertex(positions, b), pa), sub(vertex(positions, c), pa));
    for (const v of [a, b, c]) {
      const acc = groups.get(keys[v]!)!;
      acc[0] += n[0];
      acc[1] += n[1];
      acc[2] += n[2];
    }
  }
  const normals = new Float32Array(positions.length);
  for (let i = 0; i < count; i++) {
    const n = normalize(groups.get(keys[i]!)!);
    normals.set(n[0] === 0 && n[1] === 0 && n[2] === 0 ? [0, 1, 0] : n, 3 * i);
  }
  return normals;
}

/** Unrolls an indexed mesh into faceted triangles with one normal per face (the low-poly look). */
function flatShaded(positions: F32, indices: Uint32Array): MeshData {
  const out = new Float32Array(indices.length * 3);
  const normals = new Float32Array(indices.length * 3);
  for (let t = 0; t < indices.length; t += 3) {
    const p = [0, 1, 2].map((k) => vertex(positions, indices[t + k]!)) as [Vec3, Vec3, Vec3];
    const n = normalize(cross(sub(p[1], p[0]), sub(p[2], p[0])));
    for (let k = 0; k < 3; k++) {
      out.set(p[k]!, 3 * (t + k));
      normals.set(n, 3 * (t + k));
    }
  }
  return { positions: out, normals, indices: null };
}

/** Revolves a profile of [radius, height] points around the Y axis (a potter's wheel). */
function lathe(profile: readonly [number, number][], segments: number): { positions: F32; indices: U32 } {
  const rings = profile.length;
  const positions = new Float32Array(rings * (segments + 1) * 3);
  for (let i = 0; i < rings; i++) {
    const [r, y] = profile[i]!;
    for (let j = 0; j <= segments; j++) {
      const a = (j / segments) * Math.PI * 2;
      positions.set([r * Math.sin(a), y, r * Math.cos(a)], 3 * (i * (segments + 1) + j));
    }
  }
  const indices: number[] = [];
  for (let i = 0; i < rings - 1; i++) {
    for (let j = 0; j < segments; j++) {
      const a = i * (segments + 1) + j;
      const b = a + 1;
      const c = a + segments + 1;
      const d = c + 1;
      // On the axis (radius 0) a ring collapses to a point; its half of the quad would be degenerate.
      if (profile[i]![0] !== 0) indices.push(a, b, c);
      if (profile[i + 1]![0] !== 0) indices.push(b, d, c);
    }
  }
  return { positions, indices: Uint32Array.from(indices) };
}

export function smoothLathe(profile: readonly [number, number][], segments: number): MeshData {
  const { positions, indices } = lathe(profile, segments);
  return { positions, normals: smoothNormals(positions, indices), indices };
}

/** The centre line of a (p, q) torus knot at u (0 to 2πp goes round once). */
export function knotPoint(p: number, q: number, radius: number, u: number): Vec3 {
  const qu = (q / p) * u;
  const cs = Math.cos(qu);
  return [
    radius * (2 + cs) * 0.5 * Math.cos(u),
    radius * (2 + cs) * 0.5 * Math.sin(u),
    radius * Math.sin(qu) * 0.5,
  ];
}

/** A (p, q) torus knot: a tube swept along a curve wound p times around the axis and q times through the hole. */
export function torusKnot(
  p: number,
  q: number,
  radius: number,
  tube: number,
  steps: number,
  sides: number,
): MeshData {
  const curve = (u: number) => knotPoint(p, q, radius, u);
  const positions = new Float32Array((steps + 1) * (sides + 1) * 3);
  for (let i = 0; i <= steps; i++) {
    const u = (i / steps) * p * Math.PI * 2;
    const p1 = curve(u);
    const p2 = curve(u + 0.01);
    const tangent = sub(p2, p1);
    const n = [p2[0] + p1[0], p2[1] + p1[1], p2[2] + p1[2]] as Vec3;
    const binormal = normalize(cross(tangent, n));
    const normal = normalize(cross(binormal, tangent));
    for (let j = 0; j <= sides; j++) {
      const v = (j / sides) * Math.PI * 2;
      const cx = -tube * Math.cos(v);
      const cy = tube * Math.sin(v);
      positions.set(
        [
          p1[0] + cx * normal[0] + cy * binormal[0],
          p1[1] + cx * normal[1] + cy * binormal[1],
          p1[2] + cx * normal[2] + cy * binormal[2],
        ],
        3 * (i * (sides + 1) + j),
      );
    }
  }
  const indices: number[] = [];
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < sides; j++) {
      const a = i * (sides + 1) + j;
      const b = (i + 1) * (sides + 1) + j;
      indices.push(a, b, a + 1, b, b + 1, a + 1);
    }
  }
  const idx = Uint32Array.from(indices);
  return { positions, normals: smoothNormals(positions, idx), indices: idx };
}

/** An icosphere: an icosahedron with each face split `levels` times and pushed onto the unit sphere. */
function icosphere(levels: number): { positions: F32; indices: U32 } {
  const t = (1 + Math.sqrt(5)) / 2;
  const verts: Vec3[] = [
    [-1, t, 0],
    [1, t, 0],
    [-1, -t, 0],
    [1, -t, 0],
    [0, -1, t],
    [0, 1, t],
    [0, -1, -t],
    [0, 1, -t],
    [t, 0, -1],
    [t, 0, 1],
    [-t, 0, -1],
    [-t, 0, 1],
  ].map((v) => normalize(v as Vec3));
  let faces: [number, number, number][] = [
    [0, 11, 5],
    [0, 5, 1],
    [0, 1, 7],
    [0, 7, 10],
    [0, 10, 11],
    [1, 5, 9],
    [5, 11, 4],
    [11, 10, 2],
    [10, 7, 6],
    [7, 1, 8],
    [3, 9, 4],
    [3, 4, 2],
    [3, 2, 6],
    [3, 6, 8],
    [3, 8, 9],
    [4, 9, 5],
    [2, 4, 11],
    [6, 2, 10],
    [8, 6, 7],
    [9, 8, 1],
  ];
  for (let l = 0; l < levels; l++) {
    const mid = new Map<string, number>();
    const midpoint = (a: number, b: number) => {
      const key = a < b ? `${a}_${b}` : `${b}_${a}`;
      let m = mid.get(key);
      if (m === undefined) {
        const va = verts[a]!;
        const vb = verts[b]!;
        m = verts.push(normalize([(va[0] + vb[0]) / 2, (va[1] + vb[1]) / 2, (va[2] + vb[2]) / 2])) - 1;
        mid.set(key, m);
      }
      return m;
    };
    faces = faces.flatMap(([a, b, c]) => {
      const ab = midpoint(a, b);
      const bc = midpoint(b, c);
      const ca = midpoint(c, a);
      return [
        [a, ab, ca],
        [b, bc, ab],
        [c, ca, bc],
        [ab, bc, ca],
      ] as [number, number, number][];
    });
  }
  return { positions: Float32Array.from(verts.flat()), indices: Uint32Array.from(faces.flat()) };
}

/** A weathered low-poly stone: an icosphere with seeded, neighbour-smoothed bumps, flattened a little. */
export function rock(rng: Rng, levels = 2): MeshData {
  const { positions, indices } = icosphere(levels);
  const count = positions.length / 3;
  const bump = Array.from({ length: count }, () => 0.78 + rng.next() * 0.4);
  const neighbours = Array.from({ length: count }, () => new Set<number>());
  for (let t = 0; t < indices.length; t += 3) {
    const tri = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
    for (const a of tri) for (const b of tri) if (a !== b) neighbours[a]!.add(b);
  }
  const smooth = bump.map(
    (b, i) => (b + [...neighbours[i]!].reduce((s, n) => s + bump[n]!, 0) / neighbours[i]!.size) / 2,
  );
  for (let i = 0; i < count; i++) {
    const s = smooth[i]! * 0.5;
    positions[3 * i] = positions[3 * i]! * s * 1.15;
    positions[3 * i + 1] = positions[3 * i + 1]! * s * 0.72 + 0.36;
    positions[3 * i + 2] = positions[3 * i + 2]! * s;
  }
  return flatShaded(positions, indices);
}

export function flatLathe(profile: readonly [number, number][], segments: number): MeshData {
  const { positions, indices } = lathe(profile, segments);
  return flatShaded(positions, indices);
}

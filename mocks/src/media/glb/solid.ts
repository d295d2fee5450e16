/**
 * An object as solids: simple shapes (box, cylinder, sphere, capsule, lathe, tube arc, prism, knot,
 * stone), each with an affine transform. The GLB writer turns them into meshes; the cover drawing
 * (svg/render3d.ts) draws the same solids, so a model and its cover show one object.
 */
import { createRng } from '../../store/prng.ts';
import { flatLathe, rock, smoothLathe, torusKnot, type MeshData } from './geometry.ts';
import * as meshes from './shapes.ts';

export type Vec3 = [number, number, number];
/** A 3×4 affine matrix, row-major: [a b c tx, d e f ty, g h i tz]. */
export type Mat = readonly number[];

export type Shape =
  | { t: 'box'; w: number; h: number; d: number }
  /** Along +Y from the origin; faceted when flat. */
  | { t: 'cylinder'; r0: number; r1: number; h: number; seg: number; flat: boolean }
  | { t: 'sphere'; r: number; seg: number }
  /** Along +Y from the origin: round ends of radius r around a straight part `len` long. */
  | { t: 'capsule'; r: number; len: number; seg: number }
  /** A profile of [radius, height] points turned about +Y. */
  | { t: 'lathe'; profile: readonly [number, number][]; seg: number; flat: boolean }
  /** A tube of radius r along an arc of radius R in the XZ plane (angle 0 is -Z, growing towards +X). */
  | { t: 'tube'; R: number; r: number; a0: number; a1: number; steps: number; sides: number }
  | { t: 'prism'; tri: readonly [[number, number], [number, number], [number, number]]; depth: number }
  | { t: 'knot'; p: number; q: number; radius: number; tube: number; steps: number; sides: number }
  | { t: 'stone'; seed: number; levels: number };

export interface Solid {
  shape: Shape;
  m: Mat;
}

const IDENTITY: Mat = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];

function multiply(a: Mat, b: Mat): Mat {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      let v = c === 3 ? a[r * 4 + 3]! : 0;
      for (let k = 0; k < 3; k++) v += a[r * 4 + k]! * b[k * 4 + c]!;
      out.push(v);
    }
  }
  return out;
}

export function apply(m: Mat, p: readonly number[]): Vec3 {
  const [x, y, z] = [p[0]!, p[1]!, p[2]!];
  return [
    m[0]! * x + m[1]! * y + m[2]! * z + m[3]!,
    m[4]! * x + m[5]! * y + m[6]! * z + m[7]!,
    m[8]! * x + m[9]! * y + m[10]! * z + m[11]!,
  ];
}

/** The inverse transpose of the linear part: how normals turn (not normalized). */
export function normalMatrix(m: Mat): number[] {
  const [a, b, c, , d, e, f, , g, h, i] = m as number[];
  const A = e! * i! - f! * h!;
  const B = -(d! * i! - f! * g!);
  const C = d! * h! - e! * g!;
  const D = -(b! * i! - c! * h!);
  const E = a! * i! - c! * g!;
  const F = -(a! * h! - b! * g!);
  const G = b! * f! - c! * e!;
  const H = -(a! * f! - c! * d!);
  const I = a! * e! - b! * d!;
  const det = a! * A + b! * B + c! * C || 1;
  // Cofactor matrix / det is the inverse transpose.
  return [A / det, B / det, C / det, D / det, E / det, F / det, G / det, H / det, I / det];
}

export interface Placement {
  at?: Vec3;
  /** Euler angles in radians, applied X then Y then Z. */
  rot?: Vec3;
  scale?: Vec3;
}

function placementMatrix({ at = [0, 0, 0], rot = [0, 0, 0], scale = [1, 1, 1] }: Placement): Mat {
  const [cx, sx, cy, sy, cz, sz] = [
    Math.cos(rot[0]),
    Math.sin(rot[0]),
    Math.cos(rot[1]),
    Math.sin(rot[1]),
    Math.cos(rot[2]),
    Math.sin(rot[2]),
  ];
  const X: Mat = [1, 0, 0, 0, 0, cx, -sx, 0, 0, sx, cx, 0];
  const Y: Mat = [cy, 0, sy, 0, 0, 1, 0, 0, -sy, 0, cy, 0];
  const Z: Mat = [cz, -sz, 0, 0, sz, cz, 0, 0, 0, 0, 1, 0];
  const S: Mat = [scale[0], 0, 0, 0, 0, scale[1], 0, 0, 0, 0, scale[2], 0];
  const T: Mat = [1, 0, 0, at[0], 0, 1, 0, at[1], 0, 0, 1, at[2]];
  return multiply(T, multiply(Z, multiply(Y, multiply(X, S))));
}

type Solids = Solid | readonly Solid[];
const list = (s: Solids): readonly Solid[] => ('shape' in s ? [s] : s);

/** The solids scaled, rotated (X, Y, then Z) and moved. */
export function place(s: Solids, placement: Placement): Solid[] {
  const m = placementMatrix(placement);
  return list(s).map((solid) => ({ shape: solid.shape, m: multiply(m, solid.m) }));
}

export function merge(parts: readonly Solids[]): Solid[] {
  return parts.flatMap((p) => list(p));
}

const solid = (shape: Shape): Solid => ({ shape, m: IDENTITY });

export const box = (w: number, h: number, d: number) => solid({ t: 'box', w, h, d });
export const cylinder = (r0: number, r1: number, h: number, seg: number, { flat = false } = {}) =>
  solid({ t: 'cylinder', r0, r1, h, seg, flat });
export const sphere = (r: number, seg: number) => solid({ t: 'sphere', r, seg });
export const capsule = (r: number, len: number, seg: number) => solid({ t: 'capsule', r, len, seg });
export const lathe = (profile: readonly [number, number][], seg: number, { flat = false } = {}) =>
  solid({ t: 'lathe', profile, seg, flat });
export const tubeArc = (R: number, r: number, a0: number, a1: number, steps: number, sides: number) =>
  solid({ t: 'tube', R, r, a0, a1, steps, sides });
export const prism = (tri: readonly [[number, number], [number, number], [number, number]], depth: number) =>
  solid({ t: 'prism', tri, depth });
export const knot = (p: number, q: number, radius: number, tube: number, steps: number, sides: number) =>
  solid({ t: 'knot', p, q, radius, tube, steps, sides });
export const stone = (seed: number, levels: number) => solid({ t: 'stone', seed, levels });

/** Solids built along +Y from the origin, turned so +Y points from `from` towards `to`, moved to `from`. */
function aim(s: Solids, from: Vec3, to: Vec3): Solid[] {
  const d: Vec3 = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
  // +Y tilted towards +Z, then turned about Y to the heading: (sin t sin h, cos t, sin t cos h).
  const tilt = Math.atan2(Math.hypot(d[0], d[2]), d[1]);
  const heading = Math.atan2(d[0], d[2]);
  return place(s, { at: from, rot: [tilt, heading, 0] });
}

const distance = (p: Vec3, q: Vec3) => Math.hypot(q[0] - p[0], q[1] - p[1], q[2] - p[2]);

/** A cylinder from point p (radius r) to point q (radius rTop). */
export function rod(p: Vec3, q: Vec3, r: number, seg: number, rTop = r): Solid[] {
  return aim(cylinder(r, rTop, distance(p, q), seg), p, q);
}

/** A capsule whose round ends are centred on p and q. */
export function limb(p: Vec3, q: Vec3, r: number, seg: number): Solid[] {
  const len = distance(p, q);
  const u = (k: number) => (q[k]! - p[k]!) / (len || 1);
  const start: Vec3 = [p[0] - r * u(0), p[1] - r * u(1), p[2] - r * u(2)];
  return aim(capsule(r, len, seg), start, q);
}

/** A box whose long (Y) side runs from p to q. */
export function beam(p: Vec3, q: Vec3, w: number, d: number): Solid[] {
  const len = distance(p, q);
  return aim(place(box(w, len, d), { at: [0, len / 2, 0] }), p, q);
}

/** The shape's mesh in its own space. */
export function shapeMesh(shape: Shape): MeshData {
  switch (shape.t) {
    case 'box':
      return meshes.box(shape.w, shape.h, shape.d);
    case 'cylinder':
      return meshes.cylinder(shape.r0, shape.r1, shape.h, shape.seg, { flat: shape.flat });
    case 'sphere':
      return meshes.sphere(shape.r, shape.seg);
    case 'capsule':
      return meshes.capsule(shape.r, shape.len, shape.seg);
    case 'lathe':
      return shape.flat ? flatLathe(shape.profile, shape.seg) : smoothLathe(shape.profile, shape.seg);
    case 'tube':
      return meshes.tubeArc(shape.R, shape.r, shape.a0, shape.a1, shape.steps, shape.sides);
    case 'prism':
      return meshes.prism(shape.tri, shape.depth);
    case 'knot':
      return torusKnot(shape.p, shape.q, shape.radius, shape.tube, shape.steps, shape.sides);
    case 'stone':
      return rock(createRng(shape.seed), shape.levels);
  }
}

/** The solid's mesh, transformed. */
export function solidMesh(s: Solid): MeshData {
  const mesh = shapeMesh(s.shape);
  const positions = new Float32Array(mesh.positions.length);
  const normals = new Float32Array(mesh.normals.length);
  const n = normalMatrix(s.m);
  for (let i = 0; i < positions.length; i += 3) {
    positions.set(apply(s.m, [mesh.positions[i]!, mesh.positions[i + 1]!, mesh.positions[i + 2]!]), i);
    const [x, y, z] = [mesh.normals[i]!, mesh.normals[i + 1]!, mesh.normals[i + 2]!];
    const v = [
      n[0]! * x + n[1]! * y + n[2]! * z,
      n[3]! * x + n[4]! * y + n[5]! * z,
      n[6]! * x + n[7]! * y + n[8]! * z,
    ];
    const l = Math.hypot(v[0]!, v[1]!, v[2]!) || 1;
    normals.set([v[0]! / l, v[1]! / l, v[2]! / l], i);
  }
  return { positions, normals, indices: mesh.indices ? mesh.indices.slice() : null };
}

/** All of a part's solids as one indexed mesh. */
export function partMesh(solids: readonly Solid[]): MeshData {
  return meshes.merge(solids.map(solidMesh));
}

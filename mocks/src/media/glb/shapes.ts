/**
 * Meshes of the solids' shapes (solid.ts): boxes, cylinders, spheres, capsules, tube arcs and prisms
 * with proper normals, and merging meshes into one.
 */
import { smoothLathe, type MeshData } from './geometry.ts';

type Vec3 = [number, number, number];

/** One indexed mesh from several (non-indexed ones get their own running indices). */
export function merge(meshes: readonly MeshData[]): MeshData {
  const vertexCount = meshes.reduce((n, m) => n + m.positions.length / 3, 0);
  const indexCount = meshes.reduce((n, m) => n + (m.indices?.length ?? m.positions.length / 3), 0);
  const positions = new Float32Array(vertexCount * 3);
  const normals = new Float32Array(vertexCount * 3);
  const indices = new Uint32Array(indexCount);
  let v = 0;
  let k = 0;
  for (const m of meshes) {
    positions.set(m.positions, v * 3);
    normals.set(m.normals, v * 3);
    const count = m.positions.length / 3;
    if (m.indices) for (const i of m.indices) indices[k++] = i + v;
    else for (let i = 0; i < count; i++) indices[k++] = i + v;
    v += count;
  }
  return { positions, normals, indices };
}

interface Builder {
  positions: number[];
  normals: number[];
  indices: number[];
}

const builder = (): Builder => ({ positions: [], normals: [], indices: [] });

function done(b: Builder): MeshData {
  return {
    positions: Float32Array.from(b.positions),
    normals: Float32Array.from(b.normals),
    indices: Uint32Array.from(b.indices),
  };
}

/** A flat quad a-b-c-d (counter-clockwise seen from its front) with the given normal. */
function quad(b: Builder, corners: readonly Vec3[], normal: Vec3): void {
  const base = b.positions.length / 3;
  for (const c of corners) {
    b.positions.push(...c);
    b.normals.push(...normal);
  }
  b.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
}

/** A box centred on the origin. */
export function box(w: number, h: number, d: number): MeshData {
  const [x, y, z] = [w / 2, h / 2, d / 2];
  const b = builder();
  quad(
    b,
    [
      [-x, -y, z],
      [x, -y, z],
      [x, y, z],
      [-x, y, z],
    ],
    [0, 0, 1],
  );
  quad(
    b,
    [
      [x, -y, -z],
      [-x, -y, -z],
      [-x, y, -z],
      [x, y, -z],
    ],
    [0, 0, -1],
  );
  quad(
    b,
    [
      [x, -y, z],
      [x, -y, -z],
      [x, y, -z],
      [x, y, z],
    ],
    [1, 0, 0],
  );
  quad(
    b,
    [
      [-x, -y, -z],
      [-x, -y, z],
      [-x, y, z],
      [-x, y, -z],
    ],
    [-1, 0, 0],
  );
  quad(
    b,
    [
      [-x, y, z],
      [x, y, z],
      [x, y, -z],
      [-x, y, -z],
    ],
    [0, 1, 0],
  );
  quad(
    b,
    [
      [-x, -y, -z],
      [x, -y, -z],
      [x, -y, z],
      [-x, -y, z],
    ],
    [0, -1, 0],
  );
  return done(b);
}

/**
 * A cylinder (or cone frustum) standing on the origin, `height` tall along +Y, with flat caps.
 * Smooth sides unless `flat` (the faceted look).
 */
export function cylinder(
  rBottom: number,
  rTop: number,
  height: number,
  segments: number,
  { flat = false, caps = true }: { flat?: boolean; caps?: boolean } = {},
): MeshData {
  const b = builder();
  const slope = (rBottom - rTop) / height;
  const ny = slope / Math.hypot(1, slope);
  const nr = 1 / Math.hypot(1, slope);
  const at = (j: number) => (j / segments) * Math.PI * 2;
  if (flat) {
    for (let j = 0; j < segments; j++) {
      const [a0, a1] = [at(j), at(j + 1)];
      const mid = (a0 + a1) / 2;
      quad(
        b,
        [
          [rBottom * Math.sin(a0), 0, rBottom * Math.cos(a0)],
          [rBottom * Math.sin(a1), 0, rBottom * Math.cos(a1)],
          [rTop * Math.sin(a1), height, rTop * Math.cos(a1)],
          [rTop * Math.sin(a0), height, rTop * Math.cos(a0)],
        ],
        [nr * Math.sin(mid), ny, nr * Math.cos(mid)],
      );
    }
  } else {
    for (let j = 0; j <= segments; j++) {
      const a = at(j);
      const [s, c] = [Math.sin(a), Math.cos(a)];
      b.positions.push(rBottom * s, 0, rBottom * c, rTop * s, height, rTop * c);
      b.normals.push(nr * s, ny, nr * c, nr * s, ny, nr * c);
    }
    for (let j = 0; j < segments; j++) {
      const i = 2 * j;
      b.indices.push(i, i + 2, i + 1, i + 1, i + 2, i + 3);
    }
  }
  if (caps) {
    for (const [y, r, up] of [
      [0, rBottom, -1],
      [height, rTop, 1],
    ] as const) {
      if (r <= 0) continue;
      const centre = b.positions.length / 3;
      b.positions.push(0, y, 0);
      b.normals.push(0, up, 0);
      for (let j = 0; j <= segments; j++) {
        b.positions.push(r * Math.sin(at(j)), y, r * Math.cos(at(j)));
        b.normals.push(0, up, 0);
      }
      for (let j = 0; j < segments; j++) {
        const [p, q] = [centre + 1 + j, centre + 2 + j];
        if (up > 0) b.indices.push(centre, p, q);
        else b.indices.push(centre, q, p);
      }
    }
  }
  return done(b);
}

/** A smooth sphere of radius r centred on the origin. */
export function sphere(r: number, segments: number): MeshData {
  const rings = Math.max(4, Math.round(segments / 2));
  const profile: [number, number][] = [];
  for (let i = 0; i <= rings; i++) {
    const t = (i / rings) * Math.PI;
    profile.push([i === 0 || i === rings ? 0 : r * Math.sin(t), -r * Math.cos(t)]);
  }
  return smoothLathe(profile, segments);
}

/** A capsule along +Y from y=0: a cylinder of `length` with round ends of radius r (total length + 2r). */
export function capsule(r: number, length: number, segments: number): MeshData {
  const rings = Math.max(2, Math.round(segments / 4));
  const profile: [number, number][] = [];
  for (let i = 0; i <= rings; i++) {
    const t = (i / rings) * (Math.PI / 2);
    profile.push([i === 0 ? 0 : r * Math.sin(t), r - r * Math.cos(t)]);
  }
  for (let i = 0; i <= rings; i++) {
    const t = (i / rings) * (Math.PI / 2);
    profile.push([i === rings ? 0 : r * Math.cos(t), r + length + r * Math.sin(t)]);
  }
  return smoothLathe(profile, segments);
}

/**
 * A tube of radius r along an arc of radius R in the XZ plane, from angle a0 to a1 (0 is -Z, the
 * back; angles grow towards +X), with round-free open ends.
 */
export function tubeArc(
  R: number,
  r: number,
  a0: number,
  a1: number,
  steps: number,
  sides: number,
): MeshData {
  const b = builder();
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    const out: Vec3 = [Math.sin(a), 0, -Math.cos(a)];
    for (let j = 0; j <= sides; j++) {
      const v = (j / sides) * Math.PI * 2;
      const n: Vec3 = [out[0] * Math.cos(v), Math.sin(v), out[2] * Math.cos(v)];
      b.positions.push(R * out[0] + r * n[0], r * n[1], R * out[2] + r * n[2]);
      b.normals.push(...n);
    }
  }
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < sides; j++) {
      const a = i * (sides + 1) + j;
      const c = a + sides + 1;
      b.indices.push(a, a + 1, c, a + 1, c + 1, c);
    }
  }
  return done(b);
}

/** A triangular prism: the triangle (x, y) points extruded `depth` along Z, centred on z=0. */
export function prism(
  tri: readonly [[number, number], [number, number], [number, number]],
  depth: number,
): MeshData {
  const z = depth / 2;
  const b = builder();
  // Counter-clockwise in (x, y), so the +Z face looks out.
  const ccw =
    (tri[1][0] - tri[0][0]) * (tri[2][1] - tri[0][1]) - (tri[1][1] - tri[0][1]) * (tri[2][0] - tri[0][0]) > 0;
  const [p, q, s] = ccw ? tri : [tri[0], tri[2], tri[1]];
  const face = (zz: number, n: number) => {
    const base = b.positions.length / 3;
    for (const [x, y] of n > 0 ? [p, q, s] : [p, s, q]) {
      b.positions.push(x, y, zz);
      b.normals.push(0, 0, n);
    }
    b.indices.push(base, base + 1, base + 2);
  };
  face(z, 1);
  face(-z, -1);
  for (const [a, c] of [
    [p, q],
    [q, s],
    [s, p],
  ] as const) {
    const [dx, dy] = [c[0] - a[0], c[1] - a[1]];
    const l = Math.hypot(dx, dy) || 1;
    quad(
      b,
      [
        [a[0], a[1], -z],
        [c[0], c[1], -z],
        [c[0], c[1], z],
        [a[0], a[1], z],
      ],
      [dy / l, -dx / l, 0],
    );
  }
  return done(b);
}

/** Catmull-Rom through control points, so a handful of numbers gives a smooth potter's profile. */
export function spline(points: readonly [number, number][], perSegment: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (k: 0 | 1) =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([at(0), at(1)]);
    }
  }
  out.push(points.at(-1)!);
  return out;
}

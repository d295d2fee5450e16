/**
 * Draws a catalog object's solids (glb/solid.ts) as SVG, seen from where the 3D viewer first looks
 * (front, a little right and above), so a model's cover shows the object its GLB holds: faceted shapes
 * face by face, round ones as shaded silhouettes, tubes as strokes, back to front.
 */
import type { ObjectKind } from '../catalog.ts';
import { knotPoint } from '../glb/geometry.ts';
import { modelParts } from '../glb/models.ts';
import { DETAIL, type Material } from '../glb/part.ts';
import { apply, normalMatrix, shapeMesh, solidMesh, type Mat, type Solid, type Vec3 } from '../glb/solid.ts';
import { linear, r1, radial, tag } from './kit.ts';
import { darken, lighten, mix } from './palette.ts';

type P2 = [number, number];

const norm = (v: Vec3): Vec3 => {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
};
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const sub2 = (a: P2, b: P2): P2 => [a[0] - b[0], a[1] - b[1]];

/** Towards the camera (the viewer's VIEW_DIRECTION), and the screen's axes. */
const TOWARDS = norm([0.55, 0.42, 1]);
const RIGHT = norm(cross([0, 1, 0], TOWARDS));
const UP = cross(TOWARDS, RIGHT);
/** The key light: from the upper left, a little in front. */
const LIGHT = norm([
  -0.45 * RIGHT[0] + 0.75 * UP[0] + 0.6 * TOWARDS[0],
  -0.45 * RIGHT[1] + 0.75 * UP[1] + 0.6 * TOWARDS[1],
  -0.45 * RIGHT[2] + 0.75 * UP[2] + 0.6 * TOWARDS[2],
]);

/** Screen position (y down) and depth (larger is nearer) of a world point. */
const project = (p: Vec3): [number, number, number] => [dot(p, RIGHT), -dot(p, UP), dot(p, TOWARDS)];

/** A face's colour for its normal: Lambert over an ambient floor; metals get more contrast. */
function shade(m: Material, n: Vec3): string {
  const lit = Math.max(0, dot(n, LIGHT));
  const t = m.metallic > 0.5 ? lit ** 1.6 : lit;
  return t > 0.6
    ? lighten(m.color, (t - 0.6) * (m.metallic > 0.5 ? 0.9 : 0.5))
    : darken(m.color, (0.6 - t) * 0.75);
}

interface Item {
  depth: number;
  /** The SVG, with screen coordinates mapped by `at` and lengths by `k`. */
  draw(at: (p: P2) => P2, k: number, id: () => string): { defs: string; body: string };
}

function hull(points: readonly P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const turn = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && turn(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (const p of pts.reverse()) {
    while (upper.length >= 2 && turn(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

const pathOf = (points: readonly P2[], at: (p: P2) => P2) =>
  points
    .map((p, i) => {
      const [x, y] = at(p);
      return `${i === 0 ? 'M' : 'L'}${Math.round(x)} ${Math.round(y)}`;
    })
    .join('') + 'Z';

/** A shaded silhouette: a gradient across `across` (a unit screen direction), dark rims, a lit side. */
function silhouette(outline: P2[], m: Material, centre: P2, across: P2, half: number): Item['draw'] {
  return (at, k, id) => {
    const g = id();
    const [cx, cy] = at(centre);
    const [ax, ay] = [across[0] * half * k, across[1] * half * k];
    const metal = m.metallic > 0.5;
    const defs = linear(
      g,
      [
        [0, darken(m.color, metal ? 0.55 : 0.35)],
        [0.3, lighten(m.color, metal ? 0.45 : 0.12)],
        [0.55, m.color],
        [1, darken(m.color, metal ? 0.6 : 0.45)],
      ],
      `gradientUnits="userSpaceOnUse" x1="${r1(cx - ax)}" y1="${r1(cy - ay)}" x2="${r1(cx + ax)}" y2="${r1(cy + ay)}"`,
    );
    return { defs, body: tag('path', { d: pathOf(outline, at), fill: `url(#${g})` }) };
  };
}

function polygonItem(points3: Vec3[], m: Material): Item | null {
  const n = norm(cross(sub(points3[1]!, points3[0]!), sub(points3[2]!, points3[0]!)));
  if (dot(n, TOWARDS) <= 1e-4) return null;
  const pts = points3.map(project);
  const fill = shade(m, n);
  return {
    depth: pts.reduce((s, p) => s + p[2], 0) / pts.length,
    draw: (at) => ({
      defs: '',
      // The stroke closes the hairline seams between neighbouring faces.
      body: tag('path', {
        d: pathOf(
          pts.map((p) => [p[0], p[1]]),
          at,
        ),
        fill,
        stroke: fill,
        'stroke-width': 0.8,
        'stroke-linejoin': 'round',
      }),
    }),
  };
}

/** Faceted solids face by face; two triangles of one flat quad are drawn as the quad. */
function facetItems(s: Solid, m: Material): Item[] {
  const mesh = solidMesh(s);
  const idx = mesh.indices ?? Uint32Array.from({ length: mesh.positions.length / 3 }, (_, i) => i);
  const at = (i: number): Vec3 => [
    mesh.positions[3 * i]!,
    mesh.positions[3 * i + 1]!,
    mesh.positions[3 * i + 2]!,
  ];
  const same = (a: Vec3, b: Vec3) =>
    Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) < 1e-6;
  const normal = (t: Vec3[]) => norm(cross(sub(t[1]!, t[0]!), sub(t[2]!, t[0]!)));
  const items: Item[] = [];
  for (let t = 0; t < idx.length; t += 3) {
    const tri = [at(idx[t]!), at(idx[t + 1]!), at(idx[t + 2]!)];
    let poly: Vec3[] = tri;
    if (t + 3 < idx.length) {
      const next = [at(idx[t + 3]!), at(idx[t + 4]!), at(idx[t + 5]!)];
      const shared = next.filter((p) => tri.some((q) => same(p, q)));
      if (shared.length === 2 && dot(normal(tri), normal(next)) > 0.999) {
        const extra = next.find((p) => !tri.some((q) => same(p, q)))!;
        // Insert the other triangle's corner inside the shared edge, keeping the winding.
        for (let i = 0; i < 3; i++) {
          const [u, v] = [tri[i]!, tri[(i + 1) % 3]!];
          if (shared.some((p) => same(p, u)) && shared.some((p) => same(p, v))) {
            poly = [...tri.slice(0, i + 1), extra, ...tri.slice(i + 1)];
            break;
          }
        }
        t += 3;
      }
    }
    const item = polygonItem(poly, m);
    if (item) items.push(item);
  }
  return items;
}

const screenOf = (m: Mat, local: Vec3): P2 => {
  const p = project(apply(m, local));
  return [p[0], p[1]];
};

function ringPoints(m: Mat, r: number, y: number, count = 16): P2[] {
  return Array.from({ length: count }, (_, j) => {
    const a = (j / count) * Math.PI * 2;
    return screenOf(m, [r * Math.sin(a), y, r * Math.cos(a)]);
  });
}

/** The screen direction across a solid's +Y axis, and its half-width there. */
function acrossAxis(m: Mat, points: readonly P2[]): { across: P2; half: number; centre: P2 } {
  const a = screenOf(m, [0, 0, 0]);
  const b = screenOf(m, [0, 1, 0]);
  let ax = b[0] - a[0];
  let ay = b[1] - a[1];
  const l = Math.hypot(ax, ay);
  // An axis pointing at the camera: any direction across will do.
  [ax, ay] = l < 1e-6 ? [0, 1] : [ax / l, ay / l];
  const across: P2 = [-ay, ax];
  const centre: P2 = [
    points.reduce((s, p) => s + p[0], 0) / points.length,
    points.reduce((s, p) => s + p[1], 0) / points.length,
  ];
  const half = Math.max(
    ...points.map((p) => Math.abs((p[0] - centre[0]) * across[0] + (p[1] - centre[1]) * across[1])),
  );
  // Light comes from the left: the gradient runs from the left edge.
  return across[0] < 0 ? { across: [-across[0], -across[1]], half, centre } : { across, half, centre };
}

const depthOf = (m: Mat, local: Vec3) => project(apply(m, local))[2];

/** A cap (a disc at height y of a +Y solid) when it faces the camera. */
function capItem(s: Solid, m: Material, r: number, y: number, up: 1 | -1): Item | null {
  const n = normalMatrix(s.m);
  const normal = norm([n[1]! * up, n[4]! * up, n[7]! * up]);
  if (dot(normal, TOWARDS) <= 0.02 || r <= 0) return null;
  const ring = ringPoints(s.m, r, y);
  const fill = shade(m, normal);
  return {
    depth: depthOf(s.m, [0, y, 0]) + 1e-4,
    draw: (at) => ({ defs: '', body: tag('path', { d: pathOf(ring, at), fill }) }),
  };
}

function roundItems(s: Solid, m: Material): Item[] {
  const shape = s.shape;
  switch (shape.t) {
    case 'sphere': {
      const c = project(apply(s.m, [0, 0, 0]));
      const sc = (Math.hypot(s.m[0]!, s.m[4]!, s.m[8]!) + Math.hypot(s.m[1]!, s.m[5]!, s.m[9]!)) / 2;
      const r = shape.r * sc;
      return [
        {
          depth: c[2],
          draw: (at, k, id) => {
            const g = id();
            const [x, y] = at([c[0], c[1]]);
            const metal = m.metallic > 0.5;
            return {
              defs: radial(
                g,
                [
                  [0, lighten(m.color, metal ? 0.6 : 0.4)],
                  [0.45, m.color],
                  [1, darken(m.color, metal ? 0.6 : 0.45)],
                ],
                'cx="0.36" cy="0.32" r="0.78"',
              ),
              body: tag('circle', { cx: x, cy: y, r: r * k, fill: `url(#${g})` }),
            };
          },
        },
      ];
    }
    case 'cylinder':
    case 'capsule': {
      const mesh = shapeMesh(shape);
      const pts: P2[] = [];
      for (let i = 0; i < mesh.positions.length; i += 3)
        pts.push(screenOf(s.m, [mesh.positions[i]!, mesh.positions[i + 1]!, mesh.positions[i + 2]!]));
      const outline = hull(pts);
      const { across, half, centre } = acrossAxis(s.m, outline);
      const h = shape.t === 'cylinder' ? shape.h : shape.len + 2 * shape.r;
      const items: Item[] = [
        { depth: depthOf(s.m, [0, h / 2, 0]), draw: silhouette(outline, m, centre, across, half) },
      ];
      if (shape.t === 'cylinder') {
        for (const cap of [capItem(s, m, shape.r1, shape.h, 1), capItem(s, m, shape.r0, 0, -1)])
          if (cap) items.push(cap);
      }
      return items;
    }
    case 'lathe':
      return latheItems(s, shape.profile, m);
    case 'tube': {
      const pts: Vec3[] = [];
      for (let i = 0; i <= 24; i++) {
        const a = shape.a0 + ((shape.a1 - shape.a0) * i) / 24;
        pts.push(apply(s.m, [shape.R * Math.sin(a), 0, -shape.R * Math.cos(a)]));
      }
      const sc = Math.hypot(s.m[0]!, s.m[4]!, s.m[8]!);
      return strokeItems(pts, shape.r * sc, m);
    }
    case 'knot': {
      const pts: Vec3[] = [];
      const n = 160;
      for (let i = 0; i <= n; i++)
        pts.push(apply(s.m, knotPoint(shape.p, shape.q, shape.radius, (i / n) * shape.p * Math.PI * 2)));
      return strokeItems(pts, shape.tube, m);
    }
    default:
      return [];
  }
}

/**
 * A tube along a polyline, in short runs drawn back to front (so a knot's crossings layer right); each
 * run starts on the last point of the one before, and butt ends hide the joins.
 */
function strokeItems(points: Vec3[], radius: number, m: Material, perRun = 8): Item[] {
  const items: Item[] = [];
  const metal = m.metallic > 0.5;
  for (let start = 0; start + 1 < points.length; start += perRun) {
    // From a point before its start: its body covers the join with the run before.
    const run = points.slice(Math.max(0, start - 1), Math.min(points.length, start + perRun + 1));
    const screen = run.map(project);
    const tangent = norm(sub(run.at(-1)!, run[0]!));
    // Lit by how much the tube's side turns to the light.
    const facing = Math.sqrt(Math.max(0, 1 - dot(tangent, LIGHT) ** 2));
    const colour =
      facing > 0.6 ? lighten(m.color, (facing - 0.6) * 0.25) : darken(m.color, (0.6 - facing) * 0.3);
    items.push({
      depth: screen.reduce((s, p) => s + p[2], 0) / screen.length,
      draw: (at, k) => {
        const d = screen
          .map((p, i) => {
            const [x, y] = at([p[0], p[1]]);
            return `${i === 0 ? 'M' : 'L'}${r1(x)} ${r1(y)}`;
          })
          .join('');
        const w = 2 * radius * k;
        const line = (stroke: string, width: number, extra: Record<string, string | number> = {}) =>
          tag('path', {
            d,
            stroke,
            'stroke-width': width,
            'stroke-linejoin': 'round',
            fill: 'none',
            ...extra,
          });
        return {
          defs: '',
          body:
            line(darken(colour, metal ? 0.5 : 0.3), w) +
            line(colour, w * 0.72) +
            line(lighten(colour, metal ? 0.55 : 0.3), w * 0.2, {
              transform: `translate(${r1(-w * 0.1)} ${r1(-w * 0.14)})`,
              'stroke-linecap': 'round',
            }),
        };
      },
    });
  }
  return items;
}

/**
 * A turned shape: its outer wall's silhouette (each ring's extremes across the axis), and its opening
 * when it is a vessel (the wall comes back down inside); a ring that never meets the axis is a band.
 */
function latheItems(s: Solid, profile: readonly [number, number][], m: Material): Item[] {
  let top = 0;
  profile.forEach(([, y], i) => {
    if (y >= profile[top]![1]) top = i;
  });
  // The outer wall: from the widest of the lowest points, each point higher than the last.
  const wall = profile.slice(0, top + 1).filter(([r]) => r > 0);
  if (wall.length === 0) return [];
  const lowest = Math.min(...wall.map(([, y]) => y));
  const first = wall.reduce(
    (best, p, i) => (p[1] === lowest && p[0] > wall[best]![0] ? i : best),
    wall.findIndex(([, y]) => y === lowest),
  );
  const outer: [number, number][] = [];
  for (const p of wall.slice(first)) if (outer.length === 0 || p[1] > outer.at(-1)![1]) outer.push(p);
  const rings = outer.map(([r, y], i) => ringPoints(s.m, r, y, i === 0 || i === outer.length - 1 ? 40 : 12));
  const { across, half, centre } = acrossAxis(s.m, rings.flat());
  const along = (p: P2) => (p[0] - centre[0]) * across[0] + (p[1] - centre[1]) * across[1];
  // Each ring's extremes across the axis, exactly: along `across` a ring is A sin a + B cos a + C.
  const ringExtreme = ([r, y]: [number, number], sign: 1 | -1): P2 => {
    const o = screenOf(s.m, [0, y, 0]);
    const ex = sub2(screenOf(s.m, [r, y, 0]), o);
    const ez = sub2(screenOf(s.m, [0, y, r]), o);
    const A = ex[0] * across[0] + ex[1] * across[1];
    const B = ez[0] * across[0] + ez[1] * across[1];
    const a = Math.atan2(sign * A, sign * B);
    return [
      o[0] + ex[0] * Math.sin(a) + ez[0] * Math.cos(a),
      o[1] + ex[1] * Math.sin(a) + ez[1] * Math.cos(a),
    ];
  };
  const left = outer.map((p) => ringExtreme(p, -1));
  const right = outer.map((p) => ringExtreme(p, 1));
  // The base ring's near half closes the bottom as a curve.
  const base = rings[0]!;
  const baseNear = [...base]
    .filter((p) => p[1] >= screenOf(s.m, [0, outer[0]![1], 0])[1])
    .sort((a, b) => along(a) - along(b));
  const outline: P2[] = [...baseNear, ...right, ...[...left].reverse()];
  const touchesAxis = profile[0]![0] === 0 || profile.at(-1)![0] === 0;
  const rimRing = rings.at(-1)!;
  const rim = outer.at(-1)!;
  const items: Item[] = [];
  const depth = depthOf(s.m, [0, (outer[0]![1] + rim[1]) / 2, 0]);
  if (!touchesAxis) {
    // A band (a rim ring): an ellipse stroked as thick as the ring is wide.
    const width = Math.max(...profile.map(([r]) => r)) - Math.min(...profile.map(([r]) => r));
    const sc = Math.hypot(s.m[0]!, s.m[4]!, s.m[8]!);
    return [
      {
        depth: depth + 1e-3,
        draw: (at, k) => ({
          defs: '',
          body: tag('path', {
            d: pathOf(rimRing, at),
            fill: 'none',
            stroke: m.color,
            'stroke-width': Math.max(1, width * sc * k * 1.4),
          }),
        }),
      },
    ];
  }
  items.push({ depth, draw: silhouette(outline, m, centre, across, half) });
  const vessel =
    top < profile.length - 1 && profile.slice(top + 1).some(([r, y]) => r > 0 && y < rim[1] - 1e-3);
  const n = normalMatrix(s.m);
  const upFacing = dot(norm([n[1]!, n[4]!, n[7]!]), TOWARDS) > 0;
  if (vessel && upFacing) {
    items.push({
      depth: depth + 1e-4,
      draw: (at) => ({
        defs: '',
        body: tag('path', {
          d: pathOf(rimRing, at),
          fill: mix(darken(m.color, 0.5), m.color, 0.25),
          stroke: lighten(m.color, 0.25),
          'stroke-width': 1.5,
        }),
      }),
    });
  }
  return items;
}

const FACETED = new Set(['box', 'prism', 'stone']);

function itemsOf(s: Solid, m: Material): Item[] {
  const t = s.shape.t;
  if (FACETED.has(t) || ((t === 'lathe' || t === 'cylinder') && 'flat' in s.shape && s.shape.flat))
    return facetItems(s, m);
  return roundItems(s, m);
}

export interface Rendered {
  defs: string;
  body: string;
  /** The drawing's footprint on the floor: its width in px, for the shadow. */
  width: number;
}

/**
 * The object drawn to fit a box `width` × `height` whose bottom centre is (cx, floor); `prefix`
 * keeps its gradient ids apart from the rest of the picture.
 */
/** Each object's drawing, back to front, in screen units, and its bounds: the same for every cover. */
const prepared = new Map<ObjectKind, { items: Item[]; bounds: [number, number, number, number] }>();

function prepare(kind: ObjectKind) {
  let p = prepared.get(kind);
  if (!p) {
    const items = modelParts(kind, DETAIL.full)
      .flatMap((part) => part.solids.flatMap((s) => itemsOf(s, part.material)))
      .sort((a, b) => a.depth - b.depth);
    // Bounds of everything, from the solids' own points.
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const part of modelParts(kind, DETAIL.preview)) {
      for (const s of part.solids) {
        const mesh = solidMesh(s);
        for (let i = 0; i < mesh.positions.length; i += 3) {
          const [x, y] = project([mesh.positions[i]!, mesh.positions[i + 1]!, mesh.positions[i + 2]!]);
          [minX, maxX, minY, maxY] = [
            Math.min(minX, x),
            Math.max(maxX, x),
            Math.min(minY, y),
            Math.max(maxY, y),
          ];
        }
      }
    }
    p = { items, bounds: [minX, minY, maxX, maxY] };
    prepared.set(kind, p);
  }
  return p;
}

export function renderObject(
  kind: ObjectKind,
  prefix: string,
  cx: number,
  floor: number,
  width: number,
  height: number,
): Rendered {
  const {
    items,
    bounds: [minX, minY, maxX, maxY],
  } = prepare(kind);
  const k = Math.min(width / (maxX - minX), height / (maxY - minY));
  const at = (p: P2): P2 => [cx + (p[0] - (minX + maxX) / 2) * k, floor - (maxY - p[1]) * k];
  let n = 0;
  const id = () => `${prefix}${n++}`;
  let defs = '';
  let body = '';
  for (const item of items) {
    const out = item.draw(at, k, id);
    defs += out.defs;
    body += out.body;
  }
  return { defs, body, width: (maxX - minX) * k };
}

/** The four demo models: their geometry and PBR materials. */
import { createRng } from '../../store/prng.ts';
import type { ModelKey } from '../urls.ts';
import { concat, flatLathe, rock, smoothLathe, torusKnot, type MeshData } from './geometry.ts';

export interface ModelPart {
  name: string;
  mesh: MeshData;
  material: { name: string; color: [number, number, number]; metallic: number; roughness: number };
}

/** Catmull-Rom through control points, so a handful of numbers gives a smooth potter's profile. */
function spline(points: readonly [number, number][], perSegment: number): [number, number][] {
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

/** A 梅瓶 (plum vase): small mouth, full shoulder, slender foot; thick-walled so the rim reads. */
function vase(): ModelPart[] {
  const outer = spline(
    [
      [0.056, 0],
      [0.062, 0.03],
      [0.072, 0.08],
      [0.096, 0.16],
      [0.118, 0.235],
      [0.114, 0.272],
      [0.088, 0.305],
      [0.048, 0.324],
      [0.03, 0.336],
      [0.029, 0.35],
      [0.035, 0.362],
    ],
    5,
  );
  const inner = outer
    .filter(([, y]) => y > 0.025)
    .reverse()
    .map(([r, y]) => [r - 0.006, Math.min(y, 0.358)] as [number, number]);
  const floor = inner.at(-1)![1];
  const profile: [number, number][] = [[0, 0], ...outer, [0.032, 0.364], ...inner, [0, floor]];
  return [
    {
      name: 'Vase',
      mesh: smoothLathe(profile, 64),
      material: { name: '青瓷釉', color: [0.55, 0.74, 0.66], metallic: 0, roughness: 0.22 },
    },
  ];
}

function knot(): ModelPart[] {
  return [
    {
      name: 'TorusKnot',
      mesh: torusKnot(2, 3, 0.2, 0.045, 256, 24),
      material: { name: '鎏金', color: [0.95, 0.72, 0.32], metallic: 1, roughness: 0.28 },
    },
  ];
}

function stone(): ModelPart[] {
  return [
    {
      name: 'Rock',
      mesh: rock(createRng(20261101)),
      material: { name: '青石', color: [0.42, 0.44, 0.43], metallic: 0, roughness: 0.92 },
    },
  ];
}

/** A low-poly pine: a faceted trunk and three stacked cones. */
function tree(): ModelPart[] {
  const trunk = flatLathe(
    [
      [0, 0],
      [0.045, 0],
      [0.035, 0.22],
      [0, 0.22],
    ],
    7,
  );
  const crown = concat(
    [0, 1, 2].map((i) => {
      const y = 0.16 + i * 0.13;
      const r = 0.2 - i * 0.045;
      return flatLathe(
        [
          [0, y],
          [r, y],
          [0, y + 0.24 - i * 0.03],
        ],
        9,
      );
    }),
  );
  return [
    {
      name: 'Trunk',
      mesh: trunk,
      material: { name: '树皮', color: [0.36, 0.24, 0.16], metallic: 0, roughness: 0.85 },
    },
    {
      name: 'Crown',
      mesh: crown,
      material: { name: '松针', color: [0.2, 0.48, 0.3], metallic: 0, roughness: 0.7 },
    },
  ];
}

export const MODEL_PARTS: Record<ModelKey, () => ModelPart[]> = { vase, knot, rock: stone, tree };

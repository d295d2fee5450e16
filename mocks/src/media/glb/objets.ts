/** Small things on a shelf: the 梅瓶, the 建盏, the 三足香炉 and the gilt knot. */
import { knot as knotSolid, lathe, merge, place, rod, tubeArc } from './solid.ts';
import { spline } from './shapes.ts';
import { matte, metal, type Detail, type ModelPart } from './part.ts';
import type { ObjectEntry } from '../catalog.ts';

type Colors = ObjectEntry['colors'];

/** Outer wall, rim and inner wall: a thick-walled vessel from an outer profile. */
function vessel(outer: [number, number][], wall: number, rimTop: number): [number, number][] {
  const inner = outer
    .filter(([, y]) => y > wall * 4)
    .reverse()
    .map(([r, y]) => [Math.max(0, r - wall), Math.min(y, rimTop - wall / 2)] as [number, number]);
  const last = outer.at(-1)!;
  return [[0, 0], ...outer, [last[0] - wall / 2, rimTop], ...inner, [0, inner.at(-1)![1]]];
}

/** A 梅瓶 (plum vase): small mouth, full shoulder, slender foot. */
export function vase(c: Colors, d: Detail): ModelPart[] {
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
    d.sub(5),
  );
  return [
    {
      name: 'body',
      solids: [lathe(vessel(outer, 0.006, 0.364), d.seg(64))],
      material: matte('青瓷釉', c.glaze!, 0.22),
    },
  ];
}

/** A 建盏 tea bowl: a small foot, a conical bowl pinched under the rim, dark glaze with a brown rim. */
export function teabowl(c: Colors, d: Detail): ModelPart[] {
  const outer = spline(
    [
      [0.021, 0.01],
      [0.03, 0.016],
      [0.045, 0.03],
      [0.058, 0.05],
      [0.062, 0.06],
      [0.061, 0.066],
      [0.063, 0.07],
    ],
    d.sub(5),
  );
  const bowl = vessel(outer, 0.004, 0.071).slice(1);
  const foot: [number, number][] = [
    [0, 0.004],
    [0.016, 0.004],
    [0.017, 0],
    [0.024, 0],
    [0.025, 0.007],
    [0.021, 0.012],
    [0, 0.012],
  ];
  const rim = spline(
    [
      [0.0605, 0.062],
      [0.0625, 0.066],
      [0.0636, 0.0702],
      [0.061, 0.0718],
      [0.0588, 0.07],
      [0.0575, 0.064],
    ],
    d.sub(3),
  );
  return [
    { name: 'bowl', solids: [lathe(bowl, d.seg(64))], material: matte('乌金釉', c.glaze!, 0.18) },
    { name: 'rim', solids: [lathe(rim, d.seg(64))], material: matte('兔毫', c.rim!, 0.3) },
    { name: 'foot', solids: [lathe(foot, d.seg(48))], material: matte('胎土', c.foot!, 0.9) },
  ];
}

/** A 三足香炉: a round belly with a flared rim, three tapered legs and two upright ears. */
export function censer(c: Colors, d: Detail): ModelPart[] {
  const outer = spline(
    [
      [0.035, 0.03],
      [0.062, 0.04],
      [0.082, 0.062],
      [0.086, 0.085],
      [0.076, 0.102],
      [0.07, 0.112],
      [0.076, 0.12],
      [0.082, 0.124],
    ],
    d.sub(5),
  );
  const body: [number, number][] = [[0, 0.028], ...vessel(outer, 0.006, 0.126).slice(1)];
  const legs = [0, 1, 2].map((i) => {
    const a = (i / 3) * Math.PI * 2 + Math.PI / 3;
    const top: [number, number, number] = [0.042 * Math.sin(a), 0.045, 0.042 * Math.cos(a)];
    const foot: [number, number, number] = [0.058 * Math.sin(a), 0, 0.058 * Math.cos(a)];
    return rod(foot, top, 0.009, d.seg(16), 0.016);
  });
  const ears = [-1, 1].map((side) =>
    place(tubeArc(0.02, 0.0045, -Math.PI / 2, Math.PI / 2, d.seg(20), d.seg(10)), {
      at: [side * 0.068, 0.122, 0],
      rot: [Math.PI / 2, 0, 0],
    }),
  );
  return [
    {
      name: 'body',
      solids: merge([lathe(body, d.seg(64)), ...legs, ...ears]),
      material: matte('粉青釉', c.glaze!, 0.25),
    },
  ];
}

/** A (2, 3) torus knot (a trefoil) in gilt metal. */
export function knot(c: Colors, d: Detail): ModelPart[] {
  return [
    {
      name: 'knot',
      solids: [knotSolid(2, 3, 0.2, 0.045, d.seg(256), d.seg(24))],
      // Not quite a mirror: it keeps its gold where a viewer has no environment to reflect.
      material: { ...metal('鎏金', c.gold!, 0.28), metallic: 0.8 },
    },
  ];
}

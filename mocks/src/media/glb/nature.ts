/** Living and lying things: a pine, a potted cactus, a weathered stone and a floating island. */
import {
  capsule,
  cylinder,
  lathe,
  limb,
  merge,
  place,
  sphere,
  stone as stoneSolid,
  type Solid,
} from './solid.ts';
import type { ObjectEntry } from '../catalog.ts';
import { matte, type Detail, type ModelPart } from './part.ts';

type Colors = ObjectEntry['colors'];

/** A low-poly pine's trunk and its three stacked cones (at the origin, about 0.6 tall). */
function pine(d: Detail): { trunk: Solid; crown: Solid[] } {
  const trunk = lathe(
    [
      [0, 0],
      [0.045, 0],
      [0.035, 0.22],
      [0, 0.22],
    ],
    d.seg(7),
    { flat: true },
  );
  const crown = merge(
    [0, 1, 2].map((i) => {
      const y = 0.16 + i * 0.13;
      const r = 0.2 - i * 0.045;
      return lathe(
        [
          [0, y],
          [r, y],
          [0, y + 0.24 - i * 0.03],
        ],
        d.seg(9),
        { flat: true },
      );
    }),
  );
  return { trunk, crown };
}

export function tree(c: Colors, d: Detail): ModelPart[] {
  const { trunk, crown } = pine(d);
  return [
    { name: 'trunk', solids: [trunk], material: matte('树皮', c.bark!, 0.85) },
    { name: 'crown', solids: crown, material: matte('松针', c.needles!, 0.7) },
  ];
}

/** A columnar cactus with two arms and a flower, in a terracotta pot. */
export function cactus(c: Colors, d: Detail): ModelPart[] {
  const seg = d.seg(28);
  const plant = merge([
    place(capsule(0.045, 0.17, seg), { at: [0, 0.11, 0] }),
    limb([0.03, 0.22, 0], [0.095, 0.22, 0], 0.024, seg),
    limb([0.095, 0.22, 0], [0.095, 0.3, 0], 0.024, seg),
    limb([-0.03, 0.17, 0], [-0.085, 0.17, 0.01], 0.022, seg),
    limb([-0.085, 0.17, 0.01], [-0.085, 0.23, 0.01], 0.022, seg),
  ]);
  return [
    {
      name: 'pot',
      solids: merge([
        cylinder(0.068, 0.088, 0.115, d.seg(32)),
        place(cylinder(0.098, 0.098, 0.03, d.seg(32)), { at: [0, 0.105, 0] }),
      ]),
      material: matte('陶盆', c.pot!, 0.9),
    },
    {
      name: 'soil',
      solids: place(cylinder(0.088, 0.088, 0.006, d.seg(32)), { at: [0, 0.128, 0] }),
      material: matte('土', c.soil!, 1),
    },
    { name: 'plant', solids: plant, material: matte('仙人掌', c.plant!, 0.6) },
    {
      name: 'flower',
      solids: merge([
        place(sphere(0.02, d.seg(16)), { at: [0, 0.375, 0] }),
        place(sphere(0.014, d.seg(16)), { at: [0.095, 0.33, 0] }),
      ]),
      material: matte('花', c.flower!, 0.5),
    },
  ];
}

/** A weathered low-poly stone (the same seed every time). */
export function stone(c: Colors, d: Detail): ModelPart[] {
  return [
    {
      name: 'stone',
      solids: [stoneSolid(20261101, d.level === 'full' ? 2 : 1)],
      material: matte('青石', c.stone!, 0.92),
    },
  ];
}

/** A floating island: a jagged earth cone under a grass top with three pines. */
export function island(c: Colors, d: Detail): ModelPart[] {
  const segs = d.seg(11);
  const earth = lathe(
    [
      [0, -0.62],
      [0.12, -0.5],
      [0.26, -0.36],
      [0.4, -0.2],
      [0.5, -0.06],
      [0.54, 0],
      [0, 0],
    ],
    segs,
    { flat: true },
  );
  const grass = cylinder(0.56, 0.53, 0.06, segs, { flat: true });
  const spots: [number, number, number][] = [
    [-0.2, -0.12, 0.95],
    [0.16, -0.22, 0.75],
    [0.26, 0.14, 0.6],
  ];
  const pines = spots.map(([x, z, s]) => {
    const { trunk, crown } = pine(d);
    const at: [number, number, number] = [x, 0.06, z];
    return {
      trunk: place(trunk, { at, scale: [s, s, s] }),
      crown: place(crown, { at, scale: [s, s, s] }),
    };
  });
  return [
    { name: 'earth', solids: [earth], material: matte('岩土', c.earth!, 0.95) },
    { name: 'grass', solids: [grass], material: matte('草地', c.grass!, 0.85) },
    { name: 'trunks', solids: merge(pines.map((p) => p.trunk)), material: matte('树皮', c.bark!, 0.85) },
    { name: 'crowns', solids: merge(pines.map((p) => p.crown)), material: matte('松针', c.needles!, 0.7) },
  ];
}

/** Furniture: a 圈椅 armchair, a dining table and a game treasure chest. */
import { beam, box, cylinder, merge, place, rod, sphere, tubeArc } from './solid.ts';
import type { ObjectEntry } from '../catalog.ts';
import { matte, metal, type Detail, type ModelPart } from './part.ts';

type Colors = ObjectEntry['colors'];

/** A 圈椅: round legs, a woven seat, an S-curved back splat and the horseshoe rail that makes it. */
export function chair(c: Colors, d: Detail): ModelPart[] {
  const seatY = 0.48;
  const railY = 0.74;
  const R = 0.3;
  const ends = (115 * Math.PI) / 180;
  const railEnd = (side: number) => [side * R * Math.sin(ends), railY, -R * Math.cos(ends)] as const;
  const postAt = (side: number) => [side * R * Math.sin(0.98), -R * Math.cos(0.98)] as const;
  const seg = d.seg(20);
  const wood = [
    // Back legs run on up to the rail; front legs stop at the seat and 鹅脖 posts carry the arms.
    ...[-1, 1].map((s) => rod([s * 0.25, 0, postAt(s)[1]], [postAt(s)[0], railY, postAt(s)[1]], 0.02, seg)),
    ...[-1, 1].map((s) => rod([s * 0.25, 0, 0.2], [s * 0.25, seatY, 0.2], 0.02, seg)),
    ...[-1, 1].map((s) => rod([s * 0.25, seatY, 0.2], [...railEnd(s)], 0.016, seg)),
    place(tubeArc(R, 0.02, -ends, ends, d.seg(48), d.seg(12)), { at: [0, railY, 0] }),
    ...[-1, 1].map((s) => place(sphere(0.021, d.seg(12)), { at: [...railEnd(s)] })),
    // The back splat, leaning back from the seat to the rail.
    beam([0, seatY, -0.17], [0, railY - 0.01, -R + 0.01], 0.17, 0.016),
    // Aprons under the seat and 步步高 stretchers between the legs.
    place(box(0.5, 0.06, 0.02), { at: [0, seatY - 0.05, 0.205] }),
    place(box(0.5, 0.05, 0.02), { at: [0, seatY - 0.05, -0.17] }),
    ...[-1, 1].map((s) => place(box(0.02, 0.05, 0.37), { at: [s * 0.25, seatY - 0.05, 0.015] })),
    rod([-0.25, 0.06, 0.2], [0.25, 0.06, 0.2], 0.014, seg),
    ...[-1, 1].map((s) => rod([s * 0.25, 0.12, 0.2], [s * 0.25, 0.12, -0.17], 0.012, seg)),
    rod([-0.25, 0.18, -0.17], [0.25, 0.18, -0.17], 0.012, seg),
  ];
  return [
    { name: 'frame', solids: merge(wood), material: matte('红木', c.wood!, 0.45) },
    {
      name: 'seat',
      solids: place(box(0.54, 0.03, 0.42), { at: [0, seatY - 0.015, 0.015] }),
      material: matte('藤编', c.seat!, 0.85),
    },
  ];
}

/** A dining table: a thick top, aprons, and four legs tapering to the floor. */
export function table(c: Colors, d: Detail): ModelPart[] {
  const top = 0.75;
  const legs = [
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ].map(([sx, sz]) =>
    rod([sx! * 0.6, 0, sz! * 0.32], [sx! * 0.6, top - 0.04, sz! * 0.32], 0.02, d.seg(24), 0.032),
  );
  const aprons = [
    place(box(1.2, 0.08, 0.022), { at: [0, top - 0.085, 0.32] }),
    place(box(1.2, 0.08, 0.022), { at: [0, top - 0.085, -0.32] }),
    place(box(0.022, 0.08, 0.64), { at: [0.6, top - 0.085, 0] }),
    place(box(0.022, 0.08, 0.64), { at: [-0.6, top - 0.085, 0] }),
  ];
  return [
    {
      name: 'top',
      solids: place(box(1.4, 0.045, 0.8), { at: [0, top - 0.0225, 0] }),
      material: matte('橡木', c.top!, 0.55),
    },
    { name: 'legs', solids: merge([...legs, ...aprons]), material: matte('胡桃木', c.legs!, 0.6) },
  ];
}

/** A treasure chest: a plank box, a rounded lid, gilt bands, corners and a lock. */
export function chest(c: Colors, d: Detail): ModelPart[] {
  const W = 0.8;
  const H = 0.42;
  const D = 0.5;
  // A cylinder lying along X, flattened a little: the lid's upper half shows above the box.
  const lying = (r: number, len: number, x: number) =>
    place(cylinder(r, r, len, d.seg(32)), {
      at: [x - len / 2, H, 0],
      rot: [0, 0, -Math.PI / 2],
      scale: [0.62, 1, 1],
    });
  const metalParts = [
    ...[-0.28, 0.28].flatMap((x) => [
      place(box(0.06, H + 0.004, D + 0.012), { at: [x, H / 2, 0] }),
      lying(D / 2 + 0.008, 0.06, x),
    ]),
    // The rim where lid meets box, as strips round the walls (a lid hides the top).
    ...[-1, 1].map((s) => place(box(W + 0.012, 0.03, 0.012), { at: [0, H - 0.015, s * (D / 2 + 0.006)] })),
    ...[-1, 1].map((s) => place(box(0.012, 0.03, D + 0.012), { at: [s * (W / 2 + 0.006), H - 0.015, 0] })),
    place(box(0.1, 0.13, 0.03), { at: [0, H - 0.02, D / 2 + 0.012] }),
    place(cylinder(0.016, 0.016, 0.012, d.seg(16)), {
      at: [0, H - 0.04, D / 2 + 0.027],
      rot: [Math.PI / 2, 0, 0],
    }),
  ];
  // Plank walls and a floor: the lid's lower half sits inside them.
  const t = 0.02;
  const walls = [
    place(box(W, H, t), { at: [0, H / 2, D / 2 - t / 2] }),
    place(box(W, H, t), { at: [0, H / 2, -D / 2 + t / 2] }),
    place(box(t, H, D - 2 * t), { at: [W / 2 - t / 2, H / 2, 0] }),
    place(box(t, H, D - 2 * t), { at: [-W / 2 + t / 2, H / 2, 0] }),
    place(box(W - 2 * t, t, D - 2 * t), { at: [0, t / 2, 0] }),
  ];
  return [
    {
      name: 'box',
      solids: merge([...walls, lying(D / 2 - 0.002, W - 0.004, 0)]),
      material: matte('木板', c.wood!, 0.75),
    },
    { name: 'bands', solids: merge(metalParts), material: metal('黄铜', c.metal!, 0.35) },
  ];
}

/** Buildings: a square 亭 with a hipped roof, and a log cabin in the woods. */
import { box, cylinder, lathe, merge, place, prism, sphere } from './solid.ts';
import type { ObjectEntry } from '../catalog.ts';
import { matte, metal, type Detail, type ModelPart } from './part.ts';

type Colors = ObjectEntry['colors'];

/** A 亭: a stone plinth with steps, four red columns with beams and rails, a concave hipped roof. */
export function pavilion(c: Colors, d: Detail): ModelPart[] {
  const base = 0.24;
  const col = 0.7;
  const capital = 1.5;
  const columns = [
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ].map(([sx, sz]) =>
    place(cylinder(0.07, 0.065, capital - base, d.seg(24)), { at: [sx! * col, base, sz! * col] }),
  );
  const beams = [
    place(box(1.54, 0.12, 0.1), { at: [0, capital - 0.08, col] }),
    place(box(1.54, 0.12, 0.1), { at: [0, capital - 0.08, -col] }),
    place(box(0.1, 0.12, 1.54), { at: [col, capital - 0.08, 0] }),
    place(box(0.1, 0.12, 1.54), { at: [-col, capital - 0.08, 0] }),
  ];
  // Rails on three sides; the front (+Z) is the way in.
  const rails = [
    place(box(1.4, 0.06, 0.05), { at: [0, 0.62, -col] }),
    place(box(0.05, 0.06, 1.4), { at: [col, 0.62, 0] }),
    place(box(0.05, 0.06, 1.4), { at: [-col, 0.62, 0] }),
    place(box(1.4, 0.04, 0.04), { at: [0, 0.4, -col] }),
    place(box(0.04, 0.04, 1.4), { at: [col, 0.4, 0] }),
    place(box(0.04, 0.04, 1.4), { at: [-col, 0.4, 0] }),
  ];
  // Four facets turned 45°: the profile's radius is the corner's distance from the ridge post.
  const corner = 1.2 * Math.SQRT2;
  const roof = place(
    lathe(
      [
        [0, capital - 0.02],
        [corner, capital + 0.06],
        [corner * 0.98, capital + 0.14],
        [corner * 0.72, capital + 0.32],
        [corner * 0.42, capital + 0.58],
        [corner * 0.14, capital + 0.86],
        [0, capital + 0.92],
      ],
      4,
      { flat: true },
    ),
    { rot: [0, Math.PI / 4, 0] },
  );
  return [
    {
      name: 'plinth',
      solids: merge([
        place(box(1.8, base, 1.8), { at: [0, base / 2, 0] }),
        place(box(0.6, base / 2, 0.3), { at: [0, base / 4, 1.05] }),
      ]),
      material: matte('青石', c.stone!, 0.9),
    },
    {
      name: 'columns',
      solids: merge([...columns, ...beams, ...rails]),
      material: matte('朱漆', c.column!, 0.5),
    },
    { name: 'roof', solids: roof, material: matte('青瓦', c.roof!, 0.7) },
    {
      name: 'finial',
      solids: merge([
        place(cylinder(0.05, 0.03, 0.1, d.seg(16)), { at: [0, capital + 0.9, 0] }),
        place(sphere(0.07, d.seg(20)), { at: [0, capital + 1.06, 0] }),
      ]),
      material: metal('宝顶', c.gold!, 0.3),
    },
  ];
}

/** A log cabin: notched logs on a stone footing, a gabled plank roof, a door, a lit window, a chimney. */
export function cabin(c: Colors, d: Detail): ModelPart[] {
  const r = 0.06;
  const rows = 7;
  const logs = [];
  for (let i = 0; i < rows; i++) {
    const y = 0.14 + i * 2 * r * 0.92;
    for (const z of [-0.45, 0.45])
      logs.push(place(cylinder(r, r, 1.36, d.seg(12)), { at: [-0.68, y, z], rot: [0, 0, -Math.PI / 2] }));
    for (const x of [-0.6, 0.6])
      logs.push(
        place(cylinder(r, r, 1.06, d.seg(12)), { at: [x, y + r * 0.92, -0.53], rot: [Math.PI / 2, 0, 0] }),
      );
  }
  const eaves = 0.14 + rows * 2 * r * 0.92;
  const gable = place(
    prism(
      [
        [-0.5, eaves - 0.04],
        [0.5, eaves - 0.04],
        [0, eaves + 0.42],
      ],
      1.2,
    ),
    { rot: [0, Math.PI / 2, 0] },
  );
  const slope = Math.atan2(0.5, 0.6);
  const planes = [-1, 1].map((s) =>
    place(box(1.56, 0.05, 0.8), { at: [0, eaves + 0.2, s * 0.3], rot: [s * slope, 0, 0] }),
  );
  return [
    {
      name: 'footing',
      solids: merge([
        place(box(1.32, 0.1, 1.02), { at: [0, 0.05, 0] }),
        place(box(0.16, 0.62, 0.16), { at: [0.36, eaves + 0.22, -0.16] }),
      ]),
      material: matte('毛石', c.stone!, 0.95),
    },
    { name: 'logs', solids: merge([...logs, gable]), material: matte('原木', c.log!, 0.85) },
    { name: 'roof', solids: merge(planes), material: matte('屋面', c.roof!, 0.8) },
    {
      name: 'door',
      solids: place(box(0.28, 0.56, 0.04), { at: [0.22, 0.38, 0.51] }),
      material: matte('木门', c.door!, 0.7),
    },
    {
      name: 'window',
      solids: place(box(0.3, 0.22, 0.04), { at: [-0.28, 0.5, 0.51] }),
      material: matte('窗光', c.window!, 0.3),
    },
  ];
}

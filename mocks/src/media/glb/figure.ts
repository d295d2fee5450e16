/** A cartoon character blockout (白模): big head, rounded torso, capsule limbs, in one grey clay. */
import { box, lathe, limb, merge, place, sphere } from './solid.ts';
import { spline } from './shapes.ts';
import type { ObjectEntry } from '../catalog.ts';
import { matte, type Detail, type ModelPart } from './part.ts';

type Colors = ObjectEntry['colors'];

export function character(c: Colors, d: Detail): ModelPart[] {
  const seg = d.seg(32);
  const torso = spline(
    [
      [0, 0.4],
      [0.1, 0.41],
      [0.125, 0.46],
      [0.118, 0.56],
      [0.13, 0.64],
      [0.09, 0.69],
      [0, 0.7],
    ],
    d.sub(4),
  );
  const parts = [
    place(sphere(0.165, seg), { at: [0, 0.86, 0], scale: [1, 0.95, 0.95] }),
    limb([0, 0.68, 0], [0, 0.74, 0], 0.045, seg),
    place(lathe(torso, seg), { scale: [1, 1, 0.78] }),
    // Arms hang a little out; legs stand apart; feet point forward.
    ...[-1, 1].flatMap((s) => [
      limb([s * 0.15, 0.635, 0], [s * 0.21, 0.45, 0.02], 0.043, seg),
      place(sphere(0.05, seg), { at: [s * 0.225, 0.4, 0.03] }),
      limb([s * 0.065, 0.38, 0], [s * 0.075, 0.1, 0], 0.052, seg),
      place(box(0.1, 0.06, 0.17), { at: [s * 0.075, 0.03, 0.035] }),
    ]),
  ];
  return [{ name: 'body', solids: merge(parts), material: matte('白模', c.clay!, 0.7) }];
}

/** Machines: a six-axis industrial robot arm and a space-station module with solar wings. */
import { beam, box, cylinder, merge, place, rod } from './solid.ts';
import type { ObjectEntry } from '../catalog.ts';
import { matte, metal, type Detail, type ModelPart } from './part.ts';

type Colors = ObjectEntry['colors'];
type Vec3 = [number, number, number];

/** A joint: a short cylinder across the arm's plane (along Z), centred at p. */
const joint = (p: Vec3, r: number, width: number, seg: number) =>
  place(cylinder(r, r, width, seg), { at: [p[0], p[1], p[2] - width / 2], rot: [Math.PI / 2, 0, 0] });

/** Reaches towards +X: base, turret, shoulder, upper arm, elbow, forearm, wrist and a two-finger gripper. */
export function robotArm(c: Colors, d: Detail): ModelPart[] {
  const seg = d.seg(40);
  const shoulder: Vec3 = [0, 0.27, 0];
  const elbow: Vec3 = [-0.1, 0.7, 0];
  const wrist: Vec3 = [0.33, 0.6, 0];
  const hand: Vec3 = [0.33, 0.46, 0];
  const bolts =
    d.level === 'full'
      ? Array.from({ length: 8 }, (_, i) => {
          const a = (i / 8) * Math.PI * 2;
          return place(cylinder(0.012, 0.012, 0.012, 12), {
            at: [0.185 * Math.sin(a), 0.05, 0.185 * Math.cos(a)],
          });
        })
      : [];
  return [
    {
      name: 'body',
      solids: merge([
        place(cylinder(0.14, 0.12, 0.16, seg), { at: [0, 0.05, 0] }),
        beam(shoulder, elbow, 0.12, 0.11),
        beam(elbow, wrist, 0.09, 0.085),
      ]),
      material: matte('工业橙漆', c.body!, 0.45),
    },
    {
      name: 'joints',
      solids: merge([
        cylinder(0.22, 0.22, 0.05, seg),
        joint(shoulder, 0.085, 0.2, seg),
        joint(elbow, 0.07, 0.17, seg),
        joint(wrist, 0.052, 0.13, seg),
      ]),
      material: matte('深灰', c.joint!, 0.55),
    },
    {
      name: 'gripper',
      solids: merge([
        rod(wrist, hand, 0.032, d.seg(24)),
        place(box(0.13, 0.03, 0.06), { at: hand }),
        place(box(0.02, 0.09, 0.045), { at: [hand[0] - 0.05, hand[1] - 0.06, 0] }),
        place(box(0.02, 0.09, 0.045), { at: [hand[0] + 0.05, hand[1] - 0.06, 0] }),
        ...bolts,
      ]),
      // Half metal: it still reads where a viewer has no environment to reflect (software GL).
      material: { ...metal('钢', c.steel!, 0.3), metallic: 0.5 },
    },
  ];
}

/** A station module lying along X: a pressurised hull with gilt bands, a docking port, and two solar wings. */
export function station(c: Colors, d: Detail): ModelPart[] {
  const seg = d.seg(48);
  const alongX = (rBottom: number, rTop: number, len: number, x: number) =>
    place(cylinder(rBottom, rTop, len, seg), { at: [x, 0, 0], rot: [0, 0, -Math.PI / 2] });
  const wing = (z: number) => place(box(0.95, 0.014, 1.0), { at: [0, 0, z] });
  const ribs =
    d.level === 'full'
      ? [-0.9, 0.9].flatMap((z) =>
          [-0.24, 0.24].map((x) => place(box(0.02, 0.02, 1.0), { at: [x, 0.01, z] })),
        )
      : [];
  return [
    {
      name: 'hull',
      solids: merge([
        alongX(0.3, 0.3, 1.2, -0.6),
        alongX(0.3, 0.18, 0.22, 0.6),
        alongX(0.22, 0.3, 0.16, -0.76),
      ]),
      material: matte('白色蒙皮', c.hull!, 0.5),
    },
    {
      name: 'bands',
      solids: merge([alongX(0.306, 0.306, 0.06, -0.33), alongX(0.306, 0.306, 0.06, 0.27)]),
      material: { ...metal('隔热金箔', c.band!, 0.3), metallic: 0.5 },
    },
    {
      name: 'dock',
      solids: merge([
        alongX(0.12, 0.12, 0.14, 0.82),
        alongX(0.15, 0.15, 0.03, 0.93),
        rod([0, 0, -1.42], [0, 0, 1.42], 0.022, d.seg(16)),
        ...ribs,
      ]),
      material: { ...metal('桁架', c.dock!, 0.45), metallic: 0.5 },
    },
    {
      name: 'wings',
      solids: merge([wing(-0.9), wing(0.9)]),
      material: { name: '太阳能板', color: c.panel!, metallic: 0.6, roughness: 0.3 },
    },
  ];
}

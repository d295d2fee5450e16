/** A model's cover: its catalog object, drawn from its solids, standing in the studio. */
import { OBJECTS, type ObjectKind } from '../catalog.ts';
import type { Rng } from '../../store/prng.ts';
import { studioBackdrop } from './covers.ts';
import { doc, tag } from './kit.ts';
import type { Palette } from './palette.ts';
import { renderObject } from './render3d.ts';

const W = 800;
const H = 600;

export function objectCover(rng: Rng, p: Palette, kind: ObjectKind, w = W, h = H): string {
  const backdrop = studioBackdrop(p, w, h);
  // A little off centre, as a photographer would frame it; never cut off.
  const cx = w * (0.47 + rng.next() * 0.06);
  const object = renderObject(kind, 'o', cx, backdrop.floor, w * 0.62, h * 0.6);
  const shadow = tag('ellipse', {
    cx,
    cy: backdrop.floor + 4,
    rx: object.width * 0.5,
    ry: Math.max(12, object.width * 0.07),
    fill: '#000',
    opacity: 0.3,
    filter: 'url(#soft)',
  });
  const body = `${backdrop.body}${shadow}<g data-object="${OBJECTS[kind].kind}">${object.body}</g>`;
  return doc(w, h, backdrop.defs + object.defs, body);
}

/**
 * Shaded "rendered object" drawings (sphere, cube, vase, torus) for model and goods images, so a model
 * card looks like a studio render of a thing rather than a flat placeholder.
 */
import type { Rng } from '../../store/prng.ts';
import { darken, lighten } from './palette.ts';
import { linear, r1, radial, tag } from './kit.ts';

export interface Drawn {
  defs: string;
  body: string;
}

export type ObjectKind = 'sphere' | 'cube' | 'vase' | 'torus';
export const OBJECT_KINDS: readonly ObjectKind[] = ['sphere', 'cube', 'vase', 'torus'];

/** Draws one object standing on the floor at (cx, floor), about `size` tall. */
export function drawObject(
  kind: ObjectKind,
  id: string,
  cx: number,
  floor: number,
  size: number,
  color: string,
  rng: Rng,
): Drawn {
  switch (kind) {
    case 'sphere': {
      const r = size / 2;
      const cy = floor - r;
      return {
        defs: radial(
          id,
          [
            [0, lighten(color, 0.55)],
            [0.45, color],
            [1, darken(color, 0.55)],
          ],
          'cx="0.38" cy="0.32" r="0.75"',
        ),
        body:
          tag('circle', { cx, cy, r, fill: `url(#${id})` }) +
          tag('ellipse', {
            cx: cx - r * 0.35,
            cy: cy - r * 0.4,
            rx: r * 0.18,
            ry: r * 0.11,
            fill: '#fff',
            opacity: 0.55,
            transform: `rotate(-30 ${r1(cx - r * 0.35)} ${r1(cy - r * 0.4)})`,
          }),
      };
    }
    case 'cube': {
      const s = size * 0.62;
      const h = s * 0.5;
      const top = floor - s - h;
      const p = (pts: number[][]) => pts.map(([x, y]) => `${r1(x!)},${r1(y!)}`).join(' ');
      return {
        defs: '',
        body:
          tag('polygon', {
            points: p([
              [cx, top],
              [cx + s, top + h],
              [cx, top + 2 * h],
              [cx - s, top + h],
            ]),
            fill: lighten(color, 0.35),
          }) +
          tag('polygon', {
            points: p([
              [cx - s, top + h],
              [cx, top + 2 * h],
              [cx, floor],
              [cx - s, floor - h],
            ]),
            fill: color,
          }) +
          tag('polygon', {
            points: p([
              [cx + s, top + h],
              [cx, top + 2 * h],
              [cx, floor],
              [cx + s, floor - h],
            ]),
            fill: darken(color, 0.35),
          }),
      };
    }
    case 'vase': {
      const w = size * 0.34 * (0.85 + rng.next() * 0.3);
      const neck = w * (0.3 + rng.next() * 0.15);
      const bottom = floor;
      const topY = floor - size;
      const d =
        `M${r1(cx - neck)} ${r1(topY)} C${r1(cx - neck)} ${r1(topY + size * 0.25)} ${r1(cx - w * 1.5)} ${r1(topY + size * 0.35)} ${r1(cx - w)} ${r1(topY + size * 0.7)} ` +
        `C${r1(cx - w * 0.8)} ${r1(bottom - size * 0.08)} ${r1(cx - w * 0.5)} ${r1(bottom)} ${r1(cx - w * 0.45)} ${r1(bottom)} L${r1(cx + w * 0.45)} ${r1(bottom)} ` +
        `C${r1(cx + w * 0.5)} ${r1(bottom)} ${r1(cx + w * 0.8)} ${r1(bottom - size * 0.08)} ${r1(cx + w)} ${r1(topY + size * 0.7)} ` +
        `C${r1(cx + w * 1.5)} ${r1(topY + size * 0.35)} ${r1(cx + neck)} ${r1(topY + size * 0.25)} ${r1(cx + neck)} ${r1(topY)} Z`;
      return {
        defs: linear(
          id,
          [
            [0, darken(color, 0.45)],
            [0.35, lighten(color, 0.3)],
            [0.55, color],
            [1, darken(color, 0.5)],
          ],
          'x1="0" y1="0" x2="1" y2="0"',
        ),
        body:
          tag('path', { d, fill: `url(#${id})` }) +
          tag('ellipse', { cx, cy: topY, rx: neck, ry: neck * 0.28, fill: darken(color, 0.55) }) +
          tag('path', {
            d: `M${r1(cx - w * 0.55)} ${r1(topY + size * 0.42)} Q${r1(cx - w * 0.75)} ${r1(topY + size * 0.6)} ${r1(cx - w * 0.6)} ${r1(topY + size * 0.78)}`,
            stroke: '#fff',
            'stroke-width': 3,
            'stroke-linecap': 'round',
            fill: 'none',
            opacity: 0.45,
          }),
      };
    }
    case 'torus': {
      const rx = size * 0.6;
      const ry = size * 0.3;
      const cy = floor - ry - size * 0.08;
      const t = size * 0.2;
      return {
        defs: linear(id, [
          [0, lighten(color, 0.45)],
          [0.5, color],
          [1, darken(color, 0.55)],
        ]),
        body:
          tag('ellipse', { cx, cy, rx, ry, fill: 'none', stroke: `url(#${id})`, 'stroke-width': t }) +
          tag('ellipse', {
            cx,
            cy: cy - t * 0.2,
            rx: rx * 0.92,
            ry: ry * 0.8,
            fill: 'none',
            stroke: '#fff',
            'stroke-width': 2,
            opacity: 0.35,
          }),
      };
    }
  }
}

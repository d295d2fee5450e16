/** Cover art per work type (800×600, 4:3) and the goods image (square). */
import type { Rng } from '../../store/prng.ts';
import { darken, lighten, mix, type Palette } from './palette.ts';
import { doc, linear, r1, radial, ridge, tag } from './kit.ts';
import { drawObject, OBJECT_KINDS } from './objects.ts';

const W = 800;
const H = 600;

/** Layered mountains in mist under a sun — the 山水 look. */
export function landscape(rng: Rng, p: Palette, w = W, h = H): string {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  let defs = linear('sky', [
    [0, lighten(bg1, 0.2)],
    [1, bg2],
  ]);
  defs += radial('glow', [
    [0, accent, 0.9],
    [0.4, accent, 0.35],
    [1, accent, 0],
  ]);
  defs += linear('mist', [
    [0, '#ffffff', 0],
    [0.35, '#ffffff', 0.3],
    [1, '#ffffff', 0],
  ]);
  const sx = rng.int(w * 0.2, w * 0.8);
  const sy = rng.int(h * 0.14, h * 0.36);
  const sr = rng.int(h * 0.07, h * 0.13);
  let body = tag('rect', { width: w, height: h, fill: 'url(#sky)' });
  body += tag('circle', { cx: sx, cy: sy, r: sr * 2.6, fill: 'url(#glow)' });
  body += tag('circle', { cx: sx, cy: sy, r: sr, fill: accent, opacity: 0.92 });
  const layers = rng.int(3, 5);
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const base = h * (0.5 + 0.38 * t);
    const amp = h * (0.26 - 0.14 * t);
    const step = w / rng.int(6, 10);
    const pts: [number, number][] = [];
    // Peaks rise towards a seeded crest so each ridge has a silhouette, not just noise.
    const crest = rng.next() * w;
    const count = Math.ceil(w / step) + 2;
    for (let k = 0; k <= count; k++) {
      const x = -step + (k * (w + 2 * step)) / count;
      const near = 1 - Math.min(1, Math.abs(x - crest) / (w * 0.55));
      const jitter = k === 0 || k === count ? 0 : (rng.next() - 0.5) * step * 0.4;
      pts.push([x + jitter, base - amp * (0.25 + 0.75 * near * near) - rng.next() * amp * 0.3]);
    }
    body += tag('path', { d: ridge(pts, h), fill: mix(mix(bg2, mid, 0.5), deep, t * 0.85) });
    if (i < layers - 1)
      body += tag('rect', { x: 0, y: base - h * 0.06, width: w, height: h * 0.16, fill: 'url(#mist)' });
  }
  for (let b = rng.int(2, 5); b > 0; b--) {
    const bx = rng.int(w * 0.15, w * 0.85);
    const by = rng.int(h * 0.12, h * 0.4);
    const s = rng.int(6, 11);
    body += tag('path', {
      d: `M${bx} ${by} q${s / 2} ${-s / 2} ${s} 0 q${s / 2} ${-s / 2} ${s} 0`,
      stroke: deep,
      'stroke-width': 2,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.7,
    });
  }
  return doc(w, h, defs, body);
}

/** Concentric arches and a sun: a calmer, poster-like art variant. */
export function arches(rng: Rng, p: Palette): string {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  const defs = linear('bg', [
    [0, bg1],
    [1, lighten(bg2, 0.2)],
  ]);
  let body = tag('rect', { width: W, height: H, fill: 'url(#bg)' });
  body += tag('circle', { cx: rng.int(480, 680), cy: rng.int(140, 240), r: rng.int(60, 100), fill: accent });
  const cx = rng.int(220, 420);
  const bands = [deep, mid, bg2, accent, mix(mid, deep, 0.5)];
  const n = rng.int(4, 5);
  for (let i = 0; i < n; i++) {
    const r = 300 - i * (52 + rng.int(0, 8));
    if (r <= 20) break;
    body += tag('path', {
      d: `M${cx - r} ${H - 40} A${r} ${r} 0 0 1 ${cx + r} ${H - 40} Z`,
      fill: bands[i % bands.length]!,
    });
  }
  body += tag('rect', { y: H - 40, width: W, height: 40, fill: darken(deep, 0.2), opacity: 0.9 });
  return doc(W, H, defs, body);
}

/** A studio's spotlit backdrop with a floor grid; objects stand at `floor`. */
export function studioBackdrop(p: Palette, w = W, h = H): { defs: string; body: string; floor: number } {
  const [bg1, bg2, , deep] = p.colors;
  const floor = h * 0.78;
  let defs = radial(
    'spot',
    [
      [0, lighten(bg1, 0.3)],
      [0.6, bg2],
      [1, darken(bg2, 0.35)],
    ],
    'cx="0.5" cy="0.3" r="0.85"',
  );
  defs +=
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>';
  let body = tag('rect', { width: w, height: h, fill: 'url(#spot)' });
  let grid = '';
  for (let i = -8; i <= 8; i++)
    grid += `M${r1(w / 2 + i * w * 0.04)} ${r1(floor - 30)} L${r1(w / 2 + i * w * 0.16)} ${h} `;
  for (let j = 0; j < 5; j++) {
    const y = floor - 30 + (h - floor + 30) * (j / 5) ** 1.6;
    grid += `M0 ${r1(y)} L${w} ${r1(y)} `;
  }
  body += tag('path', { d: grid, stroke: deep, 'stroke-width': 1, opacity: 0.12, fill: 'none' });
  return { defs, body, floor };
}

/** A studio render: spotlit backdrop, floor grid, soft shadow, one or two objects. */
export function studio(rng: Rng, p: Palette, w = W, h = H): string {
  const [, , mid, deep, accent] = p.colors;
  const backdrop = studioBackdrop(p, w, h);
  const floor = backdrop.floor;
  let defs = backdrop.defs;
  let body = backdrop.body;
  const main = rng.pick(OBJECT_KINDS);
  const size = h * (0.42 + rng.next() * 0.14);
  const cx = w * (0.42 + rng.next() * 0.16);
  body += tag('ellipse', {
    cx,
    cy: floor + 6,
    rx: size * 0.55,
    ry: size * 0.09,
    fill: '#000',
    opacity: 0.35,
    filter: 'url(#soft)',
  });
  const hero = drawObject(main, 'obj1', cx, floor, size, rng.pick([mid, accent, deep]), rng);
  defs += hero.defs;
  body += hero.body;
  if (rng.chance(0.7)) {
    const side = rng.chance(0.5) ? -1 : 1;
    const small = size * (0.32 + rng.next() * 0.12);
    const sx = cx + side * size * 0.85;
    body += tag('ellipse', {
      cx: sx,
      cy: floor + 6,
      rx: small * 0.55,
      ry: small * 0.09,
      fill: '#000',
      opacity: 0.3,
      filter: 'url(#soft)',
    });
    const other = drawObject(
      rng.pick(OBJECT_KINDS.filter((k) => k !== main)),
      'obj2',
      sx,
      floor + 4,
      small,
      rng.pick([accent, mid, lighten(deep, 0.2)]),
      rng,
    );
    defs += other.defs;
    body += other.body;
  }
  return doc(w, h, defs, body);
}

/** Onion-skinned bouncing ball between film perforations: reads as "animation" at a glance. */
export function motion(rng: Rng, p: Palette): string {
  const [bg1, , mid, deep, accent] = p.colors;
  let defs = linear(
    'bg',
    [
      [0, darken(deep, 0.1)],
      [1, mix(deep, mid, 0.45)],
    ],
    'x1="0" y1="0" x2="1" y2="1"',
  );
  defs += radial(
    'ball',
    [
      [0, lighten(accent, 0.5)],
      [0.6, accent],
      [1, darken(accent, 0.3)],
    ],
    'cx="0.35" cy="0.35"',
  );
  let body = tag('rect', { width: W, height: H, fill: 'url(#bg)' });
  for (let i = 0; i < 6; i++) {
    const y = rng.int(110, 490);
    const x = rng.int(40, 500);
    body += tag('line', {
      x1: x,
      y1: y,
      x2: x + rng.int(80, 220),
      y2: y,
      stroke: bg1,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      opacity: 0.12,
    });
  }
  const steps = rng.int(7, 10);
  const bounces = rng.int(1, 2);
  const ground = 480;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = 110 + t * 560;
    const phase = (t * bounces) % 1;
    const y = ground - 280 * (1 - t * 0.4) * 4 * phase * (1 - phase);
    const r = 30 + 16 * t;
    // Squash at the ground, like the classic bouncing-ball exercise.
    const squash = ground - y < 8 ? 0.78 : 1;
    const shape = { cx: x, cy: y - r * squash, rx: r / squash, ry: r * squash };
    body +=
      i === steps
        ? tag('ellipse', { ...shape, fill: 'url(#ball)' })
        : tag('ellipse', {
            ...shape,
            fill: accent,
            opacity: 0.08 + 0.4 * t,
            stroke: lighten(accent, 0.4),
            'stroke-width': 2,
          });
  }
  body += tag('line', {
    x1: 60,
    y1: ground,
    x2: 740,
    y2: ground,
    stroke: bg1,
    'stroke-width': 2,
    opacity: 0.35,
  });
  for (const y of [0, H - 44]) {
    body += tag('rect', { y, width: W, height: 44, fill: '#000', opacity: 0.55 });
    for (let x = 14; x < W; x += 44)
      body += tag('rect', { x, y: y + 12, width: 22, height: 20, rx: 4, fill: '#fff', opacity: 0.8 });
  }
  return doc(W, H, defs, body);
}

/** A Bauhaus-like tile composition for blog covers. */
export function tiles(rng: Rng, p: Palette): string {
  const colors = p.colors;
  const size = 200;
  let body = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const x = col * size;
      const y = row * size;
      const bg = rng.pick(colors);
      const fg = rng.pick(colors.filter((c) => c !== bg));
      body += tag('rect', { x, y, width: size, height: size, fill: bg });
      const shape = rng.int(0, 5);
      const corner = rng.int(0, 3);
      const cx = x + (corner % 2) * size;
      const cy = y + Math.floor(corner / 2) * size;
      switch (shape) {
        case 0:
          body += tag('circle', { cx: x + size / 2, cy: y + size / 2, r: size * 0.36, fill: fg });
          break;
        case 1:
          body += `<clipPath id="c${row}${col}">${tag('rect', { x, y, width: size, height: size })}</clipPath>`;
          body += tag('circle', { cx, cy, r: size, fill: fg, 'clip-path': `url(#c${row}${col})` });
          break;
        case 2:
          body += tag('path', {
            d: `M${x} ${y + size} L${x + size / 2} ${y} L${x + size} ${y + size} Z`,
            fill: fg,
          });
          break;
        case 3:
          for (let s = 0; s < 4; s++)
            body += tag('rect', { x: x + 20 + s * 46, y: y + 20, width: 22, height: size - 40, fill: fg });
          break;
        case 4:
          body += tag('path', {
            d: `M${x} ${y + size / 2} A${size / 2} ${size / 2} 0 0 1 ${x + size} ${y + size / 2} Z`,
            fill: fg,
          });
          break;
        default:
          body += tag('rect', {
            x: x + 50,
            y: y + 50,
            width: 100,
            height: 100,
            fill: fg,
            transform: `rotate(45 ${x + 100} ${y + 100})`,
          });
      }
    }
  }
  return doc(W, H, '', body);
}

/** A product shot on a pedestal, square, for goods. */
export function product(rng: Rng, p: Palette): string {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  const S = 600;
  let defs = linear('bg', [
    [0, lighten(bg1, 0.25)],
    [1, bg2],
  ]);
  defs += linear(
    'ped',
    [
      [0, lighten(deep, 0.15)],
      [1, darken(deep, 0.3)],
    ],
    'x1="0" y1="0" x2="1" y2="0"',
  );
  let body = tag('rect', { width: S, height: S, fill: 'url(#bg)' });
  body += tag('circle', { cx: S * 0.75, cy: S * 0.22, r: 70, fill: accent, opacity: 0.35 });
  const top = 420;
  body += tag('rect', { x: 170, y: top, width: 260, height: 140, fill: 'url(#ped)' });
  body += tag('ellipse', { cx: 300, cy: top + 140, rx: 130, ry: 22, fill: darken(deep, 0.3) });
  body += tag('ellipse', { cx: 300, cy: top, rx: 130, ry: 22, fill: lighten(deep, 0.3) });
  const item = drawObject(rng.pick(OBJECT_KINDS), 'item', 300, top + 2, 230, rng.pick([mid, accent]), rng);
  return doc(S, S, defs + item.defs, body + item.body);
}

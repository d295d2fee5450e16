/** Avatars, shop logos and banners: abstract and distinct, no text (names are rendered by the SPA). */
import type { Rng } from '../../store/prng.ts';
import { darken, lighten, mix, type Palette } from './palette.ts';
import { doc, linear, ridge, tag } from './kit.ts';

/** A geometric flower: n petals in two rings over a gradient. */
export function avatar(rng: Rng, p: Palette): string {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  const S = 160;
  const c = S / 2;
  const defs = linear(
    'bg',
    [
      [0, bg1],
      [1, bg2],
    ],
    'x1="0" y1="0" x2="1" y2="1"',
  );
  let body = tag('rect', { width: S, height: S, fill: 'url(#bg)' });
  const n = rng.int(5, 8);
  const turn = rng.int(0, 360);
  for (let ring = 0; ring < 2; ring++) {
    const len = ring === 0 ? 52 : 34;
    const color = ring === 0 ? mid : deep;
    for (let i = 0; i < n; i++) {
      const a = turn + (360 / n) * (i + ring * 0.5);
      body += tag('ellipse', {
        cx: c,
        cy: c - len / 2,
        rx: len * 0.32,
        ry: len / 2,
        fill: color,
        opacity: 0.82,
        transform: `rotate(${a.toFixed(1)} ${c} ${c})`,
      });
    }
  }
  body += tag('circle', { cx: c, cy: c, r: 13, fill: accent });
  return doc(S, S, defs, body);
}

/** A rounded-square emblem of overlapping circle, triangle and ring. */
export function logo(rng: Rng, p: Palette): string {
  const [bg1, , mid, deep, accent] = p.colors;
  const S = 200;
  const defs = linear('bg', [
    [0, lighten(deep, 0.12)],
    [1, darken(deep, 0.25)],
  ]);
  let body = tag('rect', { width: S, height: S, rx: 44, fill: 'url(#bg)' });
  const ox = rng.int(-12, 12);
  body += tag('circle', { cx: 100 + ox, cy: 92, r: 46, fill: accent });
  body += tag('path', {
    d: `M${58 - ox} 150 L${100 - ox} ${rng.int(62, 80)} L${142 - ox} 150 Z`,
    fill: mid,
    opacity: 0.9,
  });
  body += tag('circle', {
    cx: 100,
    cy: 100,
    r: 70,
    fill: 'none',
    stroke: bg1,
    'stroke-width': 4,
    opacity: 0.6,
  });
  return doc(S, S, defs, body);
}

/** Wide layered waves with a low sun, for shop banners and designer covers. */
export function banner(rng: Rng, p: Palette): string {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  const Wd = 1200;
  const Ht = 360;
  const defs = linear('sky', [
    [0, bg1],
    [1, bg2],
  ]);
  let body = tag('rect', { width: Wd, height: Ht, fill: 'url(#sky)' });
  body += tag('circle', {
    cx: rng.int(200, 1000),
    cy: rng.int(90, 150),
    r: rng.int(40, 70),
    fill: accent,
    opacity: 0.9,
  });
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const base = 170 + i * 50;
    const amp = 34 - i * 4;
    const freq = 0.004 + rng.next() * 0.004;
    const phase = rng.next() * Math.PI * 2;
    const pts: [number, number][] = [];
    for (let x = -60; x <= Wd + 60; x += 60) pts.push([x, base + Math.sin(x * freq + phase) * amp]);
    body += tag('path', { d: ridge(pts, Ht), fill: mix(mid, deep, i / (layers - 1)), opacity: 0.92 });
  }
  return doc(Wd, Ht, defs, body);
}

/**
 * Artwork covers that show what their titles say (catalog.ts ART_SUBJECTS): a scene (mountains, sea,
 * city, night sky, dunes, fields, bamboo, pine, pond, under water) with the features the subject names.
 */
import type { ArtSubject } from '../catalog.ts';
import type { Rng } from '../../store/prng.ts';
import { doc, linear, r1, radial, ridge, tag } from './kit.ts';
import { darken, lighten, luminance, mix, type Palette } from './palette.ts';

const W = 800;
const H = 600;

interface Canvas {
  defs: string;
  body: string;
}

const has = (s: ArtSubject, feature: string) => s.features.includes(feature);

function sky(c: Canvas, top: string, bottom: string): void {
  c.defs += linear('sky', [
    [0, top],
    [1, bottom],
  ]);
  c.body += tag('rect', { width: W, height: H, fill: 'url(#sky)' });
}

function sun(c: Canvas, x: number, y: number, r: number, color: string, glow = true): void {
  if (glow) {
    c.defs += radial('glow', [
      [0, color, 0.85],
      [0.4, color, 0.3],
      [1, color, 0],
    ]);
    c.body += tag('circle', { cx: x, cy: y, r: r * 2.6, fill: 'url(#glow)' });
  }
  c.body += tag('circle', { cx: x, cy: y, r, fill: color, opacity: 0.95 });
}

function stars(c: Canvas, rng: Rng, count: number, maxY: number, color = '#ffffff'): void {
  for (let i = 0; i < count; i++)
    c.body += tag('circle', {
      cx: rng.int(0, W),
      cy: rng.int(0, maxY),
      r: rng.chance(0.15) ? 2.2 : 1.2,
      fill: color,
      opacity: 0.5 + rng.next() * 0.5,
    });
}

function rain(c: Canvas, rng: Rng, color: string, count = 90): void {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = rng.int(-100, W);
    const y = rng.int(-40, H);
    const l = rng.int(18, 40);
    d += `M${x} ${y}l${r1(l * 0.35)} ${l}`;
  }
  c.body += tag('path', { d, stroke: color, 'stroke-width': 1.6, opacity: 0.45, 'stroke-linecap': 'round' });
}

/** A ridge line's points: peaks rising towards a crest so each layer has a silhouette. */
function ridgePoints(rng: Rng, base: number, amp: number, crest: number, steps: number): [number, number][] {
  const step = W / steps;
  const pts: [number, number][] = [];
  const count = steps + 2;
  for (let k = 0; k <= count; k++) {
    const x = -step + (k * (W + 2 * step)) / count;
    const near = 1 - Math.min(1, Math.abs(x - crest) / (W * 0.55));
    const jitter = k === 0 || k === count ? 0 : (rng.next() - 0.5) * step * 0.4;
    pts.push([x + jitter, base - amp * (0.25 + 0.75 * near * near) - rng.next() * amp * 0.3]);
  }
  return pts;
}

/** The highest point of a ridge (smallest y). */
const peakOf = (pts: [number, number][]) =>
  pts.reduce((a, b) => (b[1] < a[1] && b[0] > 40 && b[0] < W - 40 ? b : a), [W / 2, H] as [number, number]);

function temple(x: number, y: number, s: number, color: string): string {
  // Stacked eaves on a hall: the silhouette of a temple on a peak.
  let out = tag('rect', { x: x - s * 0.32, y: y - s * 0.55, width: s * 0.64, height: s * 0.55, fill: color });
  for (let i = 0; i < 3; i++) {
    const w = s * (0.62 - i * 0.14);
    const yy = y - s * (0.55 + i * 0.3);
    out += tag('path', {
      d: `M${r1(x - w)} ${r1(yy)} Q${r1(x - w * 0.5)} ${r1(yy - s * 0.05)} ${r1(x)} ${r1(yy - s * 0.22)} Q${r1(x + w * 0.5)} ${r1(yy - s * 0.05)} ${r1(x + w)} ${r1(yy)} Z`,
      fill: color,
    });
    if (i < 2)
      out += tag('rect', { x: x - w * 0.4, y: yy - s * 0.12, width: w * 0.8, height: s * 0.12, fill: color });
  }
  return out + tag('rect', { x: x - 1.5, y: y - s * 1.42, width: 3, height: s * 0.2, fill: color });
}

function cloudBand(c: Canvas, rng: Rng, y: number, color: string, opacity: number): void {
  for (let i = 0; i < 5; i++) {
    const x = rng.int(-60, W + 60);
    const w = rng.int(120, 260);
    c.body += tag('ellipse', { cx: x, cy: y + rng.int(-18, 18), rx: w, ry: w * 0.12, fill: color, opacity });
    c.body += tag('ellipse', {
      cx: x + w * 0.2,
      cy: y - w * 0.06,
      rx: w * 0.45,
      ry: w * 0.12,
      fill: color,
      opacity,
    });
  }
}

function blossoms(c: Canvas, rng: Rng, petal: string, branch: string): void {
  // A branch reaching in from the top corner, heavy with blossom.
  c.body += tag('path', {
    d: `M${W} 40 C640 60 560 120 430 150 M600 88 C560 40 520 30 480 24 M520 118 C500 170 470 190 440 210`,
    stroke: branch,
    'stroke-width': 7,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  for (let i = 0; i < 46; i++) {
    const t = rng.next();
    const x = W - t * 380 + rng.int(-30, 30);
    const y = 40 + t * 120 + rng.int(-40, 60);
    const r = rng.int(5, 10);
    c.body += tag('circle', { cx: x, cy: y, r, fill: petal, opacity: 0.75 + rng.next() * 0.25 });
  }
  for (let i = 0; i < 30; i++)
    c.body += tag('ellipse', {
      cx: rng.int(0, W),
      cy: rng.int(200, H),
      rx: 4,
      ry: 2.4,
      fill: petal,
      opacity: 0.7,
      transform: `rotate(${rng.int(0, 180)} ${rng.int(0, W)} ${rng.int(200, H)})`,
    });
}

function boat(x: number, y: number, s: number, color: string): string {
  return (
    tag('path', { d: `M${x - s} ${y} Q${x} ${y + s * 0.35} ${x + s} ${y} Z`, fill: color }) +
    tag('path', {
      d: `M${x - s * 0.35} ${y - 2} Q${x} ${y - s * 0.45} ${x + s * 0.35} ${y - 2} Z`,
      fill: color,
    }) +
    tag('line', {
      x1: x + s * 0.6,
      y1: y,
      x2: x + s * 1.5,
      y2: y - s * 0.9,
      stroke: color,
      'stroke-width': 2,
    })
  );
}

function figure(x: number, y: number, s: number, color: string): string {
  // Someone sitting on a rock with a cup raised towards the moon.
  return (
    tag('path', {
      d: `M${x - s * 1.4} ${y + s * 0.9} Q${x} ${y - s * 0.1} ${x + s * 1.5} ${y + s * 0.9} Z`,
      fill: color,
    }) +
    tag('path', {
      d: `M${x - s * 0.45} ${y + s * 0.5} L${x} ${y - s * 0.7} L${x + s * 0.5} ${y + s * 0.5} Z`,
      fill: color,
    }) +
    tag('circle', { cx: x, cy: y - s * 0.85, r: s * 0.22, fill: color }) +
    tag('path', {
      d: `M${x + s * 0.1} ${y - s * 0.3} L${x + s * 0.55} ${y - s * 0.75}`,
      stroke: color,
      'stroke-width': s * 0.12,
    }) +
    tag('rect', { x: x + s * 0.5, y: y - s * 0.92, width: s * 0.16, height: s * 0.14, fill: color })
  );
}

function mountains(c: Canvas, rng: Rng, p: Palette, s: ArtSubject): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  const night = has(s, 'moon');
  sky(c, night ? darken(bg2, 0.2) : lighten(bg1, 0.2), night ? mix(bg1, deep, 0.3) : bg2);
  if (night) {
    stars(c, rng, 70, H * 0.5);
    sun(c, rng.int(520, 680), rng.int(110, 170), 58, lighten(accent, 0.55));
  } else if (!has(s, 'rain')) sun(c, rng.int(W * 0.2, W * 0.8), rng.int(80, 190), rng.int(42, 72), accent);
  c.defs += linear('mist', [
    [0, '#ffffff', 0],
    [0.35, '#ffffff', 0.3],
    [1, '#ffffff', 0],
  ]);
  c.defs += linear('snowcap', [
    [0, '#ffffff'],
    [0.22, '#f4f8fb'],
    [0.32, mix(bg2, mid, 0.35)],
    [1, mix(bg2, mid, 0.5)],
  ]);
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const pts = ridgePoints(rng, H * (0.5 + 0.38 * t), H * (0.3 - 0.15 * t), rng.next() * W, rng.int(6, 10));
    const snowy = has(s, 'snow') && i < 2;
    c.body += tag('path', {
      d: ridge(pts, H),
      fill: snowy ? 'url(#snowcap)' : mix(mix(bg2, mid, 0.5), deep, t * 0.85),
    });
    if (i === 1 && has(s, 'temple')) {
      const peak = peakOf(pts);
      c.body += temple(peak[0], peak[1] + 6, 46, darken(deep, 0.1));
    }
    if (i < layers - 1) {
      c.body += tag('rect', {
        x: 0,
        y: H * (0.5 + 0.38 * t) - H * 0.06,
        width: W,
        height: H * 0.16,
        fill: 'url(#mist)',
      });
      if (has(s, 'clouds') && i === 0) cloudBand(c, rng, H * 0.42, '#ffffff', 0.55);
    }
  }
  if (has(s, 'clouds')) cloudBand(c, rng, H * 0.7, '#ffffff', 0.5);
  if (has(s, 'boat')) {
    c.body += tag('rect', {
      y: H * 0.86,
      width: W,
      height: H * 0.14,
      fill: mix(bg2, mid, 0.3),
      opacity: 0.85,
    });
    c.body += boat(rng.int(260, 520), H * 0.9, 34, darken(deep, 0.2));
  }
  if (has(s, 'figure')) c.body += figure(rng.int(180, 300), H * 0.86, 34, darken(deep, 0.45));
  if (has(s, 'blossoms')) blossoms(c, rng, lighten(mid, 0.35), darken(deep, 0.2));
  if (has(s, 'rain')) rain(c, rng, lighten(bg1, 0.4));
}

function sea(c: Canvas, rng: Rng, p: Palette): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  const dark = luminance(bg1) < 0.45;
  sky(c, dark ? bg1 : lighten(bg1, 0.1), dark ? mix(bg1, mid, 0.3) : bg2);
  if (dark) stars(c, rng, 50, H * 0.45, lighten(accent, 0.5));
  const horizon = H * 0.62;
  c.defs += linear('water', [
    [0, mix(mid, deep, 0.3)],
    [1, darken(deep, 0.3)],
  ]);
  c.body += tag('rect', { y: horizon, width: W, height: H - horizon, fill: 'url(#water)' });
  // The island and its lighthouse, with the lamp's beam across the sky.
  const ix = rng.int(420, 600);
  c.body += tag('path', {
    d: `M${ix - 170} ${horizon + 8} Q${ix - 60} ${horizon - 70} ${ix + 40} ${horizon - 60} Q${ix + 130} ${horizon - 40} ${ix + 190} ${horizon + 8} Z`,
    fill: darken(deep, 0.35),
  });
  const lx = ix + 10;
  const base = horizon - 60;
  c.body += tag('path', {
    d: `M${lx} ${base - 196} L${lx - 420} ${base - 250} L${lx - 420} ${base - 150} Z`,
    fill: lighten(accent, 0.4),
    opacity: 0.35,
  });
  for (let i = 0; i < 4; i++) {
    const y0 = base - i * 44;
    const w0 = 26 - i * 3;
    c.body += tag('path', {
      d: `M${lx - w0} ${y0} L${lx + w0} ${y0} L${lx + w0 - 3} ${y0 - 44} L${lx - w0 + 3} ${y0 - 44} Z`,
      fill: i % 2 === 0 ? '#f4f1ea' : '#c0392b',
    });
  }
  c.body += tag('rect', { x: lx - 15, y: base - 200, width: 30, height: 24, fill: lighten(accent, 0.6) });
  c.body += tag('path', {
    d: `M${lx - 20} ${base - 200} L${lx} ${base - 222} L${lx + 20} ${base - 200} Z`,
    fill: darken(deep, 0.4),
  });
  let waves = '';
  for (let i = 0; i < 26; i++) {
    const y = horizon + 14 + (i % 13) * 14 + rng.int(0, 6);
    const x = rng.int(0, W);
    waves += `M${x} ${y}q12 -6 24 0q12 6 24 0`;
  }
  c.body += tag('path', {
    d: waves,
    stroke: lighten(bg2, 0.5),
    'stroke-width': 2,
    fill: 'none',
    opacity: 0.5,
  });
}

function underwater(c: Canvas, rng: Rng, p: Palette): void {
  const [bg1, , mid, deep, accent] = p.colors;
  sky(c, mix(mid, bg1, 0.35), darken(deep, 0.45));
  for (let i = 0; i < 5; i++) {
    const x = rng.int(60, 740);
    c.body += tag('path', {
      d: `M${x - 20} 0 L${x + 20} 0 L${x + 140} ${H} L${x + 40} ${H} Z`,
      fill: '#ffffff',
      opacity: 0.07,
    });
  }
  // The whale: a long body, a fluke, and a pale belly, gliding down.
  const x = rng.int(300, 420);
  const y = rng.int(230, 290);
  const body = darken(deep, 0.25);
  c.body += tag(
    'g',
    { transform: `rotate(8 ${x} ${y})` },
    tag('path', {
      d: `M${x - 240} ${y} C${x - 220} ${y - 70} ${x + 60} ${y - 80} ${x + 200} ${y - 20} L${x + 300} ${y - 60} L${x + 280} ${y} L${x + 300} ${y + 50} L${x + 200} ${y + 12} C${x + 60} ${y + 60} ${x - 200} ${y + 60} ${x - 240} ${y} Z`,
      fill: body,
    }) +
      tag('path', {
        d: `M${x - 220} ${y + 14} C${x - 120} ${y + 50} ${x} ${y + 46} ${x + 80} ${y + 30}`,
        stroke: lighten(mid, 0.3),
        'stroke-width': 6,
        fill: 'none',
        opacity: 0.6,
      }) +
      tag('path', { d: `M${x - 80} ${y + 28} l-40 50 l70 -40 Z`, fill: body }) +
      tag('circle', { cx: x - 190, cy: y - 6, r: 4, fill: lighten(accent, 0.6) }),
  );
  for (let i = 0; i < 24; i++)
    c.body += tag('circle', {
      cx: rng.int(0, W),
      cy: rng.int(0, H * 0.8),
      r: rng.int(2, 6),
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 1.2,
      opacity: 0.35,
    });
  const floor: [number, number][] = [];
  for (let k = 0; k <= 10; k++) floor.push([k * 80, H - 50 - rng.int(0, 40)]);
  c.body += tag('path', { d: ridge(floor, H), fill: darken(deep, 0.55) });
  for (let i = 0; i < 6; i++) {
    const cx = rng.int(20, W - 20);
    c.body += tag('path', {
      d: `M${cx} ${H - 30} q-10 -40 -2 -80 M${cx} ${H - 60} q14 -20 10 -50 M${cx} ${H - 40} q-24 -10 -30 -40`,
      stroke: mix(accent, mid, 0.3),
      'stroke-width': 5,
      fill: 'none',
      'stroke-linecap': 'round',
      opacity: 0.8,
    });
  }
}

/** A building's lit windows, as one path a colour (a city has thousands). */
function windows(x: number, y: number, w: number, h: number, rng: Rng, lit: readonly string[]): string {
  const paths = lit.map(() => '');
  for (let wy = y + 10; wy < y + h - 12; wy += 16)
    for (let wx = x + 6; wx < x + w - 10; wx += 12)
      if (rng.chance(0.4)) {
        const k = rng.int(0, lit.length - 1);
        paths[k] += `M${wx} ${wy}h6v8h-6z`;
      }
  return paths.map((d, k) => (d ? tag('path', { d, fill: lit[k]!, opacity: 0.85 }) : '')).join('');
}

function city(c: Canvas, rng: Rng, p: Palette, s: ArtSubject): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  sky(c, darken(bg2, 0.1), mix(bg1, mid, 0.35));
  stars(c, rng, 30, H * 0.3);
  const lit = [accent, lighten(mid, 0.4), '#ffd98a'];
  for (let layer = 0; layer < 2; layer++) {
    let x = -20;
    const color = layer === 0 ? mix(bg1, deep, 0.35) : darken(bg2, 0.35);
    while (x < W) {
      const w = rng.int(50, 110);
      const h = layer === 0 ? rng.int(200, 380) : rng.int(120, 300);
      const y = H * 0.82 - h;
      c.body += tag('rect', { x, y, width: w, height: h, fill: color });
      if (layer === 1 || rng.chance(0.5)) c.body += windows(x, y, w, h, rng, lit);
      if (layer === 0 && rng.chance(0.3))
        c.body += tag('rect', { x: x + w / 2 - 2, y: y - 40, width: 4, height: 40, fill: color });
      x += w + rng.int(2, 14);
    }
  }
  if (has(s, 'neon')) {
    c.defs +=
      '<filter id="neon" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="4"/></filter>';
    for (let i = 0; i < 5; i++) {
      const x = rng.int(40, 680);
      const y = rng.int(200, 420);
      const w = rng.int(60, 120);
      const hue = rng.pick([mid, accent, '#00e5ff', '#ff4ecd']);
      const rect = { x, y, width: w, height: 26, rx: 8, fill: 'none', stroke: hue, 'stroke-width': 4 };
      c.body += tag('rect', { ...rect, filter: 'url(#neon)' }) + tag('rect', rect);
    }
  }
  // The street, wet and shining.
  c.body += tag('rect', { y: H * 0.82, width: W, height: H * 0.18, fill: darken(bg2, 0.5) });
  for (let i = 0; i < 14; i++) {
    const x = rng.int(0, W);
    c.body += tag('rect', {
      x,
      y: H * 0.83,
      width: rng.int(4, 12),
      height: rng.int(30, 90),
      fill: rng.pick(lit),
      opacity: 0.25,
    });
  }
  if (has(s, 'store')) {
    // A corner shop, lit, its awning striped, someone at the door under an umbrella.
    const x = rng.int(260, 420);
    const y = H * 0.82;
    c.body += tag('rect', { x, y: y - 170, width: 260, height: 170, fill: darken(deep, 0.2) });
    c.body += tag('rect', { x: x + 14, y: y - 130, width: 232, height: 118, fill: '#fff6d8' });
    c.body += tag('rect', { x: x + 14, y: y - 130, width: 232, height: 118, fill: accent, opacity: 0.25 });
    for (let k = 0; k < 8; k++)
      c.body += tag('rect', {
        x: x + k * 32.5,
        y: y - 170,
        width: 16,
        height: 26,
        fill: k % 2 ? '#f4f1ea' : mid,
      });
    for (let k = 0; k < 3; k++)
      c.body += tag('rect', {
        x: x + 30 + k * 70,
        y: y - 110,
        width: 50,
        height: 80,
        fill: darken(mid, 0.2),
        opacity: 0.35,
      });
    c.body += tag('rect', { x, y, width: 260, height: 60, fill: '#fff6d8', opacity: 0.18 });
    const px = x - 40;
    c.body += tag('path', { d: `M${px - 34} ${y - 92} Q${px} ${y - 130} ${px + 34} ${y - 92} Z`, fill: mid });
    c.body += tag('rect', { x: px - 8, y: y - 88, width: 16, height: 70, rx: 6, fill: darken(deep, 0.5) });
    c.body += tag('circle', { cx: px, cy: y - 96, r: 9, fill: darken(deep, 0.5) });
  }
  if (has(s, 'rain')) rain(c, rng, lighten(bg1, 0.5), 120);
}

function nightSky(c: Canvas, rng: Rng, p: Palette): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  sky(c, darken(bg2, 0.3), mix(bg1, mid, 0.3));
  c.defs +=
    '<filter id="haze" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="24"/></filter>';
  c.body += tag('ellipse', {
    cx: 400,
    cy: 200,
    rx: 520,
    ry: 60,
    fill: lighten(accent, 0.4),
    opacity: 0.35,
    filter: 'url(#haze)',
    transform: 'rotate(-18 400 200)',
  });
  stars(c, rng, 160, H * 0.7);
  const hills: [number, number][] = [];
  for (let k = 0; k <= 8; k++) hills.push([k * 100 - 20, H * 0.66 - rng.int(0, 60)]);
  c.body += tag('path', { d: ridge(hills, H), fill: darken(deep, 0.4) });
  // A train on a viaduct, its windows lit.
  const y = H * 0.7;
  c.body += tag('rect', { y, width: W, height: 10, fill: darken(bg2, 0.5) });
  for (let x = 30; x < W; x += 90)
    c.body += tag('path', {
      d: `M${x} ${H} L${x} ${y + 40} Q${x + 45} ${y + 4} ${x + 90} ${y + 40} L${x + 90} ${H}`,
      fill: 'none',
      stroke: darken(bg2, 0.5),
      'stroke-width': 10,
    });
  const start = rng.int(60, 200);
  for (let k = 0; k < 5; k++) {
    const x = start + k * 104;
    c.body += tag('rect', {
      x,
      y: y - 46,
      width: 98,
      height: 44,
      rx: k === 0 ? 18 : 5,
      fill: darken(deep, 0.2),
    });
    for (let wx = x + 10; wx < x + 88; wx += 20)
      c.body += tag('rect', {
        x: wx,
        y: y - 36,
        width: 12,
        height: 14,
        fill: lighten(accent, 0.5),
        opacity: 0.95,
      });
  }
  c.body += tag('circle', { cx: start + 12, cy: y - 20, r: 6, fill: '#fff6d8' });
}

function dunes(c: Canvas, rng: Rng, p: Palette): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  sky(c, lighten(bg1, 0.1), bg2);
  sun(c, rng.int(480, 660), rng.int(120, 180), 70, mix('#ffd27a', accent, 0.2));
  let camelsOn: [number, number][] = [];
  for (let i = 0; i < 4; i++) {
    const base = H * (0.55 + i * 0.13);
    const pts: [number, number][] = [];
    const phase = rng.next() * Math.PI * 2;
    for (let x = -40; x <= W + 40; x += 40) pts.push([x, base + Math.sin(x * 0.008 + phase) * (36 - i * 5)]);
    c.body += tag('path', { d: ridge(pts, H), fill: mix(mix(bg2, mid, 0.45), deep, i * 0.2) });
    if (i === 1) camelsOn = pts;
  }
  // A caravan along the second dune's crest.
  const color = darken(deep, 0.45);
  for (let k = 0; k < 5; k++) {
    const x = 150 + k * 90 + rng.int(-10, 10);
    const at = camelsOn.reduce((a, b) => (Math.abs(b[0] - x) < Math.abs(a[0] - x) ? b : a));
    const y = at[1] - 2;
    c.body +=
      tag('path', {
        d: `M${x - 26} ${y - 34} Q${x - 20} ${y - 56} ${x - 8} ${y - 44} Q${x} ${y - 60} ${x + 10} ${y - 44} Q${x + 18} ${y - 44} ${x + 24} ${y - 54} L${x + 34} ${y - 58} L${x + 36} ${y - 52} L${x + 28} ${y - 48} Q${x + 26} ${y - 34} ${x + 18} ${y - 30} L${x - 22} ${y - 30} Z`,
        fill: color,
      }) +
      [-18, -10, 8, 16]
        .map((dx) => tag('rect', { x: x + dx, y: y - 32, width: 4, height: 32, fill: color }))
        .join('') +
      (k % 2 === 0
        ? tag('path', { d: `M${x - 6} ${y - 56} L${x} ${y - 76} L${x + 6} ${y - 56} Z`, fill: color }) +
          tag('circle', { cx: x, cy: y - 80, r: 5, fill: color })
        : '');
  }
}

function fields(c: Canvas, rng: Rng, p: Palette, s: ArtSubject): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  const snow = has(s, 'snow');
  sky(c, snow ? '#dfe7ef' : lighten(bg1, 0.2), snow ? '#f4f7fa' : bg2);
  if (!snow) sun(c, rng.int(120, 680), rng.int(80, 150), 46, mix('#ffd27a', accent, 0.3));
  for (let i = 0; i < 4; i++) {
    const base = H * (0.52 + i * 0.13);
    const pts: [number, number][] = [];
    const phase = rng.next() * Math.PI * 2;
    for (let x = -40; x <= W + 40; x += 40) pts.push([x, base + Math.sin(x * 0.006 + phase) * 22]);
    const fill = snow ? mix('#ffffff', '#c9d6e3', i * 0.15) : mix(mix(bg2, mid, 0.6), deep, i * 0.18);
    c.body += tag('path', { d: ridge(pts, H), fill });
    if (!snow && i >= 1) {
      // Furrows: the rows of a field.
      let d = '';
      for (let r = 1; r < 5; r++)
        d += `M-40 ${r1(base + r * 16)} Q400 ${r1(base + r * 16 - 24)} 840 ${r1(base + r * 16)}`;
      c.body += tag('path', { d, stroke: lighten(fill, 0.2), 'stroke-width': 3, fill: 'none', opacity: 0.6 });
    }
  }
  if (has(s, 'trees'))
    for (let k = 0; k < 6; k++) {
      const x = rng.int(40, 760);
      const y = H * 0.58 + rng.int(0, 50);
      c.body += tag('rect', { x: x - 3, y: y - 10, width: 6, height: 22, fill: darken(deep, 0.3) });
      c.body += tag('circle', { cx: x, cy: y - 24, r: rng.int(16, 24), fill: mix(mid, deep, 0.3) });
    }
  if (has(s, 'houses'))
    for (let k = 0; k < 4; k++) {
      const x = 120 + k * 160 + rng.int(-20, 20);
      const y = H * 0.66 + rng.int(0, 30);
      c.body += tag('rect', { x: x - 40, y: y - 40, width: 80, height: 40, fill: mix('#8c6e4b', deep, 0.2) });
      c.body += tag('path', {
        d: `M${x - 52} ${y - 38} L${x} ${y - 76} L${x + 52} ${y - 38} Z`,
        fill: '#ffffff',
      });
      c.body += tag('rect', { x: x - 10, y: y - 28, width: 16, height: 14, fill: '#ffd98a' });
      c.body += tag('rect', { x: x + 18, y: y - 86, width: 10, height: 26, fill: mix('#8c6e4b', deep, 0.3) });
    }
  if (has(s, 'yurt')) {
    const x = rng.int(480, 640);
    const y = H * 0.68;
    c.body += tag('path', {
      d: `M${x - 60} ${y} L${x - 60} ${y - 40} Q${x} ${y - 96} ${x + 60} ${y - 40} L${x + 60} ${y} Z`,
      fill: '#f4f1ea',
    });
    c.body += tag('path', {
      d: `M${x - 60} ${y - 40} Q${x} ${y - 60} ${x + 60} ${y - 40}`,
      stroke: '#c0392b',
      'stroke-width': 5,
      fill: 'none',
    });
    c.body += tag('rect', { x: x - 12, y: y - 32, width: 24, height: 32, fill: '#c0392b' });
  }
  if (has(s, 'sheep'))
    for (let k = 0; k < 14; k++) {
      const x = rng.int(40, 760);
      const y = H * 0.74 + rng.int(0, 110);
      c.body += tag('ellipse', { cx: x, cy: y, rx: 14, ry: 9, fill: '#fbfaf6' });
      c.body += tag('circle', { cx: x + 13, cy: y - 4, r: 5, fill: '#3a2e22' });
    }
  if (snow)
    for (let k = 0; k < 90; k++)
      c.body += tag('circle', {
        cx: rng.int(0, W),
        cy: rng.int(0, H),
        r: rng.chance(0.2) ? 3 : 1.8,
        fill: '#ffffff',
        opacity: 0.9,
      });
}

function bamboo(c: Canvas, rng: Rng, p: Palette, s: ArtSubject): void {
  const [bg1, bg2, mid, deep] = p.colors;
  sky(c, lighten(bg1, 0.15), mix(bg2, bg1, 0.3));
  for (let layer = 0; layer < 3; layer++) {
    const color = mix(mix(bg2, mid, 0.4), deep, layer * 0.38);
    const width = 10 + layer * 7;
    for (let k = 0; k < 7 - layer; k++) {
      const x = rng.int(0, W);
      const lean = rng.int(-30, 30);
      c.body += tag('path', {
        d: `M${x} ${H + 10} L${x + lean} -10`,
        stroke: color,
        'stroke-width': width,
        fill: 'none',
      });
      for (let y = H - rng.int(40, 80); y > 0; y -= rng.int(70, 110)) {
        const nx = x + (lean * (H - y)) / H;
        c.body += tag('line', {
          x1: nx - width / 2 - 1,
          y1: y,
          x2: nx + width / 2 + 1,
          y2: y,
          stroke: darken(color, 0.25),
          'stroke-width': 2.5,
        });
        if (rng.chance(0.4)) {
          const side = rng.chance(0.5) ? 1 : -1;
          for (let l = 0; l < 3; l++)
            c.body += tag('ellipse', {
              cx: nx + side * (26 + l * 6),
              cy: y + l * 8,
              rx: 28,
              ry: 5,
              fill: color,
              transform: `rotate(${side * (20 + l * 14)} ${r1(nx + side * (26 + l * 6))} ${y + l * 8})`,
            });
        }
      }
    }
  }
  if (has(s, 'rain')) rain(c, rng, lighten(bg1, 0.3), 110);
}

function crane(x: number, y: number, s: number, flip: boolean, crown: string): string {
  const f = flip ? -1 : 1;
  return tag(
    'g',
    { transform: `translate(${r1(x)} ${r1(y)}) scale(${r1((f * s) / 40)} ${r1(s / 40)})` },
    tag('path', { d: 'M-30 0 Q0 -14 28 -4 Q10 8 -30 0 Z', fill: '#fbfaf6' }) +
      tag('path', { d: 'M24 -4 Q40 -20 56 -22', stroke: '#fbfaf6', 'stroke-width': 4, fill: 'none' }) +
      tag('path', { d: 'M56 -22 L70 -20', stroke: '#3a2e22', 'stroke-width': 3 }) +
      tag('circle', { cx: 55, cy: -24, r: 3, fill: crown }) +
      tag('path', { d: 'M-6 -4 Q-20 -46 -50 -52 Q-30 -28 -16 -2 Z', fill: '#fbfaf6' }) +
      tag('path', { d: 'M-50 -52 Q-42 -40 -36 -36 L-30 -40 Z', fill: '#1f1f1f' }) +
      tag('path', { d: 'M-28 2 L-58 14 M-26 0 L-56 8', stroke: '#3a2e22', 'stroke-width': 2 }),
  );
}

function pine(c: Canvas, rng: Rng, p: Palette, s: ArtSubject): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  sky(c, lighten(bg1, 0.25), bg2);
  sun(c, rng.int(480, 620), rng.int(130, 190), 64, accent);
  const far: [number, number][] = [];
  for (let k = 0; k <= 8; k++) far.push([k * 100 - 20, H * 0.72 - rng.int(0, 90)]);
  c.body += tag('path', { d: ridge(far, H), fill: mix(bg2, mid, 0.3), opacity: 0.6 });
  // An old pine leaning in from the left: a twisting trunk, branches, flat clouds of needles.
  const trunk = darken(deep, 0.15);
  c.body += tag('path', {
    d: 'M60 620 C90 480 40 380 130 300 C200 240 260 250 320 200',
    stroke: trunk,
    'stroke-width': 26,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  c.body += tag('path', {
    d: 'M150 290 C230 300 300 320 380 300 M120 360 C60 330 30 300 0 300',
    stroke: trunk,
    'stroke-width': 12,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  for (const [x, y, w] of [
    [320, 190, 130],
    [390, 290, 110],
    [170, 250, 100],
    [30, 290, 90],
  ] as const) {
    c.body += tag('ellipse', { cx: x, cy: y, rx: w, ry: w * 0.24, fill: mix(mid, deep, 0.55) });
    c.body += tag('ellipse', { cx: x + 8, cy: y - 10, rx: w * 0.8, ry: w * 0.16, fill: mix(mid, deep, 0.3) });
  }
  if (has(s, 'cranes')) {
    c.body += crane(560, 330, 70, false, '#c0392b');
    c.body += crane(660, 250, 46, false, '#c0392b');
  }
}

function koiFish(x: number, y: number, s: number, angle: number, body: string, spot: string): string {
  return tag(
    'g',
    { transform: `translate(${x} ${y}) rotate(${angle}) scale(${r1(s / 40)})` },
    tag('path', { d: 'M-40 0 Q-10 -18 30 -6 Q44 0 30 6 Q-10 18 -40 0 Z', fill: body }) +
      tag('path', { d: 'M-38 0 L-62 -16 Q-54 0 -62 16 Z', fill: body, opacity: 0.85 }) +
      tag('path', { d: 'M-4 -12 L-16 -24 L4 -12 Z M-4 12 L-16 24 L4 12 Z', fill: body, opacity: 0.8 }) +
      tag('ellipse', { cx: 4, cy: -3, rx: 12, ry: 6, fill: spot }) +
      tag('ellipse', { cx: -20, cy: 2, rx: 8, ry: 5, fill: spot }),
  );
}

function pond(c: Canvas, rng: Rng, p: Palette): void {
  const [, , mid, deep] = p.colors;
  c.defs += radial('pool', [
    [0, '#3f8f8a'],
    [1, '#123b3f'],
  ]);
  c.body += tag('rect', { width: W, height: H, fill: 'url(#pool)' });
  for (let i = 0; i < 7; i++) {
    const x = rng.int(0, W);
    const y = rng.int(0, H);
    for (let r = 20; r < 80; r += 22)
      c.body += tag('ellipse', {
        cx: x,
        cy: y,
        rx: r,
        ry: r * 0.8,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 1.2,
        opacity: 0.18,
      });
  }
  for (let i = 0; i < 6; i++) {
    const x = rng.int(40, 760);
    const y = rng.int(40, 560);
    const r = rng.int(30, 56);
    c.body += tag('path', {
      d: `M${x} ${y} L${x + r} ${y - r * 0.25} A${r} ${r} 0 1 1 ${x + r * 0.6} ${y - r * 0.8} Z`,
      fill: '#5f9e4f',
    });
  }
  const colours: [string, string][] = [
    [mid, '#fbfaf6'],
    ['#fbfaf6', mid],
    [lighten(mid, 0.2), darken(deep, 0.1)],
  ];
  for (let i = 0; i < 5; i++) {
    const [body, spot] = rng.pick(colours);
    c.body += koiFish(rng.int(120, 680), rng.int(100, 500), rng.int(50, 80), rng.int(0, 360), body, spot);
  }
}

export function artScene(rng: Rng, p: Palette, s: ArtSubject): string {
  const c: Canvas = { defs: '', body: '' };
  switch (s.scene) {
    case 'mountains':
      mountains(c, rng, p, s);
      break;
    case 'sea':
      sea(c, rng, p);
      break;
    case 'underwater':
      underwater(c, rng, p);
      break;
    case 'city':
      city(c, rng, p, s);
      break;
    case 'night-sky':
      nightSky(c, rng, p);
      break;
    case 'dunes':
      dunes(c, rng, p);
      break;
    case 'fields':
      fields(c, rng, p, s);
      break;
    case 'bamboo':
      bamboo(c, rng, p, s);
      break;
    case 'pine':
      pine(c, rng, p, s);
      break;
    case 'pond':
      pond(c, rng, p);
      break;
  }
  return doc(W, H, c.defs, `<g data-subject="${s.key}">${c.body}</g>`);
}

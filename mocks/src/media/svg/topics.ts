/**
 * Blog covers that say their topic (catalog.ts BLOG_SUBJECTS): flat poster blocks in the subject's
 * palette behind one motif — colour cards, material balls, a lit product, a wireframe, a bouncing
 * ball, a tablet and pen, coins and a chart, a portfolio, server racks, a checklist, a clock, code,
 * or a catalog object drawn as its model's cover draws it.
 */
import type { BlogSubject } from '../catalog.ts';
import type { Rng } from '../../store/prng.ts';
import { doc, linear, r1, radial, tag } from './kit.ts';
import { darken, lighten, luminance, mix, type Palette } from './palette.ts';
import { renderObject } from './render3d.ts';

const W = 800;
const H = 600;

interface Canvas {
  defs: string;
  body: string;
}

/** Bauhaus-like blocks: a quiet ground for the motif, in the same spirit as the old tile covers. */
function ground(c: Canvas, rng: Rng, p: Palette): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  c.body += tag('rect', { width: W, height: H, fill: bg1 });
  c.body += tag('rect', { x: 0, y: 0, width: 200, height: H, fill: bg2 });
  c.body += tag('circle', { cx: 100, cy: rng.int(120, 200), r: 70, fill: accent, opacity: 0.9 });
  c.body += tag('path', { d: `M0 ${H} L200 ${H - 200} L200 ${H} Z`, fill: deep, opacity: 0.85 });
  c.body += tag('rect', { x: 0, y: H - 40, width: W, height: 40, fill: mix(bg2, mid, 0.4), opacity: 0.6 });
}

/** Ink that reads on the palette's lightest tone. */
const ink = (p: Palette) =>
  luminance(p.colors[0]) > 0.5 ? darken(p.colors[3], 0.2) : lighten(p.colors[0], 0.85);

function swatches(c: Canvas, p: Palette): void {
  const colors = [...p.colors, mix(p.colors[2], p.colors[4], 0.5), darken(p.colors[2], 0.3)];
  colors.forEach((color, i) => {
    const a = -36 + i * 11;
    c.body += tag(
      'g',
      { transform: `rotate(${a} 480 520)` },
      tag('rect', {
        x: 430,
        y: 140,
        width: 100,
        height: 360,
        rx: 12,
        fill: '#fbfaf6',
        stroke: darken(color, 0.3),
        'stroke-width': 2,
      }) +
        tag('rect', { x: 440, y: 150, width: 80, height: 250, rx: 6, fill: color }) +
        tag('rect', { x: 448, y: 420, width: 56, height: 10, rx: 5, fill: '#c9c2b4' }),
    );
  });
  c.body += tag('circle', { cx: 480, cy: 500, r: 10, fill: ink(p) });
}

function spheres(c: Canvas, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  const balls: [number, string, 'matte' | 'gloss' | 'metal'][] = [
    [320, mid, 'matte'],
    [480, accent, 'gloss'],
    [640, mix(deep, '#c0c0c0', 0.5), 'metal'],
  ];
  c.body += tag('rect', { x: 220, y: 430, width: 540, height: 8, rx: 4, fill: darken(p.colors[1], 0.2) });
  balls.forEach(([x, color, kind], i) => {
    const id = `ball${i}`;
    c.defs += radial(
      id,
      kind === 'metal'
        ? [
            [0, '#ffffff'],
            [0.25, lighten(color, 0.5)],
            [0.6, darken(color, 0.35)],
            [0.85, lighten(color, 0.2)],
            [1, darken(color, 0.6)],
          ]
        : [
            [0, lighten(color, kind === 'gloss' ? 0.7 : 0.35)],
            [kind === 'gloss' ? 0.2 : 0.5, color],
            [1, darken(color, 0.5)],
          ],
      'cx="0.35" cy="0.32" r="0.8"',
    );
    c.body += tag('ellipse', { cx: x, cy: 432, rx: 62, ry: 10, fill: '#000', opacity: 0.25 });
    c.body += tag('circle', { cx: x, cy: 362, r: 68, fill: `url(#${id})` });
    if (kind === 'gloss')
      c.body += tag('ellipse', { cx: x - 24, cy: 332, rx: 16, ry: 9, fill: '#fff', opacity: 0.85 });
  });
}

function lights(c: Canvas, p: Palette): void {
  const [bg1, , mid, deep, accent] = p.colors;
  const beam = (x: number, y: number, tx: number, ty: number, w: number) =>
    tag('path', {
      d: `M${x - w} ${y} L${x + w} ${y} L${tx + 70} ${ty} L${tx - 70} ${ty} Z`,
      fill: lighten(accent, 0.5),
      opacity: 0.22,
    });
  c.body += beam(300, 150, 500, 380, 40) + beam(700, 170, 520, 380, 34) + beam(520, 70, 510, 360, 30);
  for (const [x, y, a] of [
    [300, 150, 30],
    [700, 170, -30],
    [520, 70, 0],
  ] as const)
    c.body += tag(
      'g',
      { transform: `rotate(${a} ${x} ${y})` },
      tag('rect', { x: x - 50, y: y - 24, width: 100, height: 34, rx: 6, fill: darken(deep, 0.2) }) +
        tag('rect', { x: x - 42, y: y + 4, width: 84, height: 8, rx: 3, fill: '#fffbe8' }),
    );
  c.defs += linear(
    'product',
    [
      [0, lighten(mid, 0.3)],
      [0.5, mid],
      [1, darken(mid, 0.4)],
    ],
    'x1="0" y1="0" x2="1" y2="0"',
  );
  c.body += tag('ellipse', { cx: 510, cy: 470, rx: 120, ry: 16, fill: '#000', opacity: 0.25 });
  c.body += tag('rect', { x: 450, y: 300, width: 120, height: 170, rx: 26, fill: 'url(#product)' });
  c.body += tag('rect', { x: 486, y: 276, width: 48, height: 30, rx: 6, fill: darken(mid, 0.3) });
  c.body += tag('rect', { x: 470, y: 320, width: 10, height: 120, rx: 5, fill: bg1, opacity: 0.5 });
}

function wireframe(c: Canvas, p: Palette): void {
  const color = ink(p);
  const [cx, cy, r] = [500, 300, 190];
  let d = '';
  for (let k = 1; k < 8; k++) {
    const y = cy - r + (2 * r * k) / 8;
    const w = Math.sqrt(r * r - (y - cy) ** 2);
    d += `M${r1(cx - w)} ${r1(y)} A${r1(w)} ${r1(w * 0.28)} 0 0 0 ${r1(cx + w)} ${r1(y)}`;
  }
  for (let k = 0; k < 8; k++) {
    const rx = Math.abs(Math.cos((k / 8) * Math.PI)) * r;
    d += `M${cx} ${cy - r} A${r1(rx)} ${r} 0 0 ${k < 4 ? 1 : 0} ${cx} ${cy + r}`;
  }
  c.body += tag('circle', { cx, cy, r, fill: mix(p.colors[1], p.colors[2], 0.25), opacity: 0.5 });
  c.body += tag('path', { d, stroke: color, 'stroke-width': 2.2, fill: 'none', opacity: 0.9 });
  c.body += tag('circle', { cx, cy, r, fill: 'none', stroke: color, 'stroke-width': 3 });
  for (const [x, y] of [
    [cx - 120, cy - 60],
    [cx + 40, cy - 150],
    [cx + 130, cy + 40],
    [cx - 20, cy + 110],
  ])
    c.body += tag('circle', { cx: x!, cy: y!, r: 7, fill: p.colors[4], stroke: color, 'stroke-width': 2 });
}

function bounce(c: Canvas, rng: Rng, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  const ground = 470;
  c.body += tag('line', { x1: 240, y1: ground, x2: 780, y2: ground, stroke: deep, 'stroke-width': 4 });
  const steps = 9;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = 270 + t * 470;
    const phase = (t * 2) % 1;
    const y = ground - 300 * (1 - t * 0.35) * 4 * phase * (1 - phase);
    const squash = ground - y < 10 ? 0.75 : 1;
    const r = 30;
    c.body += tag('ellipse', {
      cx: x,
      cy: y - r * squash,
      rx: r / squash,
      ry: r * squash,
      fill: i === steps ? accent : mid,
      opacity: i === steps ? 1 : 0.15 + 0.5 * t,
    });
  }
  for (let k = 0; k < 12; k++)
    c.body += tag('line', {
      x1: 270 + k * 42,
      y1: 520,
      x2: 270 + k * 42,
      y2: k % 3 === 0 ? 544 : 534,
      stroke: deep,
      'stroke-width': 3,
    });
  void rng;
}

function pen(c: Canvas, p: Palette): void {
  const [bg1, , mid, deep, accent] = p.colors;
  c.body += tag(
    'g',
    { transform: 'rotate(-8 500 300)' },
    tag('rect', { x: 270, y: 130, width: 460, height: 330, rx: 28, fill: darken(deep, 0.35) }) +
      tag('rect', { x: 296, y: 156, width: 408, height: 278, rx: 10, fill: lighten(bg1, 0.4) }) +
      tag('path', {
        d: 'M330 380 C390 220 450 420 520 280 S640 200 670 250',
        stroke: mid,
        'stroke-width': 10,
        fill: 'none',
        'stroke-linecap': 'round',
      }) +
      tag('path', {
        d: 'M340 250 C380 200 420 230 450 200',
        stroke: accent,
        'stroke-width': 6,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
  );
  c.body += tag(
    'g',
    { transform: 'rotate(38 660 300)' },
    tag('rect', { x: 646, y: 120, width: 28, height: 300, rx: 14, fill: lighten(deep, 0.1) }) +
      tag('path', { d: 'M646 416 L660 466 L674 416 Z', fill: '#e8e2d6' }) +
      tag('rect', { x: 646, y: 180, width: 28, height: 22, fill: accent }),
  );
}

function coins(c: Canvas, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  const gold = mix(accent, '#e0b24a', 0.6);
  for (const [x, n] of [
    [330, 4],
    [430, 7],
  ] as const)
    for (let i = 0; i < n; i++) {
      const y = 470 - i * 22;
      c.body += tag('rect', { x: x - 56, y: y - 12, width: 112, height: 22, fill: darken(gold, 0.25) });
      c.body += tag('ellipse', { cx: x, cy: y + 10, rx: 56, ry: 14, fill: darken(gold, 0.25) });
      c.body += tag('ellipse', { cx: x, cy: y - 12, rx: 56, ry: 14, fill: gold });
    }
  [120, 180, 250, 330].forEach(
    (h, i) =>
      (c.body += tag('rect', {
        x: 540 + i * 54,
        y: 480 - h,
        width: 38,
        height: h,
        rx: 4,
        fill: i === 3 ? accent : mid,
      })),
  );
  c.body += tag('path', {
    d: 'M520 330 L590 290 L650 240 L700 160 L760 120',
    stroke: deep,
    'stroke-width': 6,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  c.body += tag('path', { d: 'M735 110 L770 114 L756 146 Z', fill: deep });
}

function folio(c: Canvas, rng: Rng, p: Palette): void {
  const [bg1, bg2, mid, deep, accent] = p.colors;
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 3; col++) {
      const x = 260 + col * 170;
      const y = 130 + row * 190;
      const hue = rng.pick([mid, accent, deep, bg2]);
      c.body += tag('rect', { x: x - 6, y: y - 6, width: 152, height: 132, rx: 8, fill: '#fbfaf6' });
      c.body += tag('rect', { x, y, width: 140, height: 100, fill: mix(hue, bg1, 0.5) });
      c.body += tag('circle', { cx: x + 104, cy: y + 28, r: 14, fill: lighten(accent, 0.3) });
      c.body += tag('path', {
        d: `M${x} ${y + 100} L${x + 50} ${y + 40} L${x + 90} ${y + 80} L${x + 110} ${y + 60} L${x + 140} ${y + 100} Z`,
        fill: darken(hue, 0.2),
      });
      c.body += tag('rect', { x, y: y + 108, width: 80, height: 8, rx: 4, fill: '#c9c2b4' });
    }
  c.body += tag('circle', { cx: 700, cy: 128, r: 30, fill: accent, stroke: '#fbfaf6', 'stroke-width': 4 });
  c.body += tag('path', {
    d: 'M686 128 L697 140 L716 116',
    stroke: '#fbfaf6',
    'stroke-width': 6,
    fill: 'none',
    'stroke-linecap': 'round',
  });
}

function servers(c: Canvas, rng: Rng, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  for (let k = 0; k < 3; k++) {
    const x = 280 + k * 160;
    c.body += tag('rect', { x, y: 150, width: 130, height: 330, rx: 8, fill: darken(deep, 0.3) });
    for (let u = 0; u < 8; u++) {
      const y = 166 + u * 38;
      c.body += tag('rect', { x: x + 10, y, width: 110, height: 30, rx: 3, fill: darken(deep, 0.1) });
      c.body += tag('circle', { cx: x + 24, cy: y + 15, r: 4, fill: rng.chance(0.7) ? '#3ddc84' : accent });
      c.body += tag('rect', { x: x + 40, y: y + 12, width: 66, height: 5, rx: 2, fill: mix(mid, deep, 0.4) });
    }
  }
  c.body += tag('path', {
    d: 'M470 120 a40 40 0 0 1 76 -20 a34 34 0 0 1 60 26 a28 28 0 0 1 -6 56 h-124 a32 32 0 0 1 -6 -62 Z',
    fill: lighten(mid, 0.4),
    opacity: 0.9,
  });
}

function checklist(c: Canvas, p: Palette): void {
  const [bg1, , mid, deep, accent] = p.colors;
  c.body += tag('path', {
    d: 'M320 90 L620 90 L690 160 L690 520 L320 520 Z',
    fill: lighten(bg1, 0.6),
    stroke: deep,
    'stroke-width': 3,
  });
  c.body += tag('path', { d: 'M620 90 L620 160 L690 160 Z', fill: mix(bg1, deep, 0.2) });
  for (let i = 0; i < 6; i++) {
    const y = 170 + i * 54;
    c.body += tag('rect', {
      x: 350,
      y,
      width: 30,
      height: 30,
      rx: 5,
      fill: 'none',
      stroke: deep,
      'stroke-width': 3,
    });
    if (i < 4)
      c.body += tag('path', {
        d: `M355 ${y + 15} L364 ${y + 25} L378 ${y + 4}`,
        stroke: mid,
        'stroke-width': 5,
        fill: 'none',
        'stroke-linecap': 'round',
      });
    c.body += tag('rect', {
      x: 400,
      y: y + 10,
      width: 180 + ((i * 37) % 70),
      height: 10,
      rx: 5,
      fill: mix(deep, bg1, 0.5),
    });
  }
  c.body += tag('circle', {
    cx: 640,
    cy: 470,
    r: 50,
    fill: 'none',
    stroke: accent,
    'stroke-width': 6,
    opacity: 0.9,
  });
  c.body += tag('circle', { cx: 640, cy: 470, r: 36, fill: accent, opacity: 0.25 });
}

function clock(c: Canvas, p: Palette): void {
  const [bg1, , mid, deep, accent] = p.colors;
  c.body += tag('rect', {
    x: 260,
    y: 110,
    width: 200,
    height: 230,
    rx: 12,
    fill: lighten(bg1, 0.5),
    stroke: deep,
    'stroke-width': 3,
  });
  c.body += tag('rect', { x: 260, y: 110, width: 200, height: 50, rx: 12, fill: accent });
  for (let r = 0; r < 4; r++)
    for (let col = 0; col < 5; col++)
      c.body += tag('rect', {
        x: 280 + col * 34,
        y: 180 + r * 36,
        width: 22,
        height: 22,
        rx: 4,
        fill: r === 1 && col === 2 ? mid : mix(deep, bg1, 0.75),
      });
  const [cx, cy, R] = [540, 340, 150];
  c.body += tag('circle', { cx, cy, r: R + 14, fill: deep });
  c.body += tag('circle', { cx, cy, r: R, fill: '#fbfaf6' });
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    c.body += tag('line', {
      x1: cx + Math.sin(a) * (R - 14),
      y1: cy - Math.cos(a) * (R - 14),
      x2: cx + Math.sin(a) * (R - (k % 3 === 0 ? 40 : 26)),
      y2: cy - Math.cos(a) * (R - (k % 3 === 0 ? 40 : 26)),
      stroke: deep,
      'stroke-width': k % 3 === 0 ? 7 : 4,
    });
  }
  c.body += tag('line', {
    x1: cx,
    y1: cy,
    x2: cx + 60,
    y2: cy - 50,
    stroke: deep,
    'stroke-width': 10,
    'stroke-linecap': 'round',
  });
  c.body += tag('line', {
    x1: cx,
    y1: cy,
    x2: cx - 20,
    y2: cy - 110,
    stroke: mid,
    'stroke-width': 6,
    'stroke-linecap': 'round',
  });
  c.body += tag('circle', { cx, cy, r: 10, fill: accent });
}

function code(c: Canvas, rng: Rng, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  c.body += tag('rect', { x: 250, y: 110, width: 500, height: 380, rx: 16, fill: darken(deep, 0.45) });
  c.body += tag('rect', { x: 250, y: 110, width: 500, height: 44, rx: 16, fill: darken(deep, 0.25) });
  ['#ff5f57', '#febc2e', '#28c840'].forEach(
    (fill, i) => (c.body += tag('circle', { cx: 280 + i * 24, cy: 132, r: 7, fill })),
  );
  const hues = [mid, accent, lighten(mid, 0.4), '#9bd7d1', '#f8f1ff'];
  for (let i = 0; i < 10; i++) {
    const indent = [0, 1, 2, 2, 1, 2, 3, 2, 1, 0][i]!;
    let x = 290 + indent * 28;
    for (let t = 0; t < rng.int(1, 3); t++) {
      const w = rng.int(40, 120);
      c.body += tag('rect', {
        x,
        y: 180 + i * 28,
        width: w,
        height: 12,
        rx: 6,
        fill: rng.pick(hues),
        opacity: 0.9,
      });
      x += w + 14;
    }
  }
  c.body += tag('path', {
    d: 'M600 380 L560 420 L600 460 M680 380 L720 420 L680 460 M650 370 L630 470',
    stroke: accent,
    'stroke-width': 10,
    fill: 'none',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

export function blogCover(rng: Rng, p: Palette, s: BlogSubject): string {
  const c: Canvas = { defs: '', body: '' };
  ground(c, rng, p);
  switch (s.motif) {
    case 'object': {
      c.body += tag('ellipse', { cx: 500, cy: 500, rx: 230, ry: 34, fill: darken(p.colors[1], 0.15) });
      const drawn = renderObject(s.object!, 'o', 500, 500, 380, 400);
      c.defs += drawn.defs;
      c.body += `<g data-object="${s.object}">${drawn.body}</g>`;
      break;
    }
    case 'swatches':
      swatches(c, p);
      break;
    case 'spheres':
      spheres(c, p);
      break;
    case 'lights':
      lights(c, p);
      break;
    case 'wireframe':
      wireframe(c, p);
      break;
    case 'bounce':
      bounce(c, rng, p);
      break;
    case 'pen':
      pen(c, p);
      break;
    case 'coins':
      coins(c, p);
      break;
    case 'folio':
      folio(c, rng, p);
      break;
    case 'servers':
      servers(c, rng, p);
      break;
    case 'checklist':
      checklist(c, p);
      break;
    case 'clock':
      clock(c, p);
      break;
    case 'code':
      code(c, rng, p);
      break;
  }
  return doc(W, H, c.defs, `<g data-subject="${s.key}">${c.body}</g>`);
}

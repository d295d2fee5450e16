/**
 * Goods pictures that show what is sold (catalog.ts GOODS_SUBJECTS), square like a shop's product
 * shots: a pack of the catalog's objects on a shelf, a figure on its base, a rigged character, a
 * turnaround sheet, a sticker sheet, keycap stickers, brushes and their strokes, a pixel sprite,
 * weapons, framed prints, a video player over its subject, or a blog cover's motif on a card.
 */
import { artSubject, type BlogMotif, type GoodsSubject, type ObjectKind } from '../catalog.ts';
import { createRng, hashString, type Rng } from '../../store/prng.ts';
import { doc, linear, r1, tag } from './kit.ts';
import { darken, lighten, luminance, mix, type Palette } from './palette.ts';
import { renderObject } from './render3d.ts';
import { artScene } from './scenes.ts';
import { blogCover } from './topics.ts';

const S = 600;

interface Canvas {
  defs: string;
  body: string;
}

/** A light studio sweep and a soft floor line: every product shot stands on it. */
function backdrop(c: Canvas, p: Palette): void {
  const [bg1, bg2, , , accent] = p.colors;
  const light = luminance(bg1) > 0.5;
  c.defs += linear('g-bg', [
    [0, light ? lighten(bg1, 0.35) : lighten(bg1, 0.15)],
    [1, light ? bg2 : darken(bg2, 0.1)],
  ]);
  c.body += tag('rect', { width: S, height: S, fill: 'url(#g-bg)' });
  c.body += tag('circle', { cx: S * 0.82, cy: S * 0.16, r: 60, fill: accent, opacity: 0.25 });
}

/** Another drawing (a whole SVG document) placed in a box, its ids kept apart from this one's. */
function nest(svg: string, prefix: string, x: number, y: number, w: number, h: number): string {
  const inner = svg
    .replace(/^<svg\b[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/\bid="([^"]+)"/g, (_m, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${prefix}${id})`);
  return `<svg x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;
}

function shadow(cx: number, cy: number, rx: number): string {
  return tag('ellipse', { cx, cy, rx, ry: Math.max(8, rx * 0.12), fill: '#000', opacity: 0.18 });
}

/** The pack's objects side by side on a shelf, the first one larger. */
function pack(c: Canvas, p: Palette, kinds: readonly ObjectKind[]): void {
  c.body += tag('rect', { x: 40, y: 440, width: S - 80, height: 18, rx: 6, fill: darken(p.colors[1], 0.25) });
  const slots = [
    { cx: 300, w: 230, h: 300 },
    { cx: 120, w: 150, h: 200 },
    { cx: 480, w: 150, h: 200 },
  ];
  kinds.slice(0, 3).forEach((kind, i) => {
    const s = slots[i]!;
    const drawn = renderObject(kind, `p${i}`, s.cx, 440, s.w, s.h);
    c.defs += drawn.defs;
    c.body += shadow(s.cx, 442, drawn.width * 0.45) + `<g data-object="${kind}">${drawn.body}</g>`;
  });
}

/** A figure on a round display base. */
function figure(c: Canvas, p: Palette): void {
  const [, , mid, deep] = p.colors;
  c.body += tag('ellipse', { cx: 300, cy: 490, rx: 150, ry: 34, fill: darken(deep, 0.2) });
  c.body += tag('rect', { x: 150, y: 456, width: 300, height: 34, fill: deep });
  c.body += tag('ellipse', { cx: 300, cy: 456, rx: 150, ry: 34, fill: lighten(mid, 0.2) });
  const drawn = renderObject('character', 'f', 300, 462, 260, 380);
  c.defs += drawn.defs;
  c.body += `<g data-object="character">${drawn.body}</g>`;
}

/** A character with its rig: joints and bones drawn over it, as a rigging tool shows them. */
function rig(c: Canvas, p: Palette): void {
  const drawn = renderObject('character', 'r', 300, 520, 300, 440);
  c.defs += drawn.defs;
  c.body += shadow(300, 522, 110) + `<g data-object="character" opacity="0.85">${drawn.body}</g>`;
  const accent = p.colors[4];
  const joints: [number, number][] = [
    [300, 150],
    [300, 250],
    [300, 350],
    [230, 270],
    [370, 270],
    [265, 440],
    [335, 440],
  ];
  const bones: [number, number][] = [
    [0, 1],
    [1, 2],
    [1, 3],
    [1, 4],
    [2, 5],
    [2, 6],
  ];
  for (const [a, b] of bones) {
    const [x1, y1] = joints[a]!;
    const [x2, y2] = joints[b]!;
    c.body += tag('line', { x1, y1, x2, y2, stroke: accent, 'stroke-width': 6, 'stroke-linecap': 'round' });
  }
  for (const [cx, cy] of joints)
    c.body += tag('circle', { cx, cy, r: 11, fill: '#fff', stroke: accent, 'stroke-width': 5 });
}

/** Front, side and back of one character on a grid sheet with guide lines. */
function turnaround(c: Canvas, p: Palette): void {
  const line = mix(p.colors[1], p.colors[3], 0.3);
  c.body += tag('rect', { x: 30, y: 60, width: 540, height: 470, rx: 8, fill: '#fbfbf8', stroke: line });
  for (let y = 100; y < 530; y += 40)
    c.body += tag('line', { x1: 30, y1: y, x2: 570, y2: y, stroke: line, opacity: 0.35 });
  [120, 300, 480].forEach((cx, i) => {
    const drawn = renderObject('character', `t${i}`, cx, 490, i === 1 ? 110 : 150, 380);
    c.defs += drawn.defs;
    c.body += `<g data-object="character">${drawn.body}</g>`;
  });
}

/** Die-cut stickers on a backing sheet: a heart, a star, a cat, a cloud, a circle, a speech bubble. */
function stickers(c: Canvas, p: Palette): void {
  const [, bg2, mid, deep, accent] = p.colors;
  c.body += tag('rect', {
    x: 70,
    y: 60,
    width: 460,
    height: 480,
    rx: 24,
    fill: '#fffdfb',
    stroke: darken(bg2, 0.15),
    transform: 'rotate(-4 300 300)',
  });
  const sticker = (d: string, fill: string, transform: string) =>
    tag(
      'g',
      { transform },
      tag('path', { d, fill: '#fff', stroke: '#fff', 'stroke-width': 18, 'stroke-linejoin': 'round' }) +
        tag('path', { d, fill, stroke: darken(fill, 0.25), 'stroke-width': 3, 'stroke-linejoin': 'round' }),
    );
  const heart = 'M0 30 C-60 -10 -30 -60 0 -30 C30 -60 60 -10 0 30 Z';
  const star = 'M0 -50 L14 -16 L50 -15 L22 8 L31 44 L0 24 L-31 44 L-22 8 L-50 -15 L-14 -16 Z';
  const cat = 'M-45 40 L-45 -20 L-30 -50 L-12 -28 L12 -28 L30 -50 L45 -20 L45 40 Z';
  const cloud =
    'M-55 25 C-75 25 -75 -10 -50 -10 C-50 -45 0 -50 5 -20 C20 -40 60 -30 55 0 C75 5 70 25 50 25 Z';
  const bubble =
    'M-55 -35 H55 Q65 -35 65 -25 V20 Q65 30 55 30 H-5 L-30 50 L-25 30 H-55 Q-65 30 -65 20 V-25 Q-65 -35 -55 -35 Z';
  c.body += sticker(heart, mid, 'translate(180 170) scale(1.3) rotate(-12)');
  c.body += sticker(star, accent, 'translate(400 170) scale(1.2) rotate(8)');
  c.body += sticker(cat, deep, 'translate(170 380) scale(1.1) rotate(6)');
  c.body += tag('circle', { cx: 155, cy: 372, r: 6, fill: '#fff' });
  c.body += tag('circle', { cx: 187, cy: 376, r: 6, fill: '#fff' });
  c.body += sticker(cloud, lighten(mid, 0.45), 'translate(410 360) scale(1.2) rotate(-6)');
  c.body += sticker(bubble, lighten(accent, 0.3), 'translate(300 470) scale(0.9) rotate(3)');
}

/** Keycap stickers of a modelling program's shortcuts (G, R, S, Tab, Ctrl, Z) on their sheet. */
function keycaps(c: Canvas, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  c.body += tag('rect', {
    x: 60,
    y: 80,
    width: 480,
    height: 440,
    rx: 20,
    fill: '#fdfdfb',
    stroke: mix(mid, '#fff', 0.5),
  });
  const keys = ['G', 'R', 'S', 'Tab', 'Ctrl', 'Z', 'E', 'I', 'F12'];
  keys.forEach((label, i) => {
    const x = 95 + (i % 3) * 140;
    const y = 115 + Math.floor(i / 3) * 135;
    const fill = i % 4 === 0 ? accent : i % 2 === 0 ? mid : deep;
    const text = luminance(fill) > 0.5 ? deep : '#ffffff';
    c.body += tag('rect', { x, y: y + 8, width: 120, height: 110, rx: 18, fill: darken(fill, 0.3) });
    c.body += tag('rect', { x, y, width: 120, height: 110, rx: 18, fill });
    c.body += tag(
      'text',
      {
        x: x + 60,
        y: y + 68,
        'text-anchor': 'middle',
        'font-family': 'sans-serif',
        'font-weight': 700,
        'font-size': label.length > 2 ? 30 : 44,
        fill: text,
      },
      label,
    );
  });
}

/** Brushes fanned out beside the strokes they make. */
function brushes(c: Canvas, rng: Rng, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  const colors = [mid, accent, deep, mix(mid, accent, 0.5)];
  colors.forEach((color, i) => {
    const y = 110 + i * 70;
    const w = 260 + rng.int(0, 60);
    c.body += tag('path', {
      d: `M60 ${y} C${60 + w * 0.3} ${y - 24} ${60 + w * 0.7} ${y + 24} ${60 + w} ${y}`,
      stroke: color,
      'stroke-width': 34 - i * 4,
      'stroke-linecap': 'round',
      fill: 'none',
      opacity: 0.9,
    });
  });
  [0, 1, 2].forEach((i) => {
    const angle = -58 + i * 14;
    c.body += tag(
      'g',
      { transform: `rotate(${angle} 430 520)` },
      tag('rect', { x: 418, y: 190, width: 24, height: 250, rx: 10, fill: i === 1 ? accent : deep }) +
        tag('rect', { x: 414, y: 160, width: 32, height: 44, rx: 4, fill: '#c9ccd1' }) +
        tag('path', { d: 'M416 162 Q430 90 444 162 Z', fill: darken(colors[i]!, 0.1) }),
    );
  });
}

/** A pixel-art character: a 12 × 14 sprite on its tile grid. */
function pixel(c: Canvas, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  const sprite = [
    '....hhhh....',
    '...hhhhhh...',
    '...ssssss...',
    '...sessse...',
    '...ssssss...',
    '....ssss....',
    '..bbbbbbbb..',
    '.sbbbbbbbbs.',
    '.s.bbbbbb.s.',
    '...bbbbbb...',
    '...ll..ll...',
    '...ll..ll...',
    '..ddd..ddd..',
    '............',
  ];
  const colors: Record<string, string> = {
    h: deep,
    s: '#f2c9a0',
    e: '#1b1b1b',
    b: accent,
    l: mid,
    d: darken(deep, 0.3),
  };
  const cell = 28;
  const x0 = 300 - (12 * cell) / 2;
  const y0 = 90;
  sprite.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      const fill = colors[ch];
      if (fill)
        c.body += tag('rect', { x: x0 + x * cell, y: y0 + y * cell, width: cell, height: cell, fill });
    }),
  );
  c.body += tag('rect', { x: 60, y: y0 + 13 * cell, width: 480, height: 20, fill: darken(mid, 0.2) });
}

/** A sword, a spear and an axe on a rack. */
function weapons(c: Canvas, p: Palette): void {
  const [, , mid, deep, accent] = p.colors;
  const steel = '#cfd6de';
  c.body += tag('rect', { x: 60, y: 120, width: 480, height: 18, rx: 6, fill: darken(mid, 0.3) });
  c.body += tag('rect', { x: 60, y: 470, width: 480, height: 18, rx: 6, fill: darken(mid, 0.3) });
  // Sword
  c.body += tag('path', {
    d: 'M170 90 L186 120 L186 400 L154 400 L154 120 Z',
    fill: steel,
    stroke: '#8d97a3',
    'stroke-width': 3,
  });
  c.body += tag('rect', { x: 120, y: 400, width: 100, height: 16, rx: 6, fill: accent });
  c.body += tag('rect', { x: 160, y: 416, width: 20, height: 80, rx: 6, fill: deep });
  c.body += tag('circle', { cx: 170, cy: 506, r: 14, fill: accent });
  // Spear
  c.body += tag('rect', { x: 292, y: 150, width: 16, height: 380, rx: 6, fill: darken(accent, 0.5) });
  c.body += tag('path', {
    d: 'M300 60 L326 150 L300 170 L274 150 Z',
    fill: steel,
    stroke: '#8d97a3',
    'stroke-width': 3,
  });
  c.body += tag('path', { d: 'M288 172 L312 172 L306 200 L294 200 Z', fill: '#c0392b' });
  // Axe
  c.body += tag('rect', { x: 422, y: 130, width: 16, height: 380, rx: 6, fill: darken(accent, 0.45) });
  c.body += tag('path', {
    d: 'M438 150 Q520 140 520 210 Q520 280 438 270 Z',
    fill: steel,
    stroke: '#8d97a3',
    'stroke-width': 3,
  });
}

/** Framed prints of artwork subjects on a wall: the middle one large. */
function prints(c: Canvas, p: Palette, art: readonly string[]): void {
  const frames = [
    { x: 190, y: 90, w: 220, h: 290 },
    { x: 50, y: 170, w: 120, h: 160 },
    { x: 430, y: 170, w: 120, h: 160 },
  ];
  art.slice(0, 3).forEach((key, i) => {
    const subject = artSubject(key);
    const f = frames[i]!;
    if (!subject) return;
    c.body += tag('rect', {
      x: f.x - 10,
      y: f.y - 10,
      width: f.w + 20,
      height: f.h + 20,
      fill: darken(p.colors[3], 0.1),
    });
    c.body += tag('rect', { x: f.x - 4, y: f.y - 4, width: f.w + 8, height: f.h + 8, fill: '#fbfaf6' });
    c.body += nest(artScene(createRng(hashString(`print:${key}`)), p, subject), `a${i}`, f.x, f.y, f.w, f.h);
  });
  c.body += tag('rect', { x: 0, y: 470, width: S, height: 130, fill: darken(p.colors[1], 0.1) });
}

/** A video player: the subject in its screen, a play button and a timeline with chapter marks. */
function video(c: Canvas, rng: Rng, p: Palette, look: { art?: string; blog?: BlogMotif }): void {
  const [, , , deep, accent] = p.colors;
  c.body += tag('rect', { x: 40, y: 110, width: 520, height: 380, rx: 18, fill: darken(deep, 0.35) });
  const screen = { x: 56, y: 126, w: 488, h: 300 };
  const subject = look.art ? artSubject(look.art) : null;
  const inner = subject
    ? artScene(rng, p, subject)
    : blogCover(rng, p, { key: 'screen', name: '', motif: look.blog ?? 'bounce', palette: p.name });
  c.body += nest(inner, 'v', screen.x, screen.y, screen.w, screen.h);
  c.body += tag('circle', { cx: 300, cy: 276, r: 44, fill: '#000', opacity: 0.45 });
  c.body += tag('path', { d: 'M286 252 L322 276 L286 300 Z', fill: '#fff' });
  c.body += tag('rect', { x: 70, y: 448, width: 460, height: 8, rx: 4, fill: '#ffffff', opacity: 0.3 });
  c.body += tag('rect', { x: 70, y: 448, width: 170, height: 8, rx: 4, fill: accent });
  for (let i = 1; i < 6; i++)
    c.body += tag('rect', { x: 70 + i * 76, y: 444, width: 3, height: 16, fill: '#fff', opacity: 0.6 });
}

/** A blog cover's motif (colour cards, material balls, lit product, portfolio) as the product card. */
function blogCard(c: Canvas, rng: Rng, p: Palette, s: GoodsSubject, motif: BlogMotif): void {
  c.body += nest(
    blogCover(rng, p, { key: s.key, name: s.title, motif, palette: p.name }),
    'b',
    0,
    75,
    S,
    450,
  );
}

export function goodsCover(rng: Rng, p: Palette, s: GoodsSubject): string {
  const c: Canvas = { defs: '', body: '' };
  backdrop(c, p);
  const look = s.look;
  switch (look.motif) {
    case 'pack':
      pack(c, p, look.objects);
      break;
    case 'blog':
      blogCard(c, rng, p, s, look.blog);
      break;
    case 'prints':
      prints(c, p, look.art);
      break;
    case 'video':
      video(c, rng, p, look);
      break;
    case 'figure':
      figure(c, p);
      break;
    case 'rig':
      rig(c, p);
      break;
    case 'turnaround':
      turnaround(c, p);
      break;
    case 'stickers':
      stickers(c, p);
      break;
    case 'keycaps':
      keycaps(c, p);
      break;
    case 'brushes':
      brushes(c, rng, p);
      break;
    case 'pixel':
      pixel(c, p);
      break;
    case 'weapons':
      weapons(c, p);
      break;
  }
  return doc(S, S, c.defs, `<g data-subject="${s.key}">${c.body}</g>`);
}

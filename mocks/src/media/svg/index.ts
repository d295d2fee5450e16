/**
 * Generated SVG media: a pure function of (kind, n), cached once made so a grid of covers costs one
 * generation per image per process.
 */
import { createRng, hashString } from '../../store/prng.ts';
import type { GenKind } from '../urls.ts';
import { PALETTES } from './palette.ts';
import { arches, landscape, motion, product, studio, tiles } from './covers.ts';
import { avatar, banner, logo } from './identity.ts';
import {
  animationSubject,
  artSubject,
  blogSubject,
  goodsSubject,
  isObjectKind,
  OBJECTS,
} from '../catalog.ts';
import { animationCover } from './animation.ts';
import { goodsCover } from './goods.ts';
import { objectCover } from './object-cover.ts';
import { artScene } from './scenes.ts';
import { blogCover } from './topics.ts';

const cache = new Map<string, string>();
const CACHE_LIMIT = 2_000;

function draw(kind: GenKind, n: number): string {
  const rng = createRng(hashString(`${kind}:${n}`));
  const palette = PALETTES[n % PALETTES.length]!;
  switch (kind) {
    case 'art':
      return rng.chance(0.7) ? landscape(rng, palette) : arches(rng, palette);
    case 'model':
      return studio(rng, palette);
    case 'animation':
      return motion(rng, palette);
    case 'blog':
      return tiles(rng, palette);
    case 'goods':
      return product(rng, palette);
    case 'avatar':
      return avatar(rng, palette);
    case 'logo':
      return logo(rng, palette);
    case 'banner':
      return banner(rng, palette);
  }
}

export function generateSvg(kind: GenKind, n: number): string {
  const key = `${kind}:${n}`;
  let svg = cache.get(key);
  if (svg === undefined) {
    svg = draw(kind, n);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, svg);
  }
  return svg;
}

const paletteNamed = (name: string) => PALETTES.find((p) => p.name === name) ?? PALETTES[0]!;

/** Art of one catalog subject (a model's object; an artwork's, a blog's, an animation's or a goods item's subject); null when unknown. */
function drawSubject(kind: GenKind, subject: string, n: number): string | null {
  const rng = createRng(hashString(`${kind}/${subject}:${n}`));
  if (kind === 'model' && isObjectKind(subject)) {
    const palettes = OBJECTS[subject].palettes;
    return objectCover(rng, paletteNamed(palettes[n % palettes.length]!), subject);
  }
  if (kind === 'art') {
    const s = artSubject(subject);
    return s && artScene(rng, paletteNamed(s.palettes[n % s.palettes.length]!), s);
  }
  if (kind === 'blog') {
    const s = blogSubject(subject);
    return s && blogCover(rng, paletteNamed(s.palette), s);
  }
  if (kind === 'goods') {
    const s = goodsSubject(subject);
    return s && goodsCover(rng, paletteNamed(s.palette), s);
  }
  if (kind === 'animation') {
    const s = animationSubject(subject);
    return s && animationCover(rng, paletteNamed(s.palettes[n % s.palettes.length]!), s);
  }
  return null;
}

export function generateSubjectSvg(kind: GenKind, subject: string, n: number): string | null {
  const key = `${kind}/${subject}:${n}`;
  let svg = cache.get(key);
  if (svg === undefined) {
    const drawn = drawSubject(kind, subject, n);
    if (drawn === null) return null;
    svg = drawn;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, svg);
  }
  return svg;
}

const encoder = new TextEncoder();

export function svgBytes(kind: GenKind, n: number): Uint8Array {
  return encoder.encode(generateSvg(kind, n));
}

export function subjectSvgBytes(kind: GenKind, subject: string, n: number): Uint8Array | null {
  const svg = generateSubjectSvg(kind, subject, n);
  return svg === null ? null : encoder.encode(svg);
}

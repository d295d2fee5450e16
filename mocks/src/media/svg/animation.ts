/**
 * An animation's cover (and so its video, which pans over the cover): what its title names
 * (catalog.ts ANIMATION_LOOKS), drawn as an artwork's scene, a model's object or a blog's motif.
 */
import type { AnimationSubject } from '../catalog.ts';
import type { Rng } from '../../store/prng.ts';
import { objectCover } from './object-cover.ts';
import type { Palette } from './palette.ts';
import { artScene } from './scenes.ts';
import { blogCover } from './topics.ts';

/** Marks a finished drawing with its subject (as the art and blog covers mark theirs). */
function marked(svg: string, key: string): string {
  return svg
    .replace('</defs>', () => `</defs><g data-subject="${key}">`)
    .replace(/<\/svg>$/, () => '</g></svg>');
}

export function animationCover(rng: Rng, p: Palette, s: AnimationSubject): string {
  const look = s.look;
  if ('scene' in look)
    return artScene(rng, p, { key: s.key, name: s.name, ...look, palettes: s.palettes, tags: [] });
  if ('object' in look) return marked(objectCover(rng, p, look.object), s.key);
  return blogCover(rng, p, { key: s.key, name: s.name, motif: look.blog, palette: p.name });
}

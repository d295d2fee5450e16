/** What an object builder returns: named parts, each one mesh with one PBR material. */
import type { Solid } from './solid.ts';

export interface Material {
  name: string;
  /** sRGB hex, as in the catalog (the cover uses the same colour). */
  color: string;
  metallic: number;
  roughness: number;
}

export interface ModelPart {
  /** The part's name; its node and mesh are called `<kind>/<name>`. */
  name: string;
  solids: Solid[];
  material: Material;
}

/** How finely curves are cut: the full file, or the lighter preview the viewer streams. */
export interface Detail {
  level: 'full' | 'preview';
  /** Segments around a curve at this level (`full` at full detail; never under 6 in preview). */
  seg(full: number): number;
  /** Subdivisions between a profile's control points (at least 1). */
  sub(full: number): number;
}

export const DETAIL: Record<Detail['level'], Detail> = {
  full: { level: 'full', seg: (n) => n, sub: (n) => n },
  preview: {
    level: 'preview',
    seg: (n) => Math.max(Math.min(n, 6), Math.round(n * 0.4)),
    sub: (n) => Math.max(1, Math.round(n * 0.4)),
  },
};

export const matte = (name: string, color: string, roughness = 0.8): Material => ({
  name,
  color,
  metallic: 0,
  roughness,
});

export const metal = (name: string, color: string, roughness = 0.35): Material => ({
  name,
  color,
  metallic: 1,
  roughness,
});

/** Every catalog object's builder: its parts and their PBR materials, at full or preview detail. */
import { OBJECTS, type ObjectKind } from '../catalog.ts';
import { cabin, pavilion } from './buildings.ts';
import { character } from './figure.ts';
import { chair, chest, table } from './furniture.ts';
import { robotArm, station } from './machines.ts';
import { cactus, island, stone, tree } from './nature.ts';
import { censer, knot, teabowl, vase } from './objets.ts';
import type { Detail, ModelPart } from './part.ts';

type Builder = (colors: (typeof OBJECTS)[ObjectKind]['colors'], detail: Detail) => ModelPart[];

const BUILDERS: Record<ObjectKind, Builder> = {
  vase,
  teabowl,
  censer,
  chair,
  table,
  'robot-arm': robotArm,
  pavilion,
  cabin,
  tree,
  cactus,
  character,
  knot,
  rock: stone,
  station,
  chest,
  island,
};

export function modelParts(kind: ObjectKind, detail: Detail): ModelPart[] {
  return BUILDERS[kind](OBJECTS[kind].colors, detail);
}

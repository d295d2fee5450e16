/** Where the spotlight and the card go for a target rectangle (viewport coordinates, pixels). */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  /** The highlighted area around the target. */
  spotlight: Box;
  /** CSS position of the card: top when below the target, bottom when above it. */
  card: { top?: number; bottom?: number; left: number; width: number };
  /** Where the card's arrow points, from the card's left edge. */
  arrowLeft: number;
  /** The card sits below the target, or above it when there is no room below. */
  side: 'below' | 'above';
}

const CARD_MAX_WIDTH = 340;
const EDGE = 12;
const GAP = 14;
const PAD = 6;
/** A safe guess of the card's height, to decide whether it fits below. */
const CARD_HEIGHT_GUESS = 220;

export function placeAround(target: Box, viewport: { width: number; height: number }): Placement {
  const spotlight = {
    top: target.top - PAD,
    left: target.left - PAD,
    width: target.width + PAD * 2,
    height: target.height + PAD * 2,
  };
  const width = Math.min(CARD_MAX_WIDTH, viewport.width - EDGE * 2);
  const centre = target.left + target.width / 2;
  const left = clamp(centre - width / 2, EDGE, viewport.width - width - EDGE);
  const below = spotlight.top + spotlight.height + GAP;
  const side =
    below + CARD_HEIGHT_GUESS <= viewport.height || spotlight.top < CARD_HEIGHT_GUESS ? 'below' : 'above';
  const card =
    side === 'below'
      ? { top: below, left, width }
      : { bottom: viewport.height - spotlight.top + GAP, left, width };
  return { spotlight, card, arrowLeft: clamp(centre - left, 20, width - 20), side };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

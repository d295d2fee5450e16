/**
 * The drawings of the site's icons, on a 24 × 24 grid (1.8 px strokes, round caps): the SPA's Icon
 * (web/src/components/Icon.tsx) and the first paint's frames (bff/src/first-paint/markup.ts) draw the
 * same glyphs from this one table.
 */
/** A round dot at (x, y), drawn as a tiny circle so the stroke gives it body at any size. */
export const dot = (x: number, y: number, r = 0.6) =>
  `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const ICON_PATHS = {
  /** Three sliders: the usual sign for filters (the works lists' 筛选 button). */
  filter: 'M4 7h10M18 7h2M4 17h4M12 17h8M14 5v4M8 15v4',
  'chevron-left': 'M15 18l-6-6 6-6',
  'chevron-right': 'M9 18l6-6-6-6',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-up': 'M6 15l6-6 6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  minus: 'M6 12h12',
  close: 'M6 6l12 12M18 6L6 18',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  /** A five-pointed star: a work's 收藏 (favourites). */
  star: 'M12 3.8l2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z',
  /** A speech bubble: comments. */
  bubble: 'M4.5 5.5h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4.5 3.5v-3.5h-1a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  inbox:
    'M3.5 13.5l2.8-7.2A2 2 0 0 1 8.2 5h7.6a2 2 0 0 1 1.9 1.3l2.8 7.2V18a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2v-4.5zM3.5 13.5H8l1.5 2.5h5L16 13.5h4.5',
  image: `M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18${dot(15.5, 9.5)}`,
  'image-off': 'M4 5h16v14H4zM4 4l16 16M9 13l-5 5M20 15l-3-3',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  more: dot(5, 12, 1) + dot(12, 12, 1) + dot(19, 12, 1),
  info: `M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5${dot(12, 7.8, 0.4)}`,
  alert: `M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7.5v5.5${dot(12, 16.4, 0.4)}`,
  plus: 'M12 5v14M5 12h14',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
  cart: `M3 4h2.5l2.2 10.5h10.1L20 7H6.6${dot(9.5, 19, 1)}${dot(16.5, 19, 1)}`,
  shop: 'M4 9.5V20h16V9.5M3 9.5 5 4h14l2 5.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM10 20v-5h4v5',
} as const;

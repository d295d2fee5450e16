/** Hand-picked palettes (light → dark, then an accent) and colour arithmetic for the generated art. */

export interface Palette {
  name: string;
  /** Two background tones, two body tones (mid, deep) and an accent. */
  colors: readonly [string, string, string, string, string];
}

export const PALETTES: readonly Palette[] = [
  { name: '朱砂', colors: ['#f6e3cf', '#e8a87c', '#c0392b', '#2c3e50', '#f4d35e'] },
  { name: '青瓷', colors: ['#e4eee9', '#a8cbbd', '#3f7f6e', '#1d3b36', '#f2c078'] },
  { name: '夜市', colors: ['#2a2d5a', '#1b1f3b', '#e94f64', '#f6c667', '#9bd7d1'] },
  { name: '暮色', colors: ['#fbe8d3', '#f7b2ad', '#9d6b93', '#3d3b63', '#ffd6a5'] },
  { name: '晴空', colors: ['#eaf3fb', '#a8c8e8', '#4a7fb5', '#1e3a5f', '#ffd166'] },
  { name: '深海', colors: ['#2c5364', '#0f2027', '#3fa7a3', '#ffb347', '#e0f7fa'] },
  { name: '宣纸', colors: ['#f4efe1', '#d9c8a9', '#8c6e4b', '#3a2e22', '#c8553d'] },
  { name: '霓虹', colors: ['#3b0f57', '#14061f', '#ff4ecd', '#00e5ff', '#f8f1ff'] },
  { name: '春野', colors: ['#eef6e6', '#bcd9a4', '#6b9a4f', '#2e4a23', '#f2c14e'] },
  { name: '橘子', colors: ['#fff4e0', '#ffcf8b', '#ff8c42', '#c44536', '#3a1f1d'] },
  { name: '藤紫', colors: ['#eee9f8', '#c3b6e6', '#7d6bc2', '#372c6a', '#ffb4a2'] },
  { name: '墨金', colors: ['#2b2b2b', '#101010', '#d4af37', '#8b1e1e', '#f5e6b3'] },
  { name: '石板', colors: ['#f0f4f8', '#c9d6e3', '#829ab1', '#243b53', '#f0b429'] },
  { name: '桃夭', colors: ['#fdeef0', '#f9c9d4', '#e26d8b', '#5b2a3c', '#88c9bf'] },
  { name: '戈壁', colors: ['#f7ead9', '#e3b98f', '#b5643c', '#4a2c21', '#6fa3b5'] },
  { name: '松烟', colors: ['#e9ecea', '#b7c2bd', '#5d6d66', '#1f2623', '#d9a441'] },
];

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex(r: number, g: number, b: number): string {
  const h = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Relative luminance (sRGB approximation), to pick ink that reads on a background. */
export function luminance(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

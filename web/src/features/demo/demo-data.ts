/**
 * Sample content for the gallery. Covers are small generated SVGs (data URIs), so the demo needs no
 * network and always shows pictures; their colours are artwork, not UI colours.
 */
import type { CardWork } from '../../components/Card.tsx';

const PALETTES = [
  ['#f4a261', '#e76f51', '#264653'],
  ['#8ecae6', '#219ebc', '#023047'],
  ['#ffd6a5', '#ffadad', '#6d597a'],
  ['#caffbf', '#52b788', '#1b4332'],
  ['#bdb2ff', '#7b6cf6', '#22223b'],
  ['#fde68a', '#f59e0b', '#7c2d12'],
  ['#a5f3fc', '#0ea5e9', '#0c4a6e'],
  ['#fecdd3', '#fb7185', '#4c0519'],
] as const;

/** A little abstract picture: a gradient sky, a sun and two hills, different for each seed. */
export function demoCover(seed: number, width = 400, height = 300): string {
  const [a, b, c] = PALETTES[seed % PALETTES.length]!;
  const sunX = (width * (0.2 + ((seed * 37) % 60) / 100)).toFixed(0);
  const sunY = (height * 0.32).toFixed(0);
  const r = (Math.min(width, height) * 0.13).toFixed(0);
  const h1 = Math.round(height * 0.62);
  const h2 = Math.round(height * 0.74);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/>` +
    `<stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${r}" fill="#fff" fill-opacity=".75"/>` +
    `<path d="M0 ${h1} Q${width * 0.3} ${height * 0.42} ${width * 0.62} ${h1} T${width} ${h1 - 10} V${height} H0Z" fill="${c}" fill-opacity=".55"/>` +
    `<path d="M0 ${h2} Q${width * 0.45} ${height * 0.58} ${width} ${h2} V${height} H0Z" fill="${c}"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const AUTHORS = [
  { nickname: '林间小鹿', avatar: null },
  { nickname: '阿树 Studio', avatar: null },
  { nickname: '青柠', avatar: null },
  { nickname: '墨白', avatar: null },
  { nickname: '北岛工作室', avatar: null },
  { nickname: 'Kiko', avatar: null },
];

const TITLES = [
  '赛博江南 · 雨夜街巷场景',
  '低多边形小狐狸角色模型',
  '《山海》原画设定集',
  '机械鲸鱼 — 十秒循环动画',
  'Blender 布料模拟入门笔记',
  '古风亭台楼阁建筑套件',
  '像素风咖啡馆插画',
  '宇航员头盔硬表面建模',
  '水墨风格角色行走循环',
  '从草图到成品：我的插画流程',
  '未来城市概念设计',
  '手办级女战士雕刻',
] as const;

const TYPES = [
  'model',
  'model',
  'art',
  'animation',
  'blog',
  'model',
  'art',
  'model',
  'animation',
  'blog',
  'art',
  'model',
] as const;
const PRICES = [
  '128.00',
  null,
  null,
  '36.50',
  null,
  '299.00',
  null,
  '1680.00',
  null,
  null,
  '45.00',
  '520.00',
];

export const DEMO_WORKS: CardWork[] = TITLES.map((title, i) => ({
  id: 1001 + i,
  type: TYPES[i]!,
  title,
  cover: demoCover(i),
  author: AUTHORS[i % AUTHORS.length]!,
  likes: [1234, 86, 15820, 402, 9, 27631, 730, 128400, 55, 3100, 990, 4210][i]!,
  views: [23456, 1290, 230400, 8800, 312, 410233, 12000, 2300000, 940, 45120, 18000, 66000][i]!,
  price: PRICES[i] ?? null,
}));

/** Art of many shapes for the masonry wall: [width, height]. */
const ART_SIZES = [
  [300, 420],
  [300, 200],
  [300, 300],
  [300, 460],
  [300, 240],
  [300, 380],
  [300, 180],
  [300, 330],
  [300, 400],
  [300, 260],
] as const;

export const DEMO_ART = ART_SIZES.map(([width, height], i) => ({
  work: {
    ...DEMO_WORKS[i]!,
    id: 2001 + i,
    type: 'art' as const,
    cover: demoCover(i + 3, width, height),
  },
  size: { width, height },
}));

/** A picture that cannot be decoded: shows the failure state without a 404 in the console. */
export const BROKEN_IMAGE = 'data:image/png;base64,YnJva2Vu';

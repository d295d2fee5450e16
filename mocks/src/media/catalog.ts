/**
 * The demo's one table of what its generated media show. A seeded model's title, cover, file and
 * viewer GLB all come from one OBJECTS entry; an artwork's title and cover from one ART_SUBJECTS
 * entry; a blog's title and cover from one BLOG_SUBJECTS entry. Tests read this table to check that
 * a title names what its media show, so it holds data only (no builders) and imports nothing.
 */

/** Title styles of a model ({} is the object's name). */
const MODEL_STYLES = ['{}', '低模{}', '写实{}', '手绘风{}', 'PBR {}', '风格化{}'] as const;
/** Title styles of an artwork. */
export const ART_STYLES = ['{}', '概念图·{}', '插画·{}', '原画·{}', '{}（壁纸版）', '{}·练习'] as const;
/** Title styles of a blog post. */
export const BLOG_STYLES = [
  '{}',
  '{}（上）',
  '{}（下）',
  '{} · 进阶篇',
  '{} · 实战篇',
  '{} · 2026 更新版',
] as const;

export const OBJECT_KINDS = [
  'vase',
  'teabowl',
  'censer',
  'chair',
  'table',
  'robot-arm',
  'pavilion',
  'cabin',
  'tree',
  'cactus',
  'character',
  'knot',
  'rock',
  'station',
  'chest',
  'island',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export interface ObjectEntry {
  kind: ObjectKind;
  /** What it is, in a word. */
  label: string;
  /** Names a title may call it by; each names this object and no other. */
  names: readonly string[];
  /** Styles its titles may take (a subset of MODEL_STYLES that reads well with its names). */
  styles: readonly (typeof MODEL_STYLES)[number][];
  /** The full file's name in a work's downloads. */
  filename: string;
  /** Exact byte lengths of the built full GLB and of its lighter viewer preview (a test keeps them honest). */
  size: number;
  previewSize: number;
  /** Cover backdrops (palette names of svg/palette.ts). */
  palettes: readonly string[];
  /** Tags that fit it (words.ts TAG_CATALOG). */
  tags: readonly string[];
  /** Its materials' colours (sRGB hex): the GLB and the cover drawing use the same ones. */
  colors: Readonly<Record<string, string>>;
}

const ALL_STYLES = MODEL_STYLES;
const NO_PBR = MODEL_STYLES.filter((s) => s !== 'PBR {}');

export const OBJECTS: Readonly<Record<ObjectKind, ObjectEntry>> = {
  vase: {
    kind: 'vase',
    label: '梅瓶',
    names: ['青瓷梅瓶', '影青梅瓶'],
    styles: ALL_STYLES,
    filename: '青瓷梅瓶.glb',
    size: 232_324,
    previewSize: 41_712,
    tags: ['国风', '东方美学', '道具', '3D打印'],
    palettes: ['青瓷', '宣纸'],
    colors: { glaze: '#8fc0ab' },
  },
  teabowl: {
    kind: 'teabowl',
    label: '茶盏',
    names: ['宋代建盏', '兔毫建盏'],
    styles: ALL_STYLES,
    filename: '宋代建盏.glb',
    size: 184_012,
    previewSize: 36_020,
    tags: ['国风', '东方美学', '材质'],
    palettes: ['宣纸', '松烟'],
    colors: { glaze: '#3a2519', rim: '#9a6a3c', foot: '#b98d62' },
  },
  censer: {
    kind: 'censer',
    label: '香炉',
    names: ['龙泉窑香炉', '三足香炉'],
    styles: ALL_STYLES,
    filename: '龙泉窑香炉.glb',
    size: 196_232,
    previewSize: 38_908,
    tags: ['国风', '东方美学', '道具'],
    palettes: ['青瓷', '石板'],
    colors: { glaze: '#9cc7b4' },
  },
  chair: {
    kind: 'chair',
    label: '椅子',
    names: ['中式圈椅', '明式圈椅'],
    styles: ALL_STYLES,
    filename: '中式圈椅.glb',
    size: 59_144,
    previewSize: 23_572,
    tags: ['国风', '东方美学', '道具'],
    palettes: ['宣纸', '戈壁'],
    colors: { wood: '#7b4528', seat: '#c9a46a' },
  },
  table: {
    kind: 'table',
    label: '桌子',
    names: ['实木餐桌', '北欧风餐桌'],
    styles: ALL_STYLES,
    filename: '实木餐桌.glb',
    size: 17_088,
    previewSize: 10_368,
    tags: ['道具', '写实', '渲染'],
    palettes: ['春野', '石板'],
    colors: { top: '#c99b68', legs: '#6e4a2f' },
  },
  'robot-arm': {
    kind: 'robot-arm',
    label: '机械臂',
    names: ['工业机械臂', '六轴机械臂'],
    styles: ALL_STYLES,
    filename: '工业机械臂.glb',
    size: 46_212,
    previewSize: 17_456,
    tags: ['科幻', '机甲', '道具'],
    palettes: ['石板', '晴空'],
    colors: { body: '#f08a24', joint: '#596170', steel: '#c3c9cf' },
  },
  pavilion: {
    kind: 'pavilion',
    label: '亭子',
    names: ['古风亭台', '园林凉亭'],
    styles: ALL_STYLES,
    filename: '古风亭台.glb',
    size: 36_016,
    previewSize: 21_756,
    tags: ['国风', '建筑', '场景'],
    palettes: ['暮色', '宣纸'],
    colors: { stone: '#bdb6a8', column: '#a8382b', roof: '#3b4653', gold: '#d9a441' },
  },
  cabin: {
    kind: 'cabin',
    label: '小木屋',
    names: ['森林小木屋', '林间木屋'],
    styles: ALL_STYLES,
    filename: '森林小木屋.glb',
    size: 52_688,
    previewSize: 32_528,
    tags: ['建筑', '场景', '卡通'],
    palettes: ['春野', '晴空'],
    colors: { log: '#9c6b3f', roof: '#6b3a2a', door: '#4a2f1f', window: '#ffd98a', stone: '#8e8e8a' },
  },
  tree: {
    kind: 'tree',
    label: '松树',
    names: ['松树', '山间古松'],
    styles: ['{}', '低模{}', '写实{}', '手绘风{}', '风格化{}'],
    filename: '低模松树.glb',
    size: 8_168,
    previewSize: 6_452,
    tags: ['低多边形', '场景', '游戏美术'],
    palettes: ['春野', '晴空'],
    colors: { bark: '#6b4a33', needles: '#3f7a52' },
  },
  cactus: {
    kind: 'cactus',
    label: '盆栽',
    names: ['仙人掌盆栽', '桌面仙人掌'],
    styles: NO_PBR,
    filename: '仙人掌盆栽.glb',
    size: 104_428,
    previewSize: 25_932,
    tags: ['卡通', '道具', '3D打印'],
    palettes: ['橘子', '戈壁'],
    colors: { pot: '#c8693c', soil: '#4a3426', plant: '#4f8a4b', flower: '#f28cb1' },
  },
  character: {
    kind: 'character',
    label: '角色白模',
    names: ['卡通角色白模', '人物比例白模'],
    styles: ['{}', '低模{}', '写实{}', '风格化{}'],
    filename: '卡通角色白模.glb',
    size: 190_696,
    previewSize: 37_460,
    tags: ['角色', '卡通', '手办'],
    palettes: ['晴空', '藤紫'],
    colors: { clay: '#b9bec7' },
  },
  knot: {
    kind: 'knot',
    label: '环结',
    names: ['鎏金环结', '三叶结雕塑'],
    styles: ALL_STYLES,
    filename: '鎏金环结.glb',
    size: 229_004,
    previewSize: 40_504,
    tags: ['3D打印', '材质', '渲染'],
    palettes: ['墨金', '夜市'],
    colors: { gold: '#f2c15f' },
  },
  rock: {
    kind: 'rock',
    label: '石头',
    names: ['青石', '庭院景观石'],
    styles: ALL_STYLES,
    filename: '青石.glb',
    size: 26_024,
    previewSize: 7_304,
    tags: ['场景', '低多边形', '游戏美术'],
    palettes: ['松烟', '石板'],
    colors: { stone: '#6f7572' },
  },
  station: {
    kind: 'station',
    label: '空间站舱段',
    names: ['太空站舱段', '空间站核心舱'],
    styles: ALL_STYLES,
    filename: '太空站舱段.glb',
    size: 50_572,
    previewSize: 22_420,
    tags: ['科幻', '场景', '游戏美术'],
    palettes: ['深海', '夜市'],
    colors: { hull: '#e6e9ee', band: '#d4a23a', panel: '#23407a', dock: '#8d96a3' },
  },
  chest: {
    kind: 'chest',
    label: '宝箱',
    names: ['游戏宝箱', '木质宝箱'],
    styles: ALL_STYLES,
    filename: '游戏宝箱.glb',
    size: 23_544,
    previewSize: 15_504,
    tags: ['道具', '游戏美术', '卡通'],
    palettes: ['暮色', '橘子'],
    colors: { wood: '#8b5a2b', metal: '#e0b24a' },
  },
  island: {
    kind: 'island',
    label: '浮空岛',
    names: ['浮空小岛', '幻想浮空岛'],
    styles: ['{}', '低模{}', '手绘风{}', '风格化{}'],
    filename: '浮空小岛.glb',
    size: 32_948,
    previewSize: 23_056,
    tags: ['低多边形', '场景', '游戏美术'],
    palettes: ['晴空', '藤紫'],
    colors: { grass: '#6aab52', earth: '#7a5a3c', bark: '#6b4a33', needles: '#3f7a52' },
  },
};

/** The object a model title names, or null when it names none. */
export function objectOfTitle(title: string): ObjectKind | null {
  return OBJECT_KINDS.find((k) => OBJECTS[k].names.some((n) => title.includes(n))) ?? null;
}

/** How an artwork's cover is drawn: a scene, with what stands in it. */
type ArtScene =
  'mountains' | 'sea' | 'underwater' | 'city' | 'night-sky' | 'dunes' | 'fields' | 'bamboo' | 'pine' | 'pond';

export interface ArtSubject {
  /** The cover address's subject segment. */
  key: string;
  name: string;
  scene: ArtScene;
  /** What the scene shows besides its ground and sky (each named by the title). */
  features: readonly string[];
  palettes: readonly string[];
  tags: readonly string[];
}

export const ART_SUBJECTS: readonly ArtSubject[] = [
  {
    key: 'misty-rain',
    name: '江南烟雨',
    scene: 'mountains',
    features: ['rain', 'boat'],
    palettes: ['青瓷', '松烟'],
    tags: ['水墨', '国风', '古风'],
  },
  {
    key: 'snow-temple',
    name: '雪山古寺',
    scene: 'mountains',
    features: ['snow', 'temple'],
    palettes: ['晴空', '石板'],
    tags: ['国风', '场景', '古风'],
  },
  {
    key: 'kunlun',
    name: '昆仑秘境',
    scene: 'mountains',
    features: ['clouds', 'snow'],
    palettes: ['藤紫', '晴空'],
    tags: ['国风', '概念设计', '场景'],
  },
  {
    key: 'peach-valley',
    name: '桃源深处',
    scene: 'mountains',
    features: ['blossoms'],
    palettes: ['桃夭', '暮色'],
    tags: ['古风', '插画', '东方美学'],
  },
  {
    key: 'cloud-pavilion',
    name: '云中楼阁',
    scene: 'mountains',
    features: ['clouds', 'temple'],
    palettes: ['暮色', '宣纸'],
    tags: ['古风', '概念设计', '国风'],
  },
  {
    key: 'moon-drink',
    name: '月下独酌',
    scene: 'mountains',
    features: ['moon', 'figure'],
    palettes: ['夜市', '墨金'],
    tags: ['古风', '国风', '插画'],
  },
  {
    key: 'crane-pine',
    name: '仙鹤与松',
    scene: 'pine',
    features: ['cranes'],
    palettes: ['宣纸', '朱砂'],
    tags: ['国风', '东方美学', '水墨'],
  },
  {
    key: 'bamboo-rain',
    name: '竹林听雨',
    scene: 'bamboo',
    features: ['rain'],
    palettes: ['春野', '青瓷'],
    tags: ['水墨', '东方美学', '壁纸'],
  },
  {
    key: 'lighthouse',
    name: '孤岛灯塔',
    scene: 'sea',
    features: ['lighthouse'],
    palettes: ['晴空', '石板'],
    tags: ['场景', '插画', '壁纸'],
  },
  {
    key: 'whale-fall',
    name: '鲸落',
    scene: 'underwater',
    features: ['whale'],
    palettes: ['晴空', '石板'],
    tags: ['插画', '概念设计', '壁纸'],
  },
  {
    key: 'cyber-city',
    name: '赛博都市夜景',
    scene: 'city',
    features: ['neon'],
    palettes: ['霓虹', '夜市'],
    tags: ['赛博朋克', '科幻', '场景'],
  },
  {
    key: 'rainy-store',
    name: '雨夜便利店',
    scene: 'city',
    features: ['rain', 'store'],
    palettes: ['夜市', '深海'],
    tags: ['插画', '场景', '赛博朋克'],
  },
  {
    key: 'star-train',
    name: '星空下的列车',
    scene: 'night-sky',
    features: ['train'],
    palettes: ['夜市', '藤紫'],
    tags: ['插画', '壁纸', '场景'],
  },
  {
    key: 'caravan',
    name: '沙漠商队',
    scene: 'dunes',
    features: ['camels'],
    palettes: ['戈壁', '橘子'],
    tags: ['场景', '概念设计', '写实'],
  },
  {
    key: 'spring-field',
    name: '春日田野',
    scene: 'fields',
    features: ['trees'],
    palettes: ['春野', '晴空'],
    tags: ['插画', '壁纸', '场景'],
  },
  {
    key: 'north-winter',
    name: '北方的冬天',
    scene: 'fields',
    features: ['snow', 'houses'],
    palettes: ['石板', '晴空'],
    tags: ['插画', '场景', '写实'],
  },
  {
    key: 'steppe',
    name: '塞上牧歌',
    scene: 'fields',
    features: ['sheep', 'yurt'],
    palettes: ['春野', '戈壁'],
    tags: ['场景', '插画', '配色'],
  },
  {
    key: 'koi',
    name: '锦鲤',
    scene: 'pond',
    features: ['koi'],
    palettes: ['朱砂', '橘子'],
    tags: ['国风', '插画', '萌宠'],
  },
];

/** How a blog's cover is drawn: a motif that says its topic. */
export type BlogMotif =
  | 'object'
  | 'swatches'
  | 'spheres'
  | 'lights'
  | 'wireframe'
  | 'bounce'
  | 'pen'
  | 'coins'
  | 'folio'
  | 'servers'
  | 'checklist'
  | 'clock'
  | 'code';

/** Tags that fit a blog of each motif (words.ts TAG_CATALOG). */
export const BLOG_MOTIF_TAGS: Readonly<Record<BlogMotif, readonly string[]>> = {
  object: ['建模技巧', '教程', '工作流'],
  swatches: ['配色', '经验分享'],
  spheres: ['材质', '渲染', '教程'],
  lights: ['灯光', '渲染', '教程'],
  wireframe: ['建模技巧', '工作流'],
  bounce: ['教程', '工作流'],
  pen: ['经验分享', '工作流'],
  coins: ['接单心得', '经验分享'],
  folio: ['经验分享', '接单心得'],
  servers: ['渲染', '工作流'],
  checklist: ['工作流', '经验分享'],
  clock: ['经验分享', '工作流'],
  code: ['教程', '经验分享'],
};

export interface BlogSubject {
  key: string;
  name: string;
  motif: BlogMotif;
  /** The object an `object` motif shows. */
  object?: ObjectKind;
  palette: string;
}

export const BLOG_SUBJECTS: readonly BlogSubject[] = [
  {
    key: 'blender-island',
    name: 'Blender 入门：从零做一个低模小岛',
    motif: 'object',
    object: 'island',
    palette: '晴空',
  },
  {
    key: 'zbrush-muscle',
    name: 'ZBrush 雕刻肌肉的五个技巧',
    motif: 'object',
    object: 'character',
    palette: '石板',
  },
  { key: 'first-commission', name: '我是如何接到第一单商业插画的', motif: 'folio', palette: '桃夭' },
  { key: 'pbr-basics', name: 'PBR 材质到底是什么', motif: 'spheres', palette: '石板' },
  { key: 'sp-metal', name: 'Substance Painter 做旧金属全流程', motif: 'spheres', palette: '墨金' },
  { key: 'pricing', name: '独立设计师的定价心得', motif: 'coins', palette: '橘子' },
  { key: 'shaky-lines', name: '板绘线稿总是抖？试试这几个设置', motif: 'pen', palette: '藤紫' },
  { key: 'silhouette', name: '角色设计中的剪影法则', motif: 'object', object: 'character', palette: '暮色' },
  {
    key: 'procedural-building',
    name: '用 Houdini 做程序化建筑',
    motif: 'object',
    object: 'pavilion',
    palette: '暮色',
  },
  { key: 'octane-lighting', name: 'C4D + Octane 产品渲染布光', motif: 'lights', palette: '夜市' },
  { key: 'guofeng-colors', name: '国风配色的七个来源', motif: 'swatches', palette: '朱砂' },
  { key: 'twelve-principles', name: '动画十二法则逐条拆解', motif: 'bounce', palette: '晴空' },
  {
    key: 'art-to-3d',
    name: '从原画到 3D：一个角色的完整管线',
    motif: 'object',
    object: 'character',
    palette: '藤紫',
  },
  { key: 'year-review', name: '我的 2026 年度作品回顾', motif: 'folio', palette: '宣纸' },
  { key: 'procreate-brushes', name: 'Procreate 笔刷整理与分享', motif: 'pen', palette: '桃夭' },
  { key: 'showcase-shots', name: '如何给作品拍一组好看的展示图', motif: 'lights', palette: '石板' },
  { key: 'portfolio', name: '游戏美术求职作品集怎么做', motif: 'folio', palette: '晴空' },
  { key: 'ae-expressions', name: 'AE 表达式入门：让动画更顺滑', motif: 'bounce', palette: '藤紫' },
  { key: 'licensing', name: '写给新人的版权与授权指南', motif: 'checklist', palette: '宣纸' },
  { key: 'print-checklist', name: '3D 打印前的模型检查清单', motif: 'checklist', palette: '橘子' },
  { key: 'ue5-lighting', name: 'UE5 场景灯光笔记', motif: 'lights', palette: '深海' },
  { key: 'low-poly', name: '低多边形风格的取舍', motif: 'wireframe', palette: '春野' },
  { key: 'side-gigs', name: '接私单踩过的十个坑', motif: 'coins', palette: '戈壁' },
  { key: 'krita', name: 'Krita 免费也能画出专业作品', motif: 'pen', palette: '春野' },
  { key: 'render-farm', name: '渲染农场怎么选', motif: 'servers', palette: '夜市' },
  { key: 'daily-sketch', name: '我是怎么坚持每日一画的', motif: 'pen', palette: '暮色' },
  { key: 'keyshot-materials', name: 'KeyShot 材质库的正确打开方式', motif: 'spheres', palette: '暮色' },
  {
    key: 'figure-prototype',
    name: '手办原型从数字到实物',
    motif: 'object',
    object: 'character',
    palette: '桃夭',
  },
  { key: 'retopology', name: '拓扑重构：干净布线的意义', motif: 'wireframe', palette: '石板' },
  { key: 'time-management', name: '设计师的时间管理', motif: 'clock', palette: '青瓷' },
  { key: 'color-psychology', name: '色彩心理学在角色设计中的应用', motif: 'swatches', palette: '霓虹' },
  { key: 'celadon-pbr', name: '青瓷釉色的 PBR 材质调法', motif: 'spheres', palette: '青瓷' },
  {
    key: 'teaware-modeling',
    name: '用 Blender 做一只宋代茶盏',
    motif: 'object',
    object: 'teabowl',
    palette: '宣纸',
  },
  {
    key: 'html-safety',
    name: '前端小课：为什么作品描述里不能随便贴 HTML',
    motif: 'code',
    palette: '石板',
  },
];

/** The subject a title is made from: the entry whose name the title holds (the longest, if several). */
function subjectOf<T extends { name: string }>(subjects: readonly T[], title: string): T | null {
  let best: T | null = null;
  for (const s of subjects)
    if (title.includes(s.name) && (!best || s.name.length > best.name.length)) best = s;
  return best;
}

export const artSubjectOfTitle = (title: string) => subjectOf(ART_SUBJECTS, title);
export const blogSubjectOfTitle = (title: string) => subjectOf(BLOG_SUBJECTS, title);
export const artSubject = (key: string) => ART_SUBJECTS.find((s) => s.key === key) ?? null;
export const blogSubject = (key: string) => BLOG_SUBJECTS.find((s) => s.key === key) ?? null;
export const isObjectKind = (key: string): key is ObjectKind =>
  (OBJECT_KINDS as readonly string[]).includes(key);

/**
 * How a goods item's pictures are drawn: what the title sells. A pack shows the catalog objects it
 * holds; a blog motif is reused where it already shows the thing (colour cards, material balls, lit
 * product shots, a portfolio); prints show framed artwork subjects; a video course or template shows
 * a player over its subject; the rest have drawings of their own (svg/goods.ts).
 */
type GoodsLook =
  | { motif: 'pack'; objects: readonly ObjectKind[] }
  | { motif: 'blog'; blog: BlogMotif }
  | { motif: 'prints'; art: readonly string[] }
  | { motif: 'video'; art?: string; blog?: BlogMotif }
  | { motif: 'figure' | 'rig' | 'turnaround' | 'stickers' | 'keycaps' | 'brushes' | 'pixel' | 'weapons' };

export interface GoodsSubject {
  /** The picture address's subject segment. */
  key: string;
  /** The goods title it draws (words.ts GOODS_TITLES), exactly. */
  title: string;
  palette: string;
  look: GoodsLook;
}

export const GOODS_SUBJECTS: readonly GoodsSubject[] = [
  {
    key: 'celadon-pack',
    title: '青瓷器物模型合集（含 PBR 贴图）',
    palette: '青瓷',
    look: { motif: 'pack', objects: ['vase', 'teabowl', 'censer'] },
  },
  {
    key: 'guofeng-buildings',
    title: '古风建筑素材包',
    palette: '宣纸',
    look: { motif: 'pack', objects: ['pavilion', 'tree', 'rock'] },
  },
  { key: 'chibi-rig', title: 'Q 版角色绑定工程', palette: '晴空', look: { motif: 'rig' } },
  { key: 'impasto-brushes', title: '厚涂笔刷套装 60 支', palette: '橘子', look: { motif: 'brushes' } },
  {
    key: 'guofeng-colors',
    title: '国风配色卡（电子版）',
    palette: '朱砂',
    look: { motif: 'blog', blog: 'swatches' },
  },
  {
    key: 'drawing-course',
    title: '原画入门视频课（12 讲）',
    palette: '藤紫',
    look: { motif: 'video', blog: 'pen' },
  },
  {
    key: 'cyber-props',
    title: '赛博朋克道具包',
    palette: '霓虹',
    look: { motif: 'pack', objects: ['robot-arm', 'chest', 'station'] },
  },
  { key: 'figure-stl', title: '手办原型 STL 文件', palette: '石板', look: { motif: 'figure' } },
  {
    key: 'lowpoly-nature',
    title: '低多边形自然场景包',
    palette: '春野',
    look: { motif: 'pack', objects: ['tree', 'rock', 'island'] },
  },
  {
    key: 'metal-materials',
    title: '金属材质库 120 款',
    palette: '墨金',
    look: { motif: 'blog', blog: 'spheres' },
  },
  {
    key: 'ink-transitions',
    title: '水墨转场 AE 模板',
    palette: '宣纸',
    look: { motif: 'video', art: 'misty-rain' },
  },
  { key: 'mg-elements', title: 'MG 动画元素包', palette: '晴空', look: { motif: 'video', blog: 'bounce' } },
  { key: 'turnaround', title: '角色三视图模板', palette: '石板', look: { motif: 'turnaround' } },
  { key: 'cloth-brushes', title: '布料褶皱笔刷', palette: '藤紫', look: { motif: 'brushes' } },
  {
    key: 'interior-scene',
    title: '室内场景渲染工程',
    palette: '戈壁',
    look: { motif: 'pack', objects: ['chair', 'table', 'vase'] },
  },
  {
    key: 'mech-parts',
    title: '机甲零件库',
    palette: '松烟',
    look: { motif: 'pack', objects: ['robot-arm', 'station', 'knot'] },
  },
  { key: 'pixel-characters', title: '像素风角色素材', palette: '夜市', look: { motif: 'pixel' } },
  {
    key: 'solar-terms',
    title: '节气插画壁纸（24 张）',
    palette: '宣纸',
    look: { motif: 'prints', art: ['peach-valley', 'spring-field', 'north-winter'] },
  },
  { key: 'shortcut-stickers', title: '建模快捷键贴纸（实物）', palette: '石板', look: { motif: 'keycaps' } },
  {
    key: 'portfolio-template',
    title: '作品集排版模板',
    palette: '晴空',
    look: { motif: 'blog', blog: 'folio' },
  },
  { key: 'hdri', title: 'HDRI 环境贴图 30 张', palette: '深海', look: { motif: 'blog', blog: 'lights' } },
  {
    key: 'plants',
    title: '植物模型合集',
    palette: '春野',
    look: { motif: 'pack', objects: ['tree', 'cactus', 'vase'] },
  },
  { key: 'weapons', title: '武器道具合集', palette: '墨金', look: { motif: 'weapons' } },
  { key: 'particles', title: '粒子特效预设包', palette: '霓虹', look: { motif: 'video', art: 'star-train' } },
  { key: 'sticker-set', title: '原创贴纸周边套装', palette: '桃夭', look: { motif: 'stickers' } },
];

export const goodsSubjectOfTitle = (title: string) => GOODS_SUBJECTS.find((s) => s.title === title) ?? null;
export const goodsSubject = (key: string) => GOODS_SUBJECTS.find((s) => s.key === key) ?? null;

/**
 * What an animation's cover and video show (words.ts ANIMATION_SUBJECTS, by name): an artwork's scene
 * with what its title names in it, a catalog object (a walking character, a transforming mech, a cup),
 * or a blog motif (a bouncing ball, a turning page, a clock). The video is made from the cover.
 */
export interface AnimationSubject {
  key: string;
  name: string;
  palettes: readonly string[];
  look: { scene: ArtScene; features: readonly string[] } | { object: ObjectKind } | { blog: BlogMotif };
}

const scene = (s: ArtScene, ...features: string[]) => ({ scene: s, features });

export const ANIMATION_LOOKS: readonly AnimationSubject[] = [
  { key: 'homecoming', name: '归乡', palettes: ['暮色'], look: scene('fields', 'houses', 'trees') },
  { key: 'city-day', name: '城市的一天', palettes: ['晴空'], look: scene('city', 'store') },
  { key: 'walk-cycle', name: '角色行走循环', palettes: ['晴空', '春野'], look: { object: 'character' } },
  { key: 'particles', name: '粒子特效练习', palettes: ['深海'], look: scene('night-sky') },
  {
    key: 'ink-transition',
    name: '水墨转场',
    palettes: ['宣纸', '松烟'],
    look: scene('mountains', 'clouds', 'boat'),
  },
  { key: 'little-fox', name: '小狐狸的冒险', palettes: ['春野'], look: scene('pine') },
  { key: 'brand-intro', name: '品牌开场动画', palettes: ['夜市'], look: { blog: 'lights' } },
  { key: 'mech-transform', name: '机甲变形', palettes: ['石板', '松烟'], look: { object: 'robot-arm' } },
  { key: 'running-rain', name: '雨中奔跑', palettes: ['夜市'], look: scene('city', 'rain', 'store') },
  { key: 'cat-afternoon', name: '猫咪的午后', palettes: ['橘子'], look: scene('fields', 'houses') },
  { key: 'star-migration', name: '星际迁徙', palettes: ['深海', '霓虹'], look: scene('night-sky', 'train') },
  { key: 'sword-qi', name: '剑气特效', palettes: ['墨金'], look: scene('mountains', 'figure', 'moon') },
  {
    key: 'start-of-winter',
    name: '节气动画·立冬',
    palettes: ['宣纸', '晴空'],
    look: scene('fields', 'snow', 'houses'),
  },
  { key: 'paper-dance', name: '纸片人跳舞', palettes: ['桃夭'], look: { object: 'character' } },
  { key: 'fluid', name: '流体模拟练习', palettes: ['深海'], look: scene('sea') },
  { key: 'emoji', name: '表情包动画', palettes: ['橘子'], look: { blog: 'bounce' } },
  { key: 'cyber-neon', name: '赛博霓虹片头', palettes: ['霓虹', '夜市'], look: scene('city', 'neon') },
  {
    key: 'shanhai',
    name: '山海奇谭预告',
    palettes: ['松烟', '暮色'],
    look: scene('mountains', 'clouds', 'temple'),
  },
  { key: 'page-flip', name: '翻书动画', palettes: ['宣纸'], look: { blog: 'folio' } },
  { key: 'latte-art', name: '咖啡拉花', palettes: ['戈壁'], look: { object: 'teabowl' } },
  { key: 'pixel-parkour', name: '像素风跑酷', palettes: ['夜市'], look: scene('city') },
  { key: 'kite', name: '毕业短片《风筝》', palettes: ['晴空'], look: scene('fields', 'trees') },
  {
    key: 'lanterns',
    name: '灯笼飘飘',
    palettes: ['暮色', '墨金'],
    look: scene('mountains', 'moon', 'temple'),
  },
  { key: 'whale-city', name: '鲸鱼游过城市', palettes: ['深海'], look: scene('underwater', 'whale') },
  { key: 'butterfly', name: '蝴蝶破茧', palettes: ['桃夭'], look: scene('mountains', 'blossoms') },
  { key: 'fireworks', name: '烟花', palettes: ['霓虹'], look: scene('city', 'neon') },
  { key: 'fight-previz', name: '武打分镜预演', palettes: ['宣纸'], look: scene('bamboo', 'rain') },
  { key: 'bird-flight', name: '小鸟学飞', palettes: ['春野', '宣纸'], look: scene('pine', 'cranes') },
  { key: 'river-of-time', name: '时间的河', palettes: ['青瓷'], look: { blog: 'clock' } },
  { key: 'weather-icons', name: '天气图标动效', palettes: ['晴空'], look: { blog: 'bounce' } },
  { key: 'new-year', name: '春节贺岁短片', palettes: ['朱砂'], look: scene('mountains', 'snow', 'temple') },
  { key: 'gears', name: '齿轮机械循环', palettes: ['松烟'], look: { object: 'robot-arm' } },
  { key: 'light-timelapse', name: '光影延时', palettes: ['戈壁'], look: scene('dunes') },
  { key: 'lion-dance', name: '舞狮', palettes: ['朱砂'], look: scene('mountains', 'temple') },
  { key: 'paper-plane', name: '纸飞机', palettes: ['晴空'], look: scene('fields', 'trees') },
  { key: 'night-boat', name: '夜航船', palettes: ['深海'], look: scene('sea', 'lighthouse') },
];

export const animationSubjectOfTitle = (title: string) => subjectOf(ANIMATION_LOOKS, title);
export const animationSubject = (key: string) => ANIMATION_LOOKS.find((s) => s.key === key) ?? null;

/** Every figure of SPEC §9 by name, and the fixed lists of SPEC §3. */

export const MIB = 1024 * 1024;
/** Upload chunk size: 5 MB (SPEC §5, §9). */
export const CHUNK_SIZE = 5 * MIB;
/** Default toast display time and offset (SPEC §9). */
export const TOAST_DURATION_MS = 3_000;
export const TOAST_OFFSET = 16;
/** Product (envelope error) toasts sit lower (SPEC §8). */
export const PRODUCT_TOAST_OFFSET = 80;
/** Unread counts and the login check are refreshed this often (SPEC §4, §9). */
export const POLL_INTERVAL_MS = 300_000;
export const THEME_COOKIE = 'theme';
export const THEME_COOKIE_DAYS = 7;
export const COOKIE_PATH = '/';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
/** After a 401 on /account, go to /login after this long (SPEC §8). */
export const ACCOUNT_401_REDIRECT_MS = 1_500;
/** The floating upload list drops its oldest entry this long after a new one arrives (SPEC §4). */
export const FLOATING_UPLOAD_DROP_MS = 300;
/** Badges show at most this, then "99+" (SPEC §9). */
export const BADGE_MAX = 99;
/** A failed chunk load reloads the page at most once in this window (SPEC §8, §9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Build manifest prefetch starts this long after start, unless the connection is very slow. */
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;
/** Route resolution waits this long before showing progress (SPEC §9). */
export const ROUTE_PROGRESS_DELAY_MS = 100;
/** Header carrying the member's token (SPEC §6). */
export const TOKEN_HEADER = 'token';
export const TOKEN_STORAGE_KEY = 'token';
/**
 * Header carrying the private zone's key (folder.unlockPrivateZone): a short-lived secret the SPA keeps
 * in memory, so neither the password nor the key ever travels in a URL.
 */
export const ZONE_KEY_HEADER = 'zone-key';
/** A new SMS code for the same number and purpose no sooner than this after the last (获取验证码). */
export const SMS_RESEND_MS = 60_000;
/** Largest JSON (or form) body a call takes. */
export const JSON_BODY_LIMIT = MIB;
/** Largest chunkUpload body: one chunk plus the multipart envelope and its text fields. */
export const CHUNK_BODY_LIMIT = CHUNK_SIZE + 64 * 1024;
/** Statuses the generic client retries once, for non-mutating methods only (SPEC §7). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const RETRY_METHODS = ['get', 'head', 'options'] as const;
/** Sitemaps hold at most this many URLs per file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The ten message types (SPEC §3); message_type is the 1-based index. Labels are the UI's. */
export const MESSAGE_TYPES = [
  { type: 1, key: 'system', label: '系统通知' },
  { type: 2, key: 'comment', label: '评论' },
  { type: 3, key: 'reply', label: '回复' },
  { type: 4, key: 'like', label: '点赞' },
  { type: 5, key: 'favorite', label: '收藏' },
  { type: 6, key: 'follow', label: '关注' },
  { type: 7, key: 'cooperation', label: '申请合作' },
  { type: 8, key: 'order', label: '订单' },
  { type: 9, key: 'income', label: '收益' },
  { type: 10, key: 'audit', label: '审核' },
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number]['type'];
export const MESSAGE_TYPE_COUNT = MESSAGE_TYPES.length;
export const COOPERATION_MESSAGE_TYPE: MessageType = 7;

/** Copyright / licence options for works (SPEC §3). */
export const LICENSES = [
  {
    key: 'BY',
    label: '署名',
    description: '允许他人复制、发行、展示和演绎本作品，包括商业用途，但须署名作者。',
  },
  {
    key: 'BY-SA',
    label: '署名-相同方式共享',
    description: '允许他人演绎并用于商业用途，须署名，且衍生作品须以相同许可协议发布。',
  },
  {
    key: 'BY-ND',
    label: '署名-禁止演绎',
    description: '允许他人复制和发行，包括商业用途，须署名，且不得修改本作品。',
  },
  {
    key: 'BY-NC',
    label: '署名-非商业性使用',
    description: '允许他人演绎本作品，须署名，且不得用于商业用途。',
  },
  {
    key: 'BY-NC-SA',
    label: '署名-非商业性使用-相同方式共享',
    description: '允许他人演绎，须署名，不得用于商业用途，且衍生作品须以相同许可协议发布。',
  },
  {
    key: 'BY-NC-ND',
    label: '署名-非商业性使用-禁止演绎',
    description: '只允许他人下载和分享本作品，须署名，不得修改，也不得用于商业用途。',
  },
  {
    key: 'ALL',
    label: '版权所有',
    description: '保留所有权利，未经作者书面许可，不得以任何形式使用本作品。',
  },
] as const;
export type LicenseKey = (typeof LICENSES)[number]['key'];
export const LICENSE_KEYS = LICENSES.map((l) => l.key) as LicenseKey[];

/** Rendering tools in six groups (SPEC §3): ids 1–29. */
export const TOOL_GROUPS = [
  { key: 'modelling', label: '建模软件', ids: [1, 10] },
  { key: 'painting', label: '绘画软件', ids: [11, 16] },
  { key: 'rendering', label: '渲染软件', ids: [17, 21] },
  { key: 'compositing', label: '合成软件', ids: [22, 24] },
  { key: 'effects', label: '特效软件', ids: [25, 28] },
  { key: 'clothing', label: '服装设计软件', ids: [29, 29] },
] as const;
export type ToolGroupKey = (typeof TOOL_GROUPS)[number]['key'];

export interface RenderingTool {
  id: number;
  name: string;
  /** Icon and background image paths under the site's static assets. */
  icon: string;
  bg_img: string;
  group: ToolGroupKey;
}

const TOOL_NAMES = [
  '3ds Max',
  'Maya',
  'Blender',
  'Cinema 4D',
  'ZBrush',
  'Houdini',
  'Rhino',
  'SketchUp',
  'Modo',
  'Substance 3D Modeler',
  'Photoshop',
  'Procreate',
  'Clip Studio Paint',
  'Krita',
  'SAI',
  'Painter',
  'V-Ray',
  'Arnold',
  'Redshift',
  'Octane',
  'KeyShot',
  'After Effects',
  'Nuke',
  'Fusion',
  'RealFlow',
  'Phoenix FD',
  'X-Particles',
  'EmberGen',
  'Marvelous Designer',
] as const;

function groupOf(id: number): ToolGroupKey {
  const group = TOOL_GROUPS.find((g) => id >= g.ids[0] && id <= g.ids[1]);
  if (!group) throw new Error(`no tool group for id ${id}`);
  return group.key;
}

export const RENDERING_TOOLS: readonly RenderingTool[] = TOOL_NAMES.map((name, i) => {
  const id = i + 1;
  return { id, name, icon: `/tools/${id}.svg`, bg_img: `/tools/${id}-bg.svg`, group: groupOf(id) };
});

/** Work types: the four kinds of creative work. */
export const WORK_TYPES = [
  { type: 'model', label: '模型', badge: '3D' },
  { type: 'art', label: '原画', badge: '原画' },
  { type: 'animation', label: '动画', badge: '动画' },
  { type: 'blog', label: '博客', badge: '博客' },
] as const;
export type WorkType = (typeof WORK_TYPES)[number]['type'];
export const WORK_TYPE_KEYS = WORK_TYPES.map((w) => w.type) as WorkType[];

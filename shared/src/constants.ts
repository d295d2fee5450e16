/** Every figure of product.md §9 by name, and the fixed lists of product.md §3. */

export const MIB = 1024 * 1024;
/** Upload chunk size: 5 MB (product.md §5, §9). */
export const CHUNK_SIZE = 5 * MIB;
/** Default toast display time and offset (product.md §9). */
export const TOAST_DURATION_MS = 3_000;
export const TOAST_OFFSET = 16;
/** Product (envelope error) toasts sit lower (product.md §8). */
export const PRODUCT_TOAST_OFFSET = 80;
/** Unread counts and the login check are refreshed this often (product.md §4, §9). */
export const POLL_INTERVAL_MS = 300_000;
export const THEME_COOKIE = 'theme';
export const THEME_COOKIE_DAYS = 7;
export const COOKIE_PATH = '/';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
/** Each theme's browser UI colour (`<meta name="theme-color">`): its page background. */
export const THEME_COLORS: Readonly<Record<Theme, string>> = { light: '#ffffff', dark: '#0f0f12' };
/**
 * The reader's theme from a Cookie header (`document.cookie` reads the same): the theme cookie when it
 * names a theme, else the default. The BFF draws a page read without script in it; the SPA starts in it.
 */
export function themeFromCookies(cookies: string | undefined): Theme {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === THEME_COOKIE && (THEMES as readonly string[]).includes(value ?? '')) return value as Theme;
  }
  return DEFAULT_THEME;
}
/** After a 401 on /account, go to /login after this long (product.md §8). */
export const ACCOUNT_401_REDIRECT_MS = 1_500;
/**
 * The User Timing mark the app sets when it takes a 401 on /account and starts that wait: where the
 * 1.5 s count from (a busy page may take the answer well after it arrived).
 */
export const ACCOUNT_401_MARK = 'zaowu:account-401';
/** The floating upload list drops its oldest entry this long after a new one arrives (product.md §4). */
export const FLOATING_UPLOAD_DROP_MS = 300;
/** Badges show at most this, then "99+" (product.md §9). */
export const BADGE_MAX = 99;
/** A failed chunk load reloads the page at most once in this window (product.md §8, §9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Build manifest prefetch starts this long after start, unless the connection is very slow. */
export const MANIFEST_PREFETCH_DELAY_MS = 1_000;
/** Route resolution waits this long before showing progress (product.md §9). */
export const ROUTE_PROGRESS_DELAY_MS = 100;
/** Header carrying the member's token (product.md §6). */
export const TOKEN_HEADER = 'token';
export const TOKEN_STORAGE_KEY = 'token';
/**
 * Header carrying the private zone's key (folder.unlockPrivateZone): a short-lived secret the SPA keeps
 * in memory, so neither the password nor the key ever travels in a URL.
 */
export const ZONE_KEY_HEADER = 'zone-key';
/** A new SMS code for the same number, whatever it is for, no sooner than this after the last (获取验证码). */
export const SMS_RESEND_MS = 60_000;
/**
 * The most a JSON (or form) body may hold, per call (Endpoint.bodyLimit): what a form of short fields
 * needs, with room for every character escaped as \uXXXX. The login, the SMS call and the public
 * calls take no more, so a visitor can make the server hold little per request.
 */
export const FORM_BODY_LIMIT = 16 * 1024;
/** Calls that carry lists of addresses or ids (a goods item's pictures, feedback screenshots, a move). */
export const LIST_BODY_LIMIT = 64 * 1024;
/** Calls that carry rich text: a work's or blog's content, a topic's HTML (200,000 characters each). */
export const RICH_BODY_LIMIT = MIB;
/** How deeply a JSON body may nest arrays and objects; deeper is refused before it is parsed. */
export const JSON_MAX_DEPTH = 64;
/** Largest chunkUpload body: one chunk plus the multipart envelope and its text fields. */
export const CHUNK_BODY_LIMIT = CHUNK_SIZE + 64 * 1024;
/** Statuses the generic client retries once, for non-mutating methods only (product.md §7). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const RETRY_METHODS = ['get', 'head', 'options'] as const;

/** Work types: the four kinds of creative work. */
export const WORK_TYPES = [
  { type: 'model', label: '模型', badge: '3D' },
  { type: 'art', label: '原画', badge: '原画' },
  { type: 'animation', label: '动画', badge: '动画' },
  { type: 'blog', label: '博客', badge: '博客' },
] as const;
export type WorkType = (typeof WORK_TYPES)[number]['type'];
export const WORK_TYPE_KEYS = /* @__PURE__ */ WORK_TYPES.map((w) => w.type) as WorkType[];
/** A work type's name (模型) and its card badge (3D), by type. */
export const WORK_TYPE_LABEL = /* @__PURE__ */ Object.fromEntries(
  WORK_TYPES.map((t) => [t.type, t.label]),
) as Record<WorkType, string>;
export const WORK_TYPE_BADGE = /* @__PURE__ */ Object.fromEntries(
  WORK_TYPES.map((t) => [t.type, t.badge]),
) as Record<WorkType, string>;

/**
 * Sharing inside WeChat's in-app browser (product.md §7 "Share", §8 "Share SDK load failure: only logged").
 * Only ever loaded through a dynamic import, and only in WeChat: other browsers never download it.
 *
 *   load the JS-SDK once → getWxConfig(page URL without hash) → wx.config → wx.ready → share data
 *
 * A failed script load, a failed config request or a wx.error is logged, never shown: the page works
 * the same, WeChat just shares it with its default card. Everything outside is injected for tests.
 */
import { WX_SDK_URL, endpoints, type WxConfig } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import type { ShareMeta } from '../../lib/share-meta-atom.ts';
import { ENTRY_URL, absoluteUrl, isIOS, isWeChatBrowser, withoutHash } from '../../lib/user-agent.ts';

export { WX_SDK_URL };

interface WxShareCallbacks {
  success?: () => void;
  fail?: (res: unknown) => void;
}

interface WxAppMessageShare extends WxShareCallbacks {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

type WxTimelineShare = Omit<WxAppMessageShare, 'desc'>;

/** The part of the JS-SDK's global `wx` this module uses. */
export interface WxSdk {
  config(options: WxConfig & { debug: boolean }): void;
  ready(callback: () => void): void;
  error(callback: (res: { errMsg?: string }) => void): void;
  updateAppMessageShareData(data: WxAppMessageShare): void;
  updateTimelineShareData(data: WxTimelineShare): void;
}

declare global {
  interface Window {
    wx?: WxSdk;
  }
}

export interface WeChatShareDeps {
  userAgent: () => string;
  /** Resolves when the script has run, rejects when it failed to load. */
  loadScript: (src: string) => Promise<void>;
  /** The SDK global once the script ran. */
  sdk: () => WxSdk | undefined;
  fetchConfig: (url: string) => Promise<WxConfig>;
  /** The current address (window.location.href). */
  currentUrl: () => string;
  /** The address the visit started at (see ENTRY_URL). */
  entryUrl: () => string;
  log: (message: string, error?: unknown) => void;
}

/** Adds a <script> to <head>; a failed load removes it again. */
function loadScriptTag(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

const defaultDeps: WeChatShareDeps = {
  userAgent: () => navigator.userAgent,
  loadScript: loadScriptTag,
  sdk: () => window.wx,
  fetchConfig: (url) => call(endpoints.share.getWxConfig, { url }, { silent: true }),
  currentUrl: () => window.location.href,
  entryUrl: () => ENTRY_URL,
  log: (message, error) => console.error(message, error),
};

/** The address WeChat checks the signature against: iOS keeps the entry address for the visit. */
export function signatureUrl(userAgent: string, currentUrl: string, entryUrl: string): string {
  return withoutHash(isIOS(userAgent) && entryUrl ? entryUrl : currentUrl);
}

export interface WeChatShare {
  /** Applies the share card for the current page; true when WeChat accepted the data. */
  share(meta: ShareMeta): Promise<boolean>;
}

export function createWeChatShare(overrides: Partial<WeChatShareDeps> = {}): WeChatShare {
  const deps: WeChatShareDeps = { ...defaultDeps, ...overrides };
  let sdk: Promise<WxSdk | null> | null = null;
  /** One config per signed address; Android signs every route, iOS only the entry address. */
  const configs = new Map<string, Promise<boolean>>();
  let latest = 0;

  function loadSdk(): Promise<WxSdk | null> {
    sdk ??= deps.loadScript(WX_SDK_URL).then(
      () => {
        const wx = deps.sdk();
        if (!wx) deps.log('[share] WeChat JS-SDK loaded but `wx` is missing');
        return wx ?? null;
      },
      (error: unknown) => {
        deps.log('[share] WeChat JS-SDK failed to load', error);
        return null;
      },
    );
    return sdk;
  }

  function configure(wx: WxSdk, url: string): Promise<boolean> {
    let ready = configs.get(url);
    if (!ready) {
      ready = deps.fetchConfig(url).then(
        (config) =>
          new Promise<boolean>((resolve) => {
            wx.error((res) => {
              deps.log('[share] wx.config failed', res);
              resolve(false);
            });
            wx.ready(() => resolve(true));
            wx.config({
              debug: false,
              appId: config.appId,
              timestamp: config.timestamp,
              nonceStr: config.nonceStr,
              signature: config.signature,
              jsApiList: config.jsApiList,
            });
          }),
        (error: unknown) => {
          deps.log('[share] getWxConfig failed', error);
          return false;
        },
      );
      // A failed config may succeed on a later visit to the same address.
      void ready.then((ok) => {
        if (!ok) configs.delete(url);
      });
      configs.set(url, ready);
    }
    return ready;
  }

  return {
    async share(meta) {
      const userAgent = deps.userAgent();
      if (!isWeChatBrowser(userAgent)) return false;
      const call = ++latest;
      const wx = await loadSdk();
      if (!wx) return false;
      const current = deps.currentUrl();
      const ok = await configure(wx, signatureUrl(userAgent, current, deps.entryUrl()));
      // A later page has asked meanwhile: its data wins.
      if (!ok || call !== latest) return false;
      const link = withoutHash(current);
      const data = {
        title: meta.title,
        link,
        imgUrl: absoluteUrl(meta.image, link) ?? '',
        fail: (res: unknown) => deps.log('[share] WeChat rejected the share data', res),
      };
      wx.updateAppMessageShareData({ ...data, desc: meta.description ?? '' });
      wx.updateTimelineShareData(data);
      return true;
    },
  };
}

/** The app's instance (WeChatShareBoot). */
export const weChatShare = createWeChatShare();

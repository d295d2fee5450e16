import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WxConfig } from '@zaowu/shared';
import { server } from '../../test/server.ts';
import { WX_SDK_URL, createWeChatShare, signatureUrl, type WxSdk } from './wechat.ts';

const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; V2309A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.48(0x18003029) NetType/WIFI Language/zh_CN';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const CONFIG: WxConfig = {
  appId: 'wx0123456789abcdef',
  timestamp: 1_790_000_000,
  nonceStr: 'n0nce',
  signature: 'f00d',
  jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
};

/** A stand-in for the JS-SDK: wx.config answers ready (or error) a moment later, as WeChat does. */
function fakeWx({ fail = false } = {}) {
  let onReady: (() => void) | undefined;
  let onError: ((res: { errMsg?: string }) => void) | undefined;
  const wx = {
    config: vi.fn<WxSdk['config']>(() => {
      queueMicrotask(() => (fail ? onError?.({ errMsg: 'config:invalid signature' }) : onReady?.()));
    }),
    ready: vi.fn<WxSdk['ready']>((cb) => {
      onReady = cb;
    }),
    error: vi.fn<WxSdk['error']>((cb) => {
      onError = cb;
    }),
    updateAppMessageShareData: vi.fn<WxSdk['updateAppMessageShareData']>(),
    updateTimelineShareData: vi.fn<WxSdk['updateTimelineShareData']>(),
  };
  return wx;
}

function setup(userAgent: string, { fail = false } = {}) {
  const wx = fakeWx({ fail });
  const loadScript = vi.fn(async (_src: string) => {});
  const fetchConfig = vi.fn(async (_url: string) => CONFIG);
  const log = vi.fn();
  const share = createWeChatShare({
    userAgent: () => userAgent,
    loadScript,
    sdk: () => wx,
    fetchConfig,
    log,
  });
  return { wx, loadScript, fetchConfig, log, share };
}

const META = {
  title: '复古胶片相机',
  description: '一台 1970 年代胶片相机的 3D 模型',
  image: '/media/cover/5.jpg',
};

beforeEach(() => {
  window.history.replaceState(null, '', '/share/model/5?from=timeline#comments');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('WeChat share outside WeChat', () => {
  it('loads nothing and asks for no config', async () => {
    const { share, loadScript, fetchConfig, wx } = setup(DESKTOP_CHROME);
    expect(await share.share(META)).toBe(false);
    expect(loadScript).not.toHaveBeenCalled();
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(wx.config).not.toHaveBeenCalled();
  });

  it('adds no script tag with the real loader', async () => {
    const share = createWeChatShare({ userAgent: () => DESKTOP_CHROME });
    expect(await share.share(META)).toBe(false);
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('WeChat share inside WeChat', () => {
  it('loads the SDK once, signs the URL without its hash and sets both share cards', async () => {
    const { share, loadScript, fetchConfig, wx } = setup(ANDROID_WECHAT);
    expect(await share.share(META)).toBe(true);
    expect(await share.share({ ...META, title: '再分享一次' })).toBe(true);

    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(WX_SDK_URL);
    const page = `${window.location.origin}/share/model/5?from=timeline`;
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(fetchConfig).toHaveBeenCalledWith(page);
    expect(wx.config).toHaveBeenCalledWith({ debug: false, ...CONFIG });
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '复古胶片相机',
        desc: META.description,
        link: page,
        imgUrl: `${window.location.origin}/media/cover/5.jpg`,
      }),
    );
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith(
      expect.objectContaining({ title: '复古胶片相机', link: page }),
    );
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '再分享一次' }),
    );
  });

  it('configures again for a new address on Android (each route is signed)', async () => {
    const { share, fetchConfig, loadScript } = setup(ANDROID_WECHAT);
    await share.share(META);
    window.history.pushState(null, '', '/designer/3');
    await share.share({ title: '设计师' });
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(fetchConfig.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([
      '/share/model/5',
      '/designer/3',
    ]);
  });

  it('signs the entry address on iOS, where WeChat keeps it for the whole visit', () => {
    const entry = 'https://zaowu.test/?from=singlemessage#top';
    expect(signatureUrl(IOS_WECHAT, 'https://zaowu.test/art/4', entry)).toBe(
      'https://zaowu.test/?from=singlemessage',
    );
    expect(signatureUrl(ANDROID_WECHAT, 'https://zaowu.test/art/4#x', entry)).toBe(
      'https://zaowu.test/art/4',
    );
  });

  it('asks the API for the config with the hashless address (getWxConfig)', async () => {
    const urls: string[] = [];
    const recordUrl = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/v1.wechat/getWxConfig')) {
        urls.push(new URL(request.url).searchParams.get('url') ?? '');
      }
    };
    server.events.on('request:start', recordUrl);
    try {
      const wx = fakeWx();
      const share = createWeChatShare({
        userAgent: () => ANDROID_WECHAT,
        loadScript: async () => {},
        sdk: () => wx,
      });
      expect(await share.share(META)).toBe(true);
      expect(urls).toEqual([`${window.location.origin}/share/model/5?from=timeline`]);
      const options = wx.config.mock.calls[0]![0];
      expect(options.debug).toBe(false);
      expect(options.appId).toMatch(/^wx/);
      expect(options.signature).toMatch(/^[0-9a-f]{40}$/);
      expect(options.jsApiList).toContain('updateAppMessageShareData');
    } finally {
      server.events.removeListener('request:start', recordUrl);
    }
  });

  it('a failed SDK load is only logged, and not retried on every page', async () => {
    const { share, loadScript, fetchConfig, log, wx } = setup(ANDROID_WECHAT);
    loadScript.mockRejectedValue(new Error('net::ERR_CONNECTION_RESET'));
    await expect(share.share(META)).resolves.toBe(false);
    await expect(share.share(META)).resolves.toBe(false);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[share] WeChat JS-SDK failed to load', expect.any(Error));
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });

  it('the real loader: a script that fails to load goes to console.error, nothing is thrown', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchConfig = vi.fn(async () => CONFIG);
    const share = createWeChatShare({ userAgent: () => ANDROID_WECHAT, fetchConfig });
    const result = share.share(META);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${WX_SDK_URL}"]`);
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    await expect(result).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalledWith('[share] WeChat JS-SDK failed to load', expect.any(Error));
    expect(document.head.querySelector(`script[src="${WX_SDK_URL}"]`)).toBeNull();
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('a config error (wx.error) is only logged', async () => {
    const { share, log, wx } = setup(ANDROID_WECHAT, { fail: true });
    await expect(share.share(META)).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('[share] wx.config failed', { errMsg: 'config:invalid signature' });
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled();
  });

  it('a failed getWxConfig is only logged', async () => {
    const { share, log, fetchConfig, wx } = setup(ANDROID_WECHAT);
    fetchConfig.mockRejectedValueOnce(new Error('502'));
    await expect(share.share(META)).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('[share] getWxConfig failed', expect.any(Error));
    expect(wx.config).not.toHaveBeenCalled();
    // The next page tries again.
    await expect(share.share(META)).resolves.toBe(true);
  });
});

/** WeChat share config (deterministic fake signature). */
import type { WxConfig } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import { sha1Hex } from '../store/sha1.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const DEMO_APP_ID = 'wx8d3c5a1f2b4e6a70';
const DEMO_TICKET = 'zaowu-demo-jsapi-ticket';

export const shareRoutes = {
  getWxConfig: route(requestSchemas['share.getWxConfig'], ({ url }, { clock }): WxConfig => {
    let page: URL;
    try {
      page = new URL(url);
    } catch {
      reject('分享页面地址不正确');
    }
    if (page.protocol !== 'http:' && page.protocol !== 'https:') reject('分享页面地址不正确');
    // WeChat signs the URL without its fragment; same input, same signature.
    const signed = page.href.split('#')[0]!;
    const timestamp = Math.floor(clock.now() / 1000);
    const nonceStr = sha1Hex(`nonce:${signed}`).slice(0, 16);
    const signature = sha1Hex(
      `jsapi_ticket=${DEMO_TICKET}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${signed}`,
    );
    return {
      appId: DEMO_APP_ID,
      timestamp,
      nonceStr,
      signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareWeibo'],
    };
  }),
} satisfies ModuleRoutes<'share'>;

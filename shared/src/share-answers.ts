/** The answer WeChat sharing needs (beside share-target.ts). */
import * as z from './zod.ts';

export const wxConfig = z.strictObject({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
  jsApiList: z.array(z.string()),
});

/**
 * Signed, expiring addresses for private stored files (drive, private zone, feedback shots, works'
 * files). The signature is an HMAC-SHA256 over the path, the expiry and the download flag, with a
 * secret from DEMO_SECRET or a random one per start (links then die with the process). Sync, so views
 * can sign as they build answers; @noble/hashes runs the same in node and in the browser.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { MINUTE, type Clock } from './time.ts';

/** How long a signed address works. */
export const SIGNED_URL_TTL_MS = 10 * MINUTE;
const EXPIRES_PARAM = 'expires';
const SIGNATURE_PARAM = 'sig';
const DOWNLOAD_PARAM = 'download';

type Verdict = 'valid' | 'expired' | 'invalid';

export interface Signer {
  /**
   * `path` with expires/sig (and download=1) added; the path itself is kept byte for byte. Valid for
   * SIGNED_URL_TTL_MS unless `ttlMs` says otherwise.
   */
  sign(path: string, options?: { download?: boolean; ttlMs?: number }): string;
  /** Whether the URL's signature is ours and still fresh. */
  verify(url: URL): Verdict;
}

function sameText(a: string, b: string): boolean {
  // Constant time: where the first difference lies must not show in the timing.
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function createSigner(clock: Clock, secret?: string): Signer {
  const key = secret ? utf8ToBytes(secret) : crypto.getRandomValues(new Uint8Array(32));
  const mac = (path: string, expires: string, download: boolean) =>
    bytesToHex(hmac(sha256, key, utf8ToBytes(`${path}\n${expires}\n${download ? 1 : 0}`)));
  return {
    sign(path, options = {}) {
      const expires = String(Math.ceil((clock.now() + (options.ttlMs ?? SIGNED_URL_TTL_MS)) / 1000));
      const download = options.download === true;
      const query = new URLSearchParams({ [EXPIRES_PARAM]: expires });
      if (download) query.set(DOWNLOAD_PARAM, '1');
      query.set(SIGNATURE_PARAM, mac(path, expires, download));
      return `${path}?${query}`;
    },
    verify(url) {
      const expires = url.searchParams.get(EXPIRES_PARAM) ?? '';
      const sig = url.searchParams.get(SIGNATURE_PARAM) ?? '';
      const download = url.searchParams.get(DOWNLOAD_PARAM) === '1';
      if (!/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return 'invalid';
      if (!sameText(sig, mac(url.pathname, expires, download))) return 'invalid';
      return Number(expires) * 1000 >= clock.now() ? 'valid' : 'expired';
    },
  };
}

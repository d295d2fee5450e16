/** Links an author may put in a blog: http(s) addresses and paths of this site. */
import { userHref } from '../../lib/url.ts';

export function isSafeLink(raw: string): boolean {
  const t = raw.trim();
  if (!/^(https?:\/\/|\/(?!\/))/i.test(t)) return false;
  return userHref(t) !== null;
}

/**
 * Saves a file from an address the server handed out (a signed, expiring one, asked for at the click),
 * after the URL rules (product.md §5), through a temporary <a download> that names it.
 */
import { userHref } from './url.ts';

/** Clicks a temporary <a download>; false when the address is refused. */
export function saveFromUrl(url: string, name: string): boolean {
  const href = userHref(url);
  if (!href) return false;
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  // Another origin ignores `download`: open it in a new tab rather than leaving the page.
  if (new URL(href, window.location.href).origin !== window.location.origin) a.target = '_blank';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  return true;
}

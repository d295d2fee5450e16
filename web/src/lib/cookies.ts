import { COOKIE_PATH } from '@zaowu/shared';

export function setCookie(name: string, value: string, days: number, path = COOKIE_PATH): void {
  const expires = new Date(Date.now() + days * 24 * 3600 * 1000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=Lax${secure}`;
}

import { useEffect } from 'react';
import { SITE_NAME } from '@zaowu/shared';

/** Document title "<页面> · 造物" and, when given, the meta description. */
export function usePageTitle(title: string | null, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · 首页 · 创作者的作品社区`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

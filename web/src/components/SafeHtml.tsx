import { clsx } from 'clsx';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize.ts';
import './safe-html.css';

/** Renders user HTML only after the sanitizer and the URL rules (lib/sanitize.ts). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={clsx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

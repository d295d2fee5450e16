/**
 * The legal pages' first paint: the whole document from the same data the SPA renders
 * (shared/legal), laid out as features/legal/components/LegalDocument.tsx lays it out, so a crawler
 * reads the terms without JavaScript and React's render lands on the same page.
 */
import { SITE_NAME } from '@zaowu/shared';
import { chineseDate, chineseNumber } from '@zaowu/shared/chinese-text';
import { agreement } from '@zaowu/shared/legal/agreement';
import { identityAgreement } from '@zaowu/shared/legal/identity-agreement';
import { privacy } from '@zaowu/shared/legal/privacy';
import type { LegalBlock, LegalDocumentData } from '@zaowu/shared/legal/types';
import type { Built } from './detail-frames.ts';
import * as ld from './json-ld.ts';
import { esc } from './markup.ts';

const DOCS: Record<string, { doc: LegalDocumentData; path: string }> = {
  agreement: { doc: agreement, path: '/agreement' },
  privacy: { doc: privacy, path: '/privacy' },
  identity_agreement: { doc: identityAgreement, path: '/identity_agreement' },
};

const PAGES = [
  { to: '/agreement', label: '用户协议' },
  { to: '/privacy', label: '隐私政策' },
  { to: '/identity_agreement', label: '实名认证服务协议' },
];

const TOKEN = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

/** **bold** and [label](href), the only markup the legal texts use (our own text, escaped all the same). */
function inline(text: string): string {
  return text
    .split(TOKEN)
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('**') && part.endsWith('**')) return `<strong>${esc(part.slice(2, -2))}</strong>`;
      const link = LINK.exec(part);
      if (link && /^(\/|#|mailto:)/.test(link[2]!)) return `<a href="${esc(link[2]!)}">${esc(link[1]!)}</a>`;
      return esc(part);
    })
    .join('');
}

function block(b: LegalBlock): string {
  if (typeof b === 'string') return `<p>${inline(b)}</p>`;
  if ('subheading' in b) return `<h3>${esc(b.subheading)}</h3>`;
  if ('notice' in b) return `<p class="legal__notice">${inline(b.notice)}</p>`;
  if ('list' in b) {
    const tag = b.ordered ? 'ol' : 'ul';
    return `<${tag}>${b.list.map((item) => `<li>${inline(item)}</li>`).join('')}</${tag}>`;
  }
  const { caption, head, rows } = b.table;
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((cell, c) => (c === 0 ? `<th scope="row">${inline(cell)}</th>` : `<td>${inline(cell)}</td>`)).join('')}</tr>`,
    )
    .join('');
  return `<div class="legal__table" role="region" aria-label="${esc(caption)}" tabindex="0"><table><caption>${esc(caption)}</caption><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table></div>`;
}

export function legalFrame(routeName: string, siteUrl: string): Built | null {
  const entry = DOCS[routeName];
  if (!entry) return null;
  const { doc, path } = entry;
  const numbered = doc.sections.map((s, i) => ({ ...s, heading: `${chineseNumber(i + 1)}、${s.title}` }));
  const toc = numbered.map((s) => `<li><a href="#${esc(s.id)}">${esc(s.heading)}</a></li>`).join('');
  const sections = numbered
    .map(
      (s) =>
        `<section class="legal__section"><h2 id="${esc(s.id)}">${esc(s.heading)}</h2>${s.blocks.map(block).join('')}<a class="legal__to-toc" href="#legal-toc">返回目录</a></section>`,
    )
    .join('');
  const related = PAGES.filter((p) => p.to !== path)
    .map((p) => `<li><a href="${p.to}">《${esc(p.label)}》</a></li>`)
    .join('');
  const main = `<article class="legal"><header class="legal__head"><h1 data-fp="title">${esc(doc.title)}</h1><p class="legal__dates muted"><span>更新日期：<time datetime="${esc(doc.updated)}">${esc(chineseDate(doc.updated))}</time></span><span>生效日期：<time datetime="${esc(doc.effective)}">${esc(chineseDate(doc.effective))}</time></span></p></header><div class="legal__layout"><nav class="legal__toc" aria-labelledby="legal-toc-title" id="legal-toc"><h2 id="legal-toc-title" class="legal__toc-title">目录</h2><ol>${toc}</ol></nav><div class="legal__body"><div class="legal__intro">${doc.intro.map(block).join('')}</div>${sections}<footer class="legal__related"><h2>相关文档</h2><ul>${related}</ul></footer></div></div></article>`;
  return {
    main,
    lcp: null,
    head: {
      title: `${doc.title} · ${SITE_NAME}`,
      ogTitle: doc.title,
      description: doc.summary,
      image: null,
      imageAlt: doc.title,
      ogType: 'website',
      jsonLd: [ld.breadcrumbs(siteUrl, [{ href: path, text: doc.title }])],
    },
  };
}

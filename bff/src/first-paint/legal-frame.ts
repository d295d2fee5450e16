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
import { LEGAL_PAGES, inlineParts } from '@zaowu/shared/legal/inline';
import type { LegalBlock, LegalDocumentData } from '@zaowu/shared/legal/types';
import type { Built } from './detail-frames.ts';
import * as ld from './json-ld.ts';
import { esc } from './markup.ts';

const DOCS: Record<string, LegalDocumentData> = {
  agreement,
  privacy,
  identity_agreement: identityAgreement,
};

/** **bold** and [label](href), read by the shared rules (as the SPA reads them), escaped. */
const inline = (text: string) =>
  inlineParts(text)
    .map((p) =>
      p.kind === 'strong'
        ? `<strong>${esc(p.text)}</strong>`
        : p.kind === 'link'
          ? `<a href="${esc(p.href)}">${esc(p.text)}</a>`
          : esc(p.text),
    )
    .join('');

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

/** Drawn once per page: the texts are the build's own and do not change while it runs. */
const drawn = new Map<string, Built | null>();

export function legalFrame(routeName: string, siteUrl: string): Built | null {
  const key = `${routeName}\n${siteUrl}`;
  if (!drawn.has(key)) drawn.set(key, drawLegal(routeName, siteUrl));
  return drawn.get(key)!;
}

function drawLegal(routeName: string, siteUrl: string): Built | null {
  const doc = DOCS[routeName];
  const path = LEGAL_PAGES.find((p) => p.name === routeName)?.path;
  if (!doc || !path) return null;
  const numbered = doc.sections.map((s, i) => ({ ...s, heading: `${chineseNumber(i + 1)}、${s.title}` }));
  const toc = numbered.map((s) => `<li><a href="#${esc(s.id)}">${esc(s.heading)}</a></li>`).join('');
  const sections = numbered
    .map(
      (s) =>
        `<section class="legal__section"><h2 id="${esc(s.id)}">${esc(s.heading)}</h2>${s.blocks.map(block).join('')}<a class="legal__to-toc" href="#legal-toc">返回目录</a></section>`,
    )
    .join('');
  const related = LEGAL_PAGES.filter((p) => p.path !== path)
    .map((p) => `<li><a href="${p.path}">《${esc(p.label)}》</a></li>`)
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

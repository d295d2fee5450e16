import { describe, expect, it } from 'vitest';
import { inlineParts } from './inline.ts';

describe('the legal texts’ markup', () => {
  it('reads **bold** and links to site pages, anchors and mail addresses', () => {
    expect(
      inlineParts('见**第三条**与[隐私政策](/privacy)、[目录](#toc)或[来信](mailto:a@zaowu.com)。'),
    ).toEqual([
      { kind: 'text', text: '见' },
      { kind: 'strong', text: '第三条' },
      { kind: 'text', text: '与' },
      { kind: 'link', text: '隐私政策', href: '/privacy' },
      { kind: 'text', text: '、' },
      { kind: 'link', text: '目录', href: '#toc' },
      { kind: 'text', text: '或' },
      { kind: 'link', text: '来信', href: 'mailto:a@zaowu.com' },
      { kind: 'text', text: '。' },
    ]);
  });

  it('keeps any other address as text: another site, however it is spelled, or a script', () => {
    for (const href of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      const parts = inlineParts(`[点这里](${href})`);
      expect(
        parts.every((p) => p.kind === 'text'),
        href,
      ).toBe(true);
      expect(parts.map((p) => p.text).join(''), href).toBe(`[点这里](${href})`);
    }
  });
});

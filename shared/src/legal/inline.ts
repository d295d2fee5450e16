/**
 * The legal texts' own markup, read the same by the SPA (features/legal) and the BFF's frame of them:
 * **bold** and [label](href), where href is a site path, an in-page anchor or a mail address (anything
 * else stays text). The texts are ours, and both sides escape them all the same.
 */
export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

const TOKEN = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;
/** A site path (not `//host` or `/\host`, which browsers read as another site), an anchor, a mail address. */
const ALLOWED_HREF = /^(\/(?![/\\])|#|mailto:)/;

export function inlineParts(text: string): InlinePart[] {
  return text
    .split(TOKEN)
    .filter(Boolean)
    .map((part): InlinePart => {
      if (part.startsWith('**') && part.endsWith('**')) return { kind: 'strong', text: part.slice(2, -2) };
      const link = LINK.exec(part);
      if (link && ALLOWED_HREF.test(link[2]!)) return { kind: 'link', text: link[1]!, href: link[2]! };
      return { kind: 'text', text: part };
    });
}

/** Every legal document: its route's name, its path and its name in 《》. */
export const LEGAL_PAGES = [
  { name: 'agreement', path: '/agreement', label: '用户协议' },
  { name: 'privacy', path: '/privacy', label: '隐私政策' },
  { name: 'identity_agreement', path: '/identity_agreement', label: '实名认证服务协议' },
] as const;

/**
 * The share sheet's glyphs: simple marks of 微信, 微博 and QQ drawn on a 24 × 24 grid (filled in
 * currentColor, their eyes cut out in --share-hole, the tile's colour), and line icons for the rest.
 * All decorative: each sits beside its text label.
 */
import type { ReactNode } from 'react';
import { StrokeIcon } from '../Icon.tsx';

const HOLE = 'var(--share-hole)';

function Filled({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function WeChatGlyph() {
  return (
    <Filled>
      <ellipse cx="9.6" cy="9.4" rx="7.2" ry="6" />
      <path d="M5.2 13.6l-1.1 3.2 3.4-1.8z" />
      <ellipse cx="15.7" cy="14.6" rx="5.7" ry="4.8" stroke={HOLE} strokeWidth="1.3" />
      <path d="M19.3 17.7l.9 2.6-3-1.4z" />
      <circle cx="7.2" cy="8" r="1" fill={HOLE} />
      <circle cx="12" cy="8" r="1" fill={HOLE} />
      <circle cx="13.8" cy="13.7" r="0.8" fill={HOLE} />
      <circle cx="17.6" cy="13.7" r="0.8" fill={HOLE} />
    </Filled>
  );
}

export function WeiboGlyph() {
  return (
    <Filled>
      <ellipse cx="10" cy="14.6" rx="7.8" ry="5.3" transform="rotate(-10 10 14.6)" />
      <ellipse cx="9.3" cy="15.2" rx="3.4" ry="2.5" transform="rotate(-10 9.3 15.2)" fill={HOLE} />
      <circle cx="8.7" cy="15.5" r="1.2" />
      <path
        d="M15.6 4.4a5.6 5.6 0 0 1 5.3 7.2M15.4 7.6a2.4 2.4 0 0 1 2.3 3.1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
      />
    </Filled>
  );
}

export function QQGlyph() {
  return (
    <Filled>
      <path d="M12 2.8c-3.3 0-5.3 2.6-5.3 6.1 0 .5 0 1 .1 1.5-1 1.3-2.3 3.5-2.5 5.5-.1 1 .3 1.3.8.9.4-.3.9-1 1.2-1.6.3 1.1.9 2.1 1.7 2.8-1 .4-1.8 1-1.8 1.6 0 .8 1.7 1.2 3.6 1.2 1.3 0 2.5-.3 3.2-.6.7.3 1.9.6 3.2.6 1.9 0 3.6-.4 3.6-1.2 0-.6-.8-1.2-1.8-1.6.8-.7 1.4-1.7 1.7-2.8.3.6.8 1.3 1.2 1.6.5.4.9.1.8-.9-.2-2-1.5-4.2-2.5-5.5.1-.5.1-1 .1-1.5 0-3.5-2-6.1-5.3-6.1z" />
      <ellipse cx="10.4" cy="8.2" rx="0.9" ry="1.3" fill={HOLE} />
      <ellipse cx="13.6" cy="8.2" rx="0.9" ry="1.3" fill={HOLE} />
      <path d="M8 11.6c2.6 1 5.4 1 8 0" fill="none" stroke={HOLE} strokeWidth="1.1" strokeLinecap="round" />
    </Filled>
  );
}

const LINK =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
const CHECK = 'M5 12.5l4.5 4.5L19 7.5';
const SYSTEM_SHARE = 'M12 15V4M8 8l4-4 4 4M5 12v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6';

export const LinkGlyph = () => <StrokeIcon d={LINK} size={24} />;
export const CheckGlyph = () => <StrokeIcon d={CHECK} size={24} />;
export const SystemShareGlyph = () => <StrokeIcon d={SYSTEM_SHARE} size={24} />;

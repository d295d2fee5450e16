/** A 24 × 24 stroke icon in currentColor from one SVG path (`filled` fills it); a feature names its paths. */
import type { SVGProps } from 'react';

export function StrokeIcon({
  d,
  size = 18,
  filled = false,
  ...rest
}: { d: string; size?: number; filled?: boolean } & Omit<SVGProps<SVGSVGElement>, 'd'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

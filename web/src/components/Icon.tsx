import type { SVGProps } from 'react';
import { ICON_PATHS as PATHS } from '@zaowu/shared/icon-paths';

export { dot } from '@zaowu/shared/icon-paths';

export type IconName = keyof typeof PATHS;

export interface StrokeIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  /** Pixel size of the square; defaults to 1em so the icon follows the text. */
  size?: number | string;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

/** A 24 × 24 line drawing stroked in currentColor: the frame of every icon set (Icon, the drive's, the messages'). */
export function StrokeIcon({ d, size = '1em', label, ...rest }: StrokeIconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export interface IconProps extends StrokeIconProps {
  name: IconName;
}

/** An inline SVG icon drawn in currentColor. */
export function Icon({ name, ...rest }: IconProps) {
  return <StrokeIcon d={PATHS[name]} {...rest} />;
}

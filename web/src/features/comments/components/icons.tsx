/** Stroke icons for the comments (24 × 24, currentColor), beyond the few the primitives carry. */
import type { SVGProps } from 'react';
import { StrokeIcon } from '../../../components/StrokeIcon.tsx';

const PATHS = {
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  bubble: 'M4.5 5.5h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4.5 3.5v-3.5h-1a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z',
  reply: 'M10 6.5L4.5 12l5.5 5.5M4.5 12H14a5.5 5.5 0 0 1 5.5 5.5v1',
  trash: 'M4.5 6.5h15M9.5 6.5V4.5h5v2M6.5 6.5l1 13h9l1-13M10 10.5v6M14 10.5v6',
} as const;

export function CommentIcon({
  name,
  ...rest
}: { name: keyof typeof PATHS; size?: number; filled?: boolean } & Omit<
  SVGProps<SVGSVGElement>,
  'name' | 'd'
>) {
  return <StrokeIcon d={PATHS[name]} {...rest} />;
}

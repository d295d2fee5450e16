/** Stroke icons for the work page (24 × 24, currentColor), beyond the few the primitives carry. */
import type { SVGProps } from 'react';
import { ICON_PATHS } from '@zaowu/shared/icon-paths';
import { StrokeIcon } from '../../../components/StrokeIcon.tsx';

const PATHS = {
  // The meta line's glyphs come from the shared table: the first paint draws them too.
  heart: ICON_PATHS.heart,
  star: ICON_PATHS.star,
  eye: ICON_PATHS.eye,
  share:
    'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  handshake:
    'M3 11l4-4 4 2 3-2 7 4M3 11l2 2M21 11l-2 2M5 13l4 4a1.5 1.5 0 0 0 2-2M9 17l1 1a1.5 1.5 0 0 0 2-2M12 16l.5.5a1.5 1.5 0 0 0 2-2L11 11M14.5 14.5a1.5 1.5 0 0 0 2-2L19 13',
  zoomIn: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4M11 8v6M8 11h6',
  zoomOut: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4M8 11h6',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  card: 'M4 5h16v14H4zM4 15l4-4 3 3 3-3 6 6M15 9.5a1.5 1.5 0 1 0 0-.01',
  clock: 'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17zM12 7.5V12l3 2',
  file: 'M14 3H6.5A1.5 1.5 0 0 0 5 4.5v15A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V8zM14 3v5h5',
  folder:
    'M3.5 6.5A1.5 1.5 0 0 1 5 5h4l2 2h8a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5z',
  lock: 'M6.5 11h11v9h-11zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  reset: 'M4 12a8 8 0 1 0 2.34-5.66M4 4v4.5h4.5',
  download: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15',
} as const;

type WorkIconName = keyof typeof PATHS;

export function WorkIcon({
  name,
  ...rest
}: { name: WorkIconName; size?: number; filled?: boolean } & Omit<SVGProps<SVGSVGElement>, 'name' | 'd'>) {
  return <StrokeIcon d={PATHS[name]} {...rest} />;
}

/** The drive's own glyphs (the shared Icon set has only the primitives'), drawn like Icon: 24 × 24 strokes. */
import { dot, StrokeIcon, type StrokeIconProps } from '../../../components/Icon.tsx';
import type { FileKind } from '../file-kind.ts';

const FOLDER =
  'M3 7.5A1.5 1.5 0 0 1 4.5 6h4.3l2 2h8.7A1.5 1.5 0 0 1 21 9.5v8a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z';

const PATHS = {
  folder: FOLDER,
  'folder-plus': `${FOLDER}M12 11v5M9.5 13.5h5`,
  'folder-move': `${FOLDER}M8.5 13.5h6.5M12.5 11l2.5 2.5-2.5 2.5`,
  lock: 'M6.5 11h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
  cloud: 'M7 18.5a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 17.8 8.6 4.5 4.5 0 0 1 17 18.5z',
  upload: 'M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15',
  download: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15',
  trash: 'M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  list: `M9 6h11M9 12h11M9 18h11${dot(4.5, 6, 0.8)}${dot(4.5, 12, 0.8)}${dot(4.5, 18, 0.8)}`,
  grid: 'M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z',
  panel: 'M4 5h16v14H4zM9.5 5v14',
  // File kinds.
  image: `M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18${dot(15.5, 9.5)}`,
  model: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  video: 'M4 6.5h11v11H4zM15 10.5l5-3v9l-5-3',
  audio:
    'M9 17.5V6l10-2v11.5M9 17.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM19 15.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
  archive: 'M3.5 4h17v4h-17zM5 8h14v12H5zM10 12h4',
  pdf: 'M6.5 3.5h7.5l4 4v13h-11.5zM14 3.5v4h4M9 12.5h6M9 15.5h6M9 18h3.5',
  sheet: 'M4 5h16v14H4zM4 10h16M4 14.5h16M10 5v14',
  doc: 'M6.5 3.5h7.5l4 4v13h-11.5zM14 3.5v4h4M9 12.5h6M9 15.5h6',
  text: 'M5 6h14M5 10h14M5 14h14M5 18h9',
  code: 'M9 8l-4 4 4 4M15 8l4 4-4 4M13 6l-2 12',
  other: 'M6.5 3.5h7.5l4 4v13h-11.5zM14 3.5v4h4',
} as const;

export type DiskIconName = keyof typeof PATHS;

export function DiskIcon({ name, ...rest }: { name: DiskIconName } & StrokeIconProps) {
  return <StrokeIcon d={PATHS[name]} {...rest} />;
}

/** A tinted tile with the glyph of a folder, the private zone or a kind of file (decorative). */
export function EntryIcon({
  kind,
  size = 'md',
}: {
  kind: FileKind | 'folder' | 'private' | 'cloud';
  size?: 'sm' | 'md' | 'lg';
}) {
  const glyph: DiskIconName = kind === 'private' ? 'lock' : kind;
  const px = size === 'lg' ? 36 : size === 'sm' ? 16 : 20;
  return (
    <span className={`disk-icon disk-icon--${kind} disk-icon--${size}`} aria-hidden="true">
      <DiskIcon name={glyph} size={px} />
    </span>
  );
}

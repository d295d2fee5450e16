import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SpecimenProps {
  /** The state shown, e.g. 禁用 or 加载中. */
  label: string;
  note?: ReactNode;
  children: ReactNode;
  /** Lay the children in a row that wraps (buttons, badges) instead of a column. */
  row?: boolean;
  /** Let the specimen span the whole width of the state grid. */
  wide?: boolean;
  className?: string;
}

/** One state of a primitive, captioned. */
export function Specimen({ label, note, children, row, wide, className }: SpecimenProps) {
  return (
    <figure className={clsx('specimen', wide && 'specimen--wide', className)}>
      <div className={clsx('specimen__stage', row && 'specimen__stage--row')}>{children}</div>
      <figcaption className="specimen__caption">
        <span className="specimen__label">{label}</span>
        {note && <span className="specimen__note">{note}</span>}
      </figcaption>
    </figure>
  );
}

/** A grid of specimens. */
export function SpecimenGrid({ children }: { children: ReactNode }) {
  return <div className="specimen-grid">{children}</div>;
}

/** The same content in the light and the dark theme, side by side (stacked on phones). */
export function ThemePair({ children }: { children: ReactNode }) {
  return (
    <div className="theme-pair">
      {(['light', 'dark'] as const).map((theme) => (
        <div key={theme} className="theme-pair__frame" data-theme={theme}>
          <p className="theme-pair__label">{theme === 'light' ? '浅色主题' : '深色主题'}</p>
          {children}
        </div>
      ))}
    </div>
  );
}

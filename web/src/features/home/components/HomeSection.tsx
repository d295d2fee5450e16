import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';

export interface HomeSectionProps {
  id: string;
  title: string;
  /** A short line beside the title. */
  subtitle?: string;
  more?: { to: string; label: string };
  children: ReactNode;
}

/** A home page band: h2, optional 查看更多, content. */
export function HomeSection({ id, title, subtitle, more, children }: HomeSectionProps) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
          {subtitle && <span className="home-section__subtitle">{subtitle}</span>}
        </h2>
        {more && (
          <Link to={more.to} className="home-section__more">
            {more.label}
            <Icon name="chevron-right" size={16} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

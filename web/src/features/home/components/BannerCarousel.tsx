import { clsx } from 'clsx';
import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { safeRedirectTarget, type HomeBanner } from '@zaowu/shared';
import { Icon } from '../../../components/Icon.tsx';
import { Image } from '../../../components/Image.tsx';

/** How long a slide stays before the next one. */
const SLIDE_MS = 6_000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The featured banners (WAI-ARIA APG carousel): rotates every few seconds, but never while the pointer
 * is over it or focus is in it, never with reduced motion, and a visible button stops it for good.
 * 上一张 / 下一张 and the dots work from the keyboard; only the current slide is in the a11y tree.
 */
export function BannerCarousel({ banners }: { banners: readonly HomeBanner[] }) {
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (i: number) => setIndex((i + count) % count);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="精选推荐"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
    >
      {/* The rotation control comes first in the tab order (APG); the bar sits over the slide's foot. */}
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? '暂停自动播放' : '开始自动播放'}
          >
            {playing ? <PauseGlyph /> : <PlayGlyph />}
          </button>
          <div className="carousel__dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={clsx('carousel__dot', i === current && 'is-active')}
                aria-label={`第 ${i + 1} 张：${b.title}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__button"
            onClick={() => go(current - 1)}
            aria-label="上一张"
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            type="button"
            className="carousel__button"
            onClick={() => go(current + 1)}
            aria-label="下一张"
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </div>
      )}
      <div className="carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((b, i) => (
          <div
            key={b.id}
            className={clsx('carousel__slide', i === current && 'is-active')}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i === current ? undefined : true}
          >
            <Link
              to={safeRedirectTarget(b.link)}
              className="carousel__link"
              tabIndex={i === current ? 0 : -1}
            >
              <Image src={b.image} alt="" ratio={12 / 5} priority={i === 0} className="carousel__image" />
              <span className="carousel__caption">
                <span className="carousel__title">{b.title}</span>
                {b.subtitle && <span className="carousel__subtitle">{b.subtitle}</span>}
                <span className="carousel__cta" aria-hidden="true">
                  去看看
                  <Icon name="chevron-right" size={16} />
                </span>
              </span>
            </Link>
          </div>
        ))}
      </div>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M9 6v12M15 6v12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </svg>
  );
}

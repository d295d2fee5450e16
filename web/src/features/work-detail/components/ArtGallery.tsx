/**
 * An art work's pictures: one large, thumbnails under it. ←/→ (Home/End) move while the gallery has
 * focus, as do the 上一张/下一张 buttons; clicking the picture or 放大 opens the zoom view.
 */
import { clsx } from 'clsx';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { pictureWidths } from '@zaowu/shared';
import { WorkIcon } from './icons.tsx';

const Lightbox = lazy(() => import('./Lightbox.tsx'));

/** `pictures`: the cover, then the work's other pictures, each with its alt (shared workGallery). */
export function ArtGallery({
  title,
  pictures,
}: {
  title: string;
  pictures: readonly { src: string; alt: string }[];
}) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const count = pictures.length;
  const current = pictures[Math.min(index, count - 1)] ?? { src: '', alt: title };
  const many = count > 1;

  const go = (next: number) => {
    const clamped = (next + count) % count;
    setIndex(clamped);
    thumbsRef.current
      ?.querySelector<HTMLElement>(`[data-index="${clamped}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  return (
    <div
      className="wd-gallery"
      role="region"
      aria-roledescription="图集"
      aria-labelledby={labelId}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <p id={labelId} className="visually-hidden">
        {title} 图集{many ? '，可用左右方向键切换' : ''}
      </p>
      <div className="wd-gallery__stage">
        <button
          type="button"
          className="wd-gallery__main"
          onClick={() => setZoomed(true)}
          aria-label={`放大查看：${current.alt}`}
        >
          <img
            key={current.src}
            src={current.src}
            {...pictureWidths(current.src, 'detail')}
            alt={current.alt}
            decoding="async"
            fetchPriority="high"
          />
        </button>
        {many && (
          <>
            <button
              type="button"
              className="wd-gallery__nav wd-gallery__nav--prev"
              aria-label="上一张"
              onClick={() => go(index - 1)}
            >
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M15 18l-6-6 6-6" />
              </svg>
            </button>
            <button
              type="button"
              className="wd-gallery__nav wd-gallery__nav--next"
              aria-label="下一张"
              onClick={() => go(index + 1)}
            >
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M9 18l6-6-6-6" />
              </svg>
            </button>
          </>
        )}
        <div className="wd-gallery__bar">
          {many && (
            <span className="wd-gallery__counter tabular" aria-live="polite">
              {index + 1} / {count}
            </span>
          )}
          <button type="button" className="wd-gallery__zoom" onClick={() => setZoomed(true)}>
            <WorkIcon name="zoomIn" size={16} />
            放大
          </button>
        </div>
      </div>
      {many && (
        <div ref={thumbsRef} className="wd-gallery__thumbs" role="group" aria-label="缩略图">
          {pictures.map(({ src }, i) => (
            <button
              key={src}
              type="button"
              data-index={i}
              className={clsx('wd-gallery__thumb', i === index && 'wd-gallery__thumb--current')}
              aria-label={`第 ${i + 1} 张`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
      {zoomed && (
        <Suspense fallback={null}>
          <Lightbox
            pictures={pictures}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The zoom view of a gallery: full screen, the picture as large as the screen allows, zoom with the
 * wheel, a pinch, double-click, +/- (buttons and keys); drag to pan when zoomed; ←/→ change picture;
 * Esc closes (Radix Dialog: focus trap and focus return).
 */
import { Dialog } from 'radix-ui';
import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { Icon } from '../../../components/Icon.tsx';
import { WorkIcon } from './icons.tsx';

const MIN_SCALE = 1;
const MAX_SCALE = 6;
const STEP = 1.5;

interface View {
  scale: number;
  x: number;
  y: number;
}
const FIT: View = { scale: 1, x: 0, y: 0 };

const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

export default function Lightbox({
  pictures,
  index,
  onIndexChange,
  onClose,
}: {
  /** Each picture with its alt (shared workGallery). */
  pictures: readonly { src: string; alt: string }[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const [view, setView] = useState<View>(FIT);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const count = pictures.length;
  const many = count > 1;

  /** Zooms to `scale` keeping the point (px, py) — relative to the stage's centre — in place. */
  const zoomAt = (scale: number, px = 0, py = 0) =>
    setView((v) => {
      const next = clampScale(scale);
      if (next === MIN_SCALE) return FIT;
      const k = next / v.scale;
      return { scale: next, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
    });

  const fromCentre = (clientX: number, clientY: number) => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect) return { px: 0, py: 0 };
    return { px: clientX - rect.left - rect.width / 2, py: clientY - rect.top - rect.height / 2 };
  };

  const show = (next: number) => {
    onIndexChange((next + count) % count);
    setView(FIT);
  };

  const onWheel = (e: WheelEvent) => {
    const { px, py } = fromCentre(e.clientX, e.clientY);
    zoomAt(view.scale * Math.exp(-e.deltaY * 0.0015), px, py);
  };

  const onPointerDown = (e: PointerEvent) => {
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: view.scale };
    }
  };

  const onPointerMove = (e: PointerEvent) => {
    const last = pointers.current.get(e.pointerId);
    if (!last) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const { px, py } = fromCentre((a.x + b.x) / 2, (a.y + b.y) / 2);
      zoomAt(pinch.current.scale * (Math.hypot(a.x - b.x, a.y - b.y) / pinch.current.distance), px, py);
    } else if (pointers.current.size === 1 && view.scale > 1) {
      const dx = e.clientX - last.x;
      const dy = e.clientY - last.y;
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    }
  };

  const onPointerUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === '+' || e.key === '=') zoomAt(view.scale * STEP);
    else if (e.key === '-' || e.key === '_') zoomAt(view.scale / STEP);
    else if (e.key === '0') setView(FIT);
    else if (many && e.key === 'ArrowLeft') show(index - 1);
    else if (many && e.key === 'ArrowRight') show(index + 1);
    else return;
    e.preventDefault();
  };

  const { src, alt } = pictures[index] ?? { src: '', alt: '' };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="wd-lightbox__overlay" />
        <Dialog.Content className="wd-lightbox" aria-describedby={undefined} onKeyDown={onKeyDown}>
          <Dialog.Title className="visually-hidden">{`放大查看：${alt}`}</Dialog.Title>
          <div
            ref={stageRef}
            className="wd-lightbox__stage"
            data-zoomed={view.scale > 1 || undefined}
            onWheel={onWheel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onDoubleClick={(e) => {
              const { px, py } = fromCentre(e.clientX, e.clientY);
              if (view.scale > 1) setView(FIT);
              else zoomAt(2, px, py);
            }}
          >
            <img
              className="wd-lightbox__img"
              src={src}
              alt={alt}
              draggable={false}
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
            />
          </div>
          <ZoomBar
            many={many}
            scale={view.scale}
            onPrevious={() => show(index - 1)}
            onNext={() => show(index + 1)}
            onZoom={(scale) => zoomAt(scale)}
            onFit={() => setView(FIT)}
          />
          {many && (
            <p className="wd-lightbox__count tabular" aria-live="polite">
              {index + 1} / {count}
            </p>
          )}
          <Dialog.Close className="wd-lightbox__close" aria-label="关闭">
            <Icon name="close" size={22} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The bar under the picture: previous / next (more than one picture), zoom out, the percent (back to fit), zoom in. */
function ZoomBar({
  many,
  scale,
  onPrevious,
  onNext,
  onZoom,
  onFit,
}: {
  many: boolean;
  scale: number;
  onPrevious: () => void;
  onNext: () => void;
  onZoom: (scale: number) => void;
  onFit: () => void;
}) {
  const percent = Math.round(scale * 100);
  return (
    <div className="wd-lightbox__bar" role="toolbar" aria-label="缩放">
      {many && (
        <button type="button" className="wd-lightbox__btn" aria-label="上一张" onClick={onPrevious}>
          <Icon name="chevron-left" size={20} />
        </button>
      )}
      <button
        type="button"
        className="wd-lightbox__btn"
        aria-label="缩小"
        disabled={scale <= MIN_SCALE}
        onClick={() => onZoom(scale / STEP)}
      >
        <WorkIcon name="zoomOut" size={20} />
      </button>
      <button
        type="button"
        className="wd-lightbox__btn wd-lightbox__percent tabular"
        aria-label={`当前 ${percent}%，恢复适合屏幕`}
        onClick={onFit}
      >
        {percent}%
      </button>
      <button
        type="button"
        className="wd-lightbox__btn"
        aria-label="放大"
        disabled={scale >= MAX_SCALE}
        onClick={() => onZoom(scale * STEP)}
      >
        <WorkIcon name="zoomIn" size={20} />
      </button>
      {many && (
        <button type="button" className="wd-lightbox__btn" aria-label="下一张" onClick={onNext}>
          <Icon name="chevron-right" size={20} />
        </button>
      )}
    </div>
  );
}

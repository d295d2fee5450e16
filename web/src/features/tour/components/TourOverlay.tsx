/**
 * The tour itself (lazy chunk): a spotlight on the header element of each step and a card beside it.
 * Radix Dialog gives the modal parts: focus trap, Esc (= 跳过), the rest of the page inert for screen
 * readers. A step whose target is hidden (phones hide 发布) points at its stand-in (the menu button that
 * leads to 发布作品 there); with neither on screen the card is centred.
 */
import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { useEndTour, type TourEnd } from '../api.ts';
import { TOUR_STEPS, targetSelector } from '../steps.ts';
import { placeAround, type Box } from './placement.ts';
import '../tour.css';

/** A string, so React compares snapshots by value: "top,left,width,height" or "none". */
function snapshot(target: string): string {
  const rect = document.querySelector(targetSelector(target))?.getBoundingClientRect();
  // display:none gives an empty box.
  if (!rect || rect.width === 0 || rect.height === 0) return 'none';
  return [rect.top, rect.left, rect.width, rect.height, window.innerWidth, window.innerHeight]
    .map(Math.round)
    .join(',');
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('scroll', onChange, true);
  // Locking the page scroll changes the body's margin, which shifts the header a little.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onChange) : null;
  observer?.observe(document.body);
  const frame = requestAnimationFrame(onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('scroll', onChange, true);
    observer?.disconnect();
    cancelAnimationFrame(frame);
  };
}

function useTargetBox(target: string): { box: Box; viewport: { width: number; height: number } } | null {
  const snap = useSyncExternalStore(subscribe, () => snapshot(target));
  return useMemo(() => {
    if (snap === 'none') return null;
    const [top, left, width, height, vw, vh] = snap.split(',').map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { box: { top, left, width, height }, viewport: { width: vw, height: vh } };
  }, [snap]);
}

/** The tour only starts on pages that have the site header (not on the focused login layout). */
function useHeaderPresent(): boolean {
  const { pathname } = useLocation();
  const [present, setPresent] = useState(false);
  useEffect(() => {
    // Checked after the new page has painted.
    const frame = requestAnimationFrame(() => setPresent(document.querySelector('[data-tour]') !== null));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return present;
}

const px = (box: Box): CSSProperties => ({
  top: box.top,
  left: box.left,
  width: box.width,
  height: box.height,
});

export default function TourOverlay() {
  const [index, setIndex] = useState(0);
  const [returnFocusTo] = useState(() => document.activeElement);
  const headerPresent = useHeaderPresent();
  const endTour = useEndTour();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const stepId = useId();

  const step = TOUR_STEPS[index]!;
  const total = TOUR_STEPS.length;
  const last = index === total - 1;
  const own = useTargetBox(step.target);
  // '' matches nothing: steps without a stand-in.
  const standIn = useTargetBox(step.hidden?.target ?? '');
  const target = own ?? standIn;
  const body = !own && step.hidden ? step.hidden.body : step.body;
  const placement = target ? placeAround(target.box, target.viewport) : null;

  // Focus stays on the main action as the steps change (上一步 may disappear under it).
  useEffect(() => {
    primaryRef.current?.focus();
  }, [index, headerPresent]);

  if (!headerPresent) return null;

  const end = (how: TourEnd) => endTour.mutate(how);
  const cardStyle: CSSProperties | undefined = placement ? placement.card : undefined;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && end('skip')}>
      <Dialog.Portal>
        <Dialog.Overlay
          className={clsx('tour-spotlight', !placement && 'tour-spotlight--none')}
          style={placement ? px(placement.spotlight) : undefined}
          aria-hidden="true"
        />
        <Dialog.Content
          className={clsx('tour-card', placement ? `tour-card--${placement.side}` : 'tour-card--center')}
          style={cardStyle}
          aria-label="新手引导"
          aria-describedby={stepId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            primaryRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
          }}
          // Only the card's buttons end the tour; a stray tap on the dimmed page does nothing.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div id={stepId} aria-live="polite" aria-atomic="true">
            <p className="tour-card__count">
              <span aria-hidden="true">
                {index + 1}/{total}
              </span>
              <span className="visually-hidden">
                第 {index + 1} 步，共 {total} 步：
              </span>
            </p>
            <h2 className="tour-card__title">{step.title}</h2>
            <p className="tour-card__body">{body}</p>
          </div>
          <ol className="tour-card__dots" aria-hidden="true">
            {TOUR_STEPS.map((s, i) => (
              <li key={s.target} className={clsx(i === index && 'is-active')} />
            ))}
          </ol>
          <div className="tour-card__actions">
            <Button variant="ghost" size="sm" className="tour-card__skip" onClick={() => end('skip')}>
              跳过
            </Button>
            {index > 0 && (
              <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
                上一步
              </Button>
            )}
            <Button
              ref={primaryRef}
              variant="primary"
              size="sm"
              onClick={() => (last ? end('finish') : setIndex(index + 1))}
            >
              {last ? '完成' : '下一步'}
            </Button>
          </div>
          {placement && (
            <span className="tour-card__arrow" style={{ left: placement.arrowLeft }} aria-hidden="true" />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { clsx } from 'clsx';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/Button.tsx';
import { notify } from '../../lib/toast.ts';
import type { WatchLaterWork } from './state.ts';
import { useWatchLater } from './useWatchLater.ts';
import './watch-later.css';

export interface WatchLaterButtonProps {
  work: WatchLaterWork;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /**
   * Tight spaces (a phone's action bar): once added, the visible label shortens to 已加入 while the
   * accessible name stays 已加入稍后再看.
   */
  compact?: boolean;
  className?: string;
}

/** 稍后再看: a toggle (aria-pressed) that keeps the work in this browser's watch-later list. */
export function WatchLaterButton({
  work,
  size = 'md',
  variant = 'secondary',
  compact,
  className,
}: WatchLaterButtonProps) {
  const { has, toggle } = useWatchLater();
  const saved = has(work.id);
  return (
    <Button
      size={size}
      variant={variant}
      className={clsx('wl-button', compact && 'wl-button--compact', className)}
      aria-pressed={saved}
      onClick={() => {
        const added = toggle(work);
        if (added) notify.success('已加入稍后再看');
        else notify.info('已移出稍后再看');
      }}
    >
      <svg
        className="wl-button__icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill={saved ? 'currentColor' : 'none'}
        fillOpacity={saved ? 0.15 : undefined}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7.5V12l3 2" fill="none" />
      </svg>
      <span className="wl-button__label">
        {saved ? (
          <>
            已加入<span className="wl-button__rest">稍后再看</span>
          </>
        ) : (
          '稍后再看'
        )}
      </span>
    </Button>
  );
}

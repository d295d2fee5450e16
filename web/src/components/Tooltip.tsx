import type { ReactElement, ReactNode } from 'react';
import { Tooltip as Radix } from 'radix-ui';
import './tooltip.css';

export interface TooltipProps {
  /** The hint. Keep it short; it must never hold the only copy of important information. */
  content: ReactNode;
  /** One focusable element that forwards refs (a Button, a link, an icon button). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Milliseconds before it opens on hover; keyboard focus opens it at once. */
  delay?: number;
}

/**
 * A short hint on hover and keyboard focus (Radix Tooltip: Esc closes, described-by wiring). Touch
 * screens have no hover, so an icon-only button still needs its own aria-label.
 */
export function Tooltip({ content, children, side = 'top', align = 'center', delay = 400 }: TooltipProps) {
  return (
    <Radix.Provider delayDuration={delay} skipDelayDuration={300}>
      <Radix.Root>
        <Radix.Trigger asChild>{children}</Radix.Trigger>
        <Radix.Portal>
          <Radix.Content className="tooltip" side={side} align={align} sideOffset={6} collisionPadding={8}>
            {content}
            <Radix.Arrow className="tooltip__arrow" width={10} height={5} />
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}

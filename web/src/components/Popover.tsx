import type { ReactElement, ReactNode } from 'react';
import { Popover as Radix } from 'radix-ui';
import './popover.css';

export interface PopoverProps {
  /** One focusable element that forwards refs: it opens and closes the popover. */
  children: ReactElement;
  content: ReactNode;
  /** The panel's accessible name. */
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  onOpenChange?: (open: boolean) => void;
}

/** A panel anchored to a button (Radix Popover: Esc and outside click close, focus moves in and back). */
export function Popover({
  children,
  content,
  label,
  side = 'bottom',
  align = 'start',
  onOpenChange,
}: PopoverProps) {
  return (
    <Radix.Root onOpenChange={onOpenChange}>
      <Radix.Trigger asChild>{children}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          className="popover"
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
        >
          {content}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

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
  /** Open as it mounts (a trigger that mounts the popover only when first used). */
  defaultOpen?: boolean;
}

/** A panel anchored to a button (Radix Popover: Esc and outside click close, focus moves in and back). */
export function Popover({
  children,
  content,
  label,
  side = 'bottom',
  align = 'start',
  onOpenChange,
  defaultOpen,
}: PopoverProps) {
  return (
    <Radix.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
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

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Dialog as Radix } from 'radix-ui';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
}

/** A side panel (Radix Dialog underneath: focus trap, Esc, focus return). */
export function Drawer({ open, onOpenChange, title, side = 'left', children, className }: DrawerProps) {
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="dialog__overlay" />
        <Radix.Content className={clsx('drawer', `drawer--${side}`, className)} aria-describedby={undefined}>
          <div className="drawer__head">
            <Radix.Title className="drawer__title">{title}</Radix.Title>
            <Radix.Close className="dialog__close drawer__close" aria-label="关闭">
              ×
            </Radix.Close>
          </div>
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

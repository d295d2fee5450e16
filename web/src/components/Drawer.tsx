import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Dialog as Radix } from 'radix-ui';
import { useOpenedOnce } from '../lib/opened-once.ts';
import { Icon } from './Icon.tsx';
import './dialog.css';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  /** A line under the title (announced as the description). */
  description?: ReactNode;
  children: ReactNode;
  /** Pinned to the bottom of the panel (e.g. 重置 / 确定 of a filter drawer). */
  footer?: ReactNode;
  className?: string;
}

/**
 * A side panel (Radix Dialog underneath: focus trap, Esc, focus return). Nothing is mounted until it
 * first opens (a page load pays nothing for a closed panel); from then on it stays mounted, so closing
 * animates out.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  side = 'left',
  description,
  children,
  footer,
  className,
}: DrawerProps) {
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="dialog__overlay" />
        <Radix.Content
          className={clsx('drawer', `drawer--${side}`, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="drawer__head">
            <Radix.Title className="drawer__title">{title}</Radix.Title>
            <Radix.Close className="dialog__close drawer__close" aria-label="关闭">
              <Icon name="close" size={20} />
            </Radix.Close>
          </div>
          {description && (
            <Radix.Description className="drawer__description">{description}</Radix.Description>
          )}
          <div className="drawer__body">{children}</div>
          {footer && <div className="drawer__footer">{footer}</div>}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

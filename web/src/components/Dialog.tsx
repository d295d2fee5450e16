import { clsx } from 'clsx';
import { useRef, type ReactNode } from 'react';
import { Dialog as Radix } from 'radix-ui';
import { Icon } from './Icon.tsx';
import { useOpenedOnce } from '../lib/opened-once.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Hides the heading visually but keeps it as the accessible name. */
  hideTitle?: boolean;
  description?: ReactNode;
  children: ReactNode;
  /** Actions under the body (e.g. 取消 / 确定), right-aligned; stacked full width on phones. */
  footer?: ReactNode;
  /** Width on desktop; on phones the dialog is a bottom sheet. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * On close, focus goes back to the element that had it when the dialog opened (the button that
   * opened it). Radix does this only for its own Trigger, which these controlled dialogs do not use.
   */
  returnFocus?: boolean;
}

/**
 * Modal dialog (Radix: focus trap, Esc, focus return). A bottom sheet at phone widths. Mounts nothing
 * until it first opens, then stays mounted (closing animates out).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  footer,
  size = 'md',
  className,
  returnFocus = false,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  // Nothing until first opened, then kept (lib/opened-once.ts).
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className="dialog__overlay" />
        <Radix.Content
          className={clsx('dialog', `dialog--${size}`, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(returnFocus && {
            // Runs before focus moves in: the opener still has it.
            onOpenAutoFocus: () => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            },
            onCloseAutoFocus: (event: Event) => {
              const el = opener.current;
              if (!el?.isConnected) return;
              event.preventDefault();
              el.focus();
            },
          })}
        >
          <Radix.Title className={clsx('dialog__title', hideTitle && 'visually-hidden')}>{title}</Radix.Title>
          {description && (
            <Radix.Description className="dialog__description">{description}</Radix.Description>
          )}
          {children}
          {footer && <div className="dialog__footer">{footer}</div>}
          <Radix.Close className="dialog__close" aria-label="关闭">
            <Icon name="close" size={20} />
          </Radix.Close>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

import { clsx } from 'clsx';
import { cloneElement, forwardRef, isValidElement, type ButtonHTMLAttributes } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  block?: boolean;
  /** Renders the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    block = false,
    asChild = false,
    className,
    children,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  const classes = clsx('btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className);
  if (asChild) {
    // The child (e.g. a router Link) keeps its own element and gets the button's look and props.
    // A small clone rather than Radix Slot keeps Slot out of the first load of every page.
    if (!isValidElement<{ className?: string }>(children))
      throw new Error('Button asChild needs one element');
    return cloneElement(children, {
      ...rest,
      ref,
      className: clsx(classes, children.props.className),
      'aria-busy': loading || undefined,
    } as Record<string, unknown>);
  }
  return (
    <button
      ref={ref}
      className={classes}
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});

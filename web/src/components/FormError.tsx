/**
 * A form's root error (react-hook-form's `errors.root`, set with `setError('root', …)`): why the whole
 * form was refused, announced; nothing when there is none. Field errors belong to the field (Field.tsx).
 */
import { Icon } from './Icon.tsx';

export function FormError({
  message,
  className,
  icon = false,
  id,
}: {
  message: string | null | undefined;
  /** The form's own class (its CSS places the line). */
  className: string;
  /** An alert icon before the text. */
  icon?: boolean;
  /** For a control's aria-describedby. */
  id?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} className={className} role="alert">
      {icon && <Icon name="alert" />}
      {message}
    </p>
  );
}

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';
import './empty.css';

export interface EmptyProps {
  /** What is missing, in a few words (e.g. 还没有作品). */
  title: string;
  /** One line of guidance: why it is empty or what to do next. */
  description?: ReactNode;
  /** The next step: usually a Button (or a Button asChild around a Link). */
  action?: ReactNode;
  /** An icon name or any node (an illustration); default an empty tray. */
  icon?: IconName | ReactNode;
  /** compact: inside a card or panel; default: a whole page section. */
  size?: 'compact' | 'default';
  /** The title's element: a heading level when the empty state stands for a whole section. */
  titleAs?: 'p' | 'h2' | 'h3';
  className?: string;
}

/** An empty state: icon, title, one line of guidance and the next action (design.md §8). */
export function Empty({
  title,
  description,
  action,
  icon = 'inbox',
  size = 'default',
  titleAs: Title = 'p',
  className,
}: EmptyProps) {
  return (
    <div className={clsx('empty', `empty--${size}`, className)}>
      <span className="empty__icon" aria-hidden="true">
        {typeof icon === 'string' ? (
          <Icon name={icon as IconName} size={size === 'compact' ? 28 : 36} />
        ) : (
          icon
        )}
      </span>
      <Title className="empty__title">{title}</Title>
      {description && <p className="empty__description">{description}</p>}
      {action && <div className="empty__action">{action}</div>}
    </div>
  );
}

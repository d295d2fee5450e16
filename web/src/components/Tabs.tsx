import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Tabs as Radix } from 'radix-ui';
import { formatCount } from './Badge.tsx';
import './tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  /** The panel; omit it to use the tabs as a filter whose content is rendered elsewhere. */
  content?: ReactNode;
  /** A small count after the label (e.g. unread messages), capped at 99+. */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers (e.g. "作品分类"). */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** line: underlined, for page sections; pill: segmented, for compact filters. */
  variant?: 'line' | 'pill';
  /** Stretch the tabs to fill the row (phones). */
  fill?: boolean;
  className?: string;
}

/**
 * Tabs (Radix: roving focus with arrow keys, Home/End, automatic activation). The tab row scrolls
 * sideways when it is wider than the screen rather than wrapping.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  variant = 'line',
  fill = false,
  className,
}: TabsProps) {
  return (
    <Radix.Root
      className={clsx('tabs', `tabs--${variant}`, fill && 'tabs--fill', className)}
      value={value}
      defaultValue={defaultValue ?? (value === undefined ? items.find((t) => !t.disabled)?.value : undefined)}
      onValueChange={onValueChange}
    >
      <Radix.List className="tabs__list" aria-label={label}>
        {items.map((t) => (
          <Radix.Trigger
            key={t.value}
            value={t.value}
            disabled={t.disabled}
            className="tabs__tab"
            // A filter tab has no panel here: do not point aria-controls at one that does not exist.
            {...(t.content === undefined ? { 'aria-controls': undefined } : {})}
          >
            {t.label}
            {t.count !== undefined && t.count > 0 && (
              <span className="tabs__count">
                <span className="visually-hidden">（</span>
                {formatCount(t.count)}
                <span className="visually-hidden">）</span>
              </span>
            )}
          </Radix.Trigger>
        ))}
      </Radix.List>
      {items.map(
        (t) =>
          t.content !== undefined && (
            <Radix.Content key={t.value} value={t.value} className="tabs__panel">
              {t.content}
            </Radix.Content>
          ),
      )}
    </Radix.Root>
  );
}

import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatCount } from './Badge.tsx';
import './tabs.css';

interface TabItem {
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

/** Keys that move focus along the row (WAI-ARIA tabs pattern, horizontal; it wraps around). */
const MOVES: Record<string, 'first' | 'last' | 'prev' | 'next'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
};

/**
 * Tabs (WAI-ARIA tabs pattern: one tab stop, arrow keys wrap and skip disabled tabs, Home/End,
 * automatic activation, only the selected panel mounted). The tab row scrolls sideways when it is
 * wider than the screen rather than wrapping. Plain React rather than Radix's Tabs: the home page
 * shows them at first paint, and Radix's tabs with their roving-focus, collection and presence layers
 * weigh about 9 KB gzip, as much as the rest of the home page's own code.
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
  const id = useId();
  const [own, setOwn] = useState(
    () => defaultValue ?? (value === undefined ? items.find((t) => !t.disabled)?.value : undefined),
  );
  const selected = value !== undefined ? value : own;
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };

  const enabled = items.filter((t) => !t.disabled);
  // The row's one tab stop: the selected tab, or the first usable one when none is selected.
  const tabStop = enabled.some((t) => t.value === selected) ? selected : enabled[0]?.value;
  const triggerId = (v: string) => `${id}-trigger-${v}`;
  const panelId = (v: string) => `${id}-content-${v}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const move = MOVES[event.key];
    if (!move || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    const at = enabled.findIndex((t) => t.value === current);
    const n = enabled.length;
    const index =
      move === 'first' ? 0 : move === 'last' ? n - 1 : move === 'next' ? (at + 1) % n : (at - 1 + n) % n;
    const target = enabled[index];
    // Focusing a tab selects it (onFocus below).
    if (target) buttons.current.get(target.value)?.focus();
  };

  return (
    <div
      className={clsx('tabs', `tabs--${variant}`, fill && 'tabs--fill', className)}
      data-orientation="horizontal"
    >
      <div className="tabs__list" role="tablist" aria-label={label} aria-orientation="horizontal">
        {items.map((t) => {
          const active = t.value === selected;
          return (
            <button
              key={t.value}
              ref={(el) => {
                if (el) buttons.current.set(t.value, el);
                else buttons.current.delete(t.value);
              }}
              type="button"
              role="tab"
              id={triggerId(t.value)}
              // A filter tab has no panel here: do not point aria-controls at one that does not exist.
              aria-controls={t.content === undefined ? undefined : panelId(t.value)}
              aria-selected={active}
              data-state={active ? 'active' : 'inactive'}
              data-disabled={t.disabled ? '' : undefined}
              disabled={t.disabled}
              tabIndex={t.value === tabStop ? 0 : -1}
              className="tabs__tab"
              // Selects on press like a native control; a right or Ctrl click neither selects nor focuses.
              onMouseDown={(event) => {
                if (!t.disabled && event.button === 0 && !event.ctrlKey) select(t.value);
                else event.preventDefault();
              }}
              onKeyDown={(event) => {
                if (event.key === ' ' || event.key === 'Enter') select(t.value);
                else onKeyDown(event, t.value);
              }}
              onFocus={() => {
                if (!t.disabled) select(t.value);
              }}
            >
              {t.label}
              {t.count !== undefined && t.count > 0 && (
                <span className="tabs__count">
                  <span className="visually-hidden">（</span>
                  {formatCount(t.count)}
                  <span className="visually-hidden">）</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      {items.map(
        (t) =>
          t.content !== undefined &&
          t.value === selected && (
            <div
              key={t.value}
              role="tabpanel"
              id={panelId(t.value)}
              aria-labelledby={triggerId(t.value)}
              data-state="active"
              data-orientation="horizontal"
              tabIndex={0}
              className="tabs__panel"
            >
              {t.content}
            </div>
          ),
      )}
    </div>
  );
}

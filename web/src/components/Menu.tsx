import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import './menu.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** A leading icon (decorative). */
  icon?: ReactNode;
  /** Draws a separator line above this item. */
  separated?: boolean;
}

export interface MenuProps {
  /** The element that opens the menu (a button); it must forward refs. */
  trigger: ReactNode;
  items: MenuItem[];
  label?: ReactNode;
  align?: 'start' | 'end';
}

/** A dropdown menu (Radix: arrow keys, typeahead, Esc, focus return). */
export function Menu({ trigger, items, label, align = 'end' }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align={align} sideOffset={6} collisionPadding={8}>
          {label && <DropdownMenu.Label className="menu__label">{label}</DropdownMenu.Label>}
          {items.map((item) => (
            <Fragment key={item.key}>
              {item.separated && <DropdownMenu.Separator className="menu__separator" />}
              <DropdownMenu.Item
                className={clsx('menu__item', item.danger && 'menu__item--danger')}
                disabled={item.disabled}
                onSelect={item.onSelect}
              >
                {item.icon && (
                  <span className="menu__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                {item.label}
              </DropdownMenu.Item>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

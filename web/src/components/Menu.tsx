import type { ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import './menu.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
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
        <DropdownMenu.Content className="menu" align={align} sideOffset={6}>
          {label && <DropdownMenu.Label className="menu__label">{label}</DropdownMenu.Label>}
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              className={item.danger ? 'menu__item menu__item--danger' : 'menu__item'}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

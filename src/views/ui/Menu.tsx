/**
 * A dropdown menu over Headless UI's Menu: arrow keys, typeahead, Esc and focus return come with it.
 * Loaded only with the signed-in shell.
 */
import { Menu as HeadlessMenu, MenuButton, MenuItem as HeadlessMenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface MenuProps {
  /** Content of the button that opens the menu; it is also its accessible name unless `label` is given. */
  readonly trigger: ReactNode;
  readonly label?: string;
  readonly children: ReactNode;
  readonly align?: 'start' | 'end';
  readonly buttonClassName?: string;
}

export function Menu({ trigger, label, children, align = 'end', buttonClassName }: MenuProps) {
  return (
    <HeadlessMenu as="div" className="relative">
      <MenuButton
        aria-label={label}
        className={cx(
          'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
          buttonClassName,
        )}
      >
        {trigger}
      </MenuButton>
      <MenuItems
        className={cx(
          'absolute z-30 mt-2 min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        {children}
      </MenuItems>
    </HeadlessMenu>
  );
}

export interface MenuItemProps {
  readonly onAction: () => void;
  readonly children: ReactNode;
  readonly icon?: ReactNode;
}

export function MenuItem({ onAction, children, icon }: MenuItemProps) {
  return (
    <HeadlessMenuItem>
      <button
        type="button"
        onClick={onAction}
        className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-800 data-focus:bg-sky-50 data-focus:text-sky-900"
      >
        {icon}
        {children}
      </button>
    </HeadlessMenuItem>
  );
}

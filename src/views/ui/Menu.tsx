/**
 * A dropdown menu over Headless UI's Menu: arrow keys, typeahead, Esc and focus return come with it.
 * The items are anchored to the button (Floating UI, through Headless UI's `anchor`): rendered in a portal above
 * tables and sticky bars, flipped above the button or shifted sideways when the room below runs out, so a row menu
 * on the last row of a scrolling table stays whole on screen. The portal is placed in the button's own landmark
 * (main, header...), or its dialog (a modal's own portal sits outside every landmark), so the open menu is still
 * inside it for assistive technology. Loaded only with the signed-in shell.
 */
import {
  Menu as HeadlessMenu,
  MenuButton,
  MenuItem as HeadlessMenuItem,
  MenuItems,
  Portal,
} from '@headlessui/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { cx } from './cx';
import { OVERLAY_LAYER } from './layers';

export interface MenuProps {
  /** Content of the button that opens the menu; it is also its accessible name unless `label` is given. */
  readonly trigger: ReactNode;
  readonly label?: string;
  readonly children: ReactNode;
  readonly align?: 'start' | 'end';
  readonly buttonClassName?: string;
}

const PORTAL_HOSTS =
  'main, header, nav, aside, footer, [role="region"], [role="dialog"], [role="alertdialog"]';

export function Menu({ trigger, label, children, align = 'end', buttonClassName }: MenuProps) {
  // The host, found once mounted. With none (a menu outside every landmark) the items go to Headless UI's own portal
  // root: a group whose target holds nothing would render no items at all.
  const [host, setHost] = useState<HTMLElement | null>(null);
  const findHost = useCallback(
    (node: HTMLElement | null) => setHost(node?.closest<HTMLElement>(PORTAL_HOSTS) ?? null),
    [],
  );
  const target = useMemo(() => ({ current: host }), [host]);
  const menu = (
    <>
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
        // Not modal: the page keeps scrolling and stays in the accessibility tree while a row menu is open.
        modal={false}
        anchor={{ to: align === 'end' ? 'bottom end' : 'bottom start', gap: 4, padding: 8 }}
        className={cx(
          OVERLAY_LAYER,
          'min-w-44 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none',
          // Floating UI limits the height to the room left on screen; the items scroll past it.
          'overflow-y-auto',
        )}
      >
        {children}
      </MenuItems>
    </>
  );
  return (
    <HeadlessMenu as="div" className="relative" ref={findHost}>
      {/* Portal.Group is the exported name of Headless UI's PortalGroup in this version. */}
      {host ? <Portal.Group target={target}>{menu}</Portal.Group> : menu}
    </HeadlessMenu>
  );
}

export interface MenuItemProps {
  readonly onAction: () => void;
  readonly children: ReactNode;
  readonly icon?: ReactNode;
  /** Replaces the item's colours (a destructive item's red). */
  readonly className?: string;
  /** Shown but not chosen (aria-disabled), while the work it would start waits for other work. */
  readonly disabled?: boolean;
}

const ITEM =
  'flex w-full items-center gap-2 px-4 py-2 text-start text-sm data-disabled:cursor-not-allowed data-disabled:opacity-60';
const ITEM_COLOURS = 'text-slate-800 data-focus:bg-sky-50 data-focus:text-sky-900';

export function MenuItem({ onAction, children, icon, className, disabled = false }: MenuItemProps) {
  return (
    <HeadlessMenuItem disabled={disabled}>
      <button
        type="button"
        onClick={disabled ? undefined : onAction}
        className={cx(ITEM, className ?? ITEM_COLOURS)}
      >
        {icon}
        {children}
      </button>
    </HeadlessMenuItem>
  );
}

/** An item that goes somewhere: a link, so it can also be opened in a new tab. */
export function MenuLinkItem({
  href,
  children,
  className,
}: {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <HeadlessMenuItem>
      <Link href={href} className={cx(ITEM, className ?? ITEM_COLOURS)}>
        {children}
      </Link>
    </HeadlessMenuItem>
  );
}

/**
 * A list row's actions, the same on every list (ADR 267): one "⋯" button named for its row ('Actions for <name>')
 * opening a menu of what the caller may do with the row, as the row's capabilities (the server's capability table)
 * allow, in the list's order. Delete and other destructive actions come last, set apart and in red. A row the caller
 * may do nothing with shows no button. On a phone the button sits at the top end of the row's card.
 */
import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuLinkItem } from './Menu';

export interface RowAction {
  readonly key: string;
  readonly label: string;
  /** Where the action goes (shown as a link), or what it does. */
  readonly href?: string;
  readonly onAction?: () => void;
  /** Destructive (Delete): last, apart and in red. */
  readonly danger?: boolean;
  /** Listed but not chosen while other work runs (an action of the row's list already on its way). */
  readonly disabled?: boolean;
}

export interface RowActionsProps {
  /** The button's name, naming the row: 'Actions for <name>'. */
  readonly label: string;
  readonly actions: readonly RowAction[];
  /** An action shown beside the menu because it reports its own progress (a rebuild). */
  readonly before?: ReactNode;
}

function Item({ action }: { readonly action: RowAction }) {
  const tone = action.danger ? 'text-red-800 data-focus:bg-red-50 data-focus:text-red-900' : undefined;
  return action.href !== undefined ? (
    <MenuLinkItem href={action.href} className={tone}>
      {action.label}
    </MenuLinkItem>
  ) : (
    <MenuItem onAction={() => action.onAction?.()} className={tone} disabled={action.disabled ?? false}>
      {action.label}
    </MenuItem>
  );
}

export function RowActions({ label, actions, before }: RowActionsProps) {
  const safe = actions.filter((action) => !action.danger);
  const destructive = actions.filter((action) => action.danger);
  if (actions.length === 0 && !before) return null;
  return (
    <div className="flex items-center justify-end gap-1">
      {before}
      {actions.length > 0 && (
        <Menu
          label={label}
          // Three dots drawn, not typed: a one-character text leaves its contrast undecided for checkers.
          trigger={
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
              <circle cx="3" cy="8" r="1.5" />
              <circle cx="8" cy="8" r="1.5" />
              <circle cx="13" cy="8" r="1.5" />
            </svg>
          }
          // An opaque background: the button sits on a pinned cell or a card, and its contrast is then measurable.
          buttonClassName="bg-white text-slate-800 hover:bg-slate-100"
        >
          {safe.map((action) => (
            <Item key={action.key} action={action} />
          ))}
          {safe.length > 0 && destructive.length > 0 && (
            <div role="separator" className="my-1 border-t border-slate-200" />
          )}
          {destructive.map((action) => (
            <Item key={action.key} action={action} />
          ))}
        </Menu>
      )}
    </div>
  );
}

/**
 * A short text shown while the pointer rests on, or the keyboard focus is in, its trigger. The trigger describes
 * itself by the tooltip (aria-describedby), so screen readers announce it too. With `focusable`, a trigger that is
 * not focusable itself (e.g. a disabled row's title) joins the tab order so keyboard users can read the text.
 */
import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface TooltipProps {
  readonly content: string;
  readonly children: ReactNode;
  readonly focusable?: boolean;
  readonly className?: string;
}

export function Tooltip({ content, children, focusable = false, className }: TooltipProps) {
  const id = useId();
  return (
    <span className={cx('group relative inline-flex', className)}>
      <span
        aria-describedby={id}
        // Reachable by keyboard only when asked: interactive children are focusable already.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={focusable ? 0 : undefined}
        className="rounded-sm focus-visible:outline-2 focus-visible:outline-sky-600"
      >
        {children}
      </span>
      <span
        role="tooltip"
        id={id}
        className={cx(
          'pointer-events-none invisible absolute bottom-full left-0 z-20 mb-1 w-max max-w-xs rounded-md',
          'bg-slate-900 px-2 py-1 text-xs font-normal text-white opacity-0 shadow transition-opacity',
          'group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
        )}
      >
        {content}
      </span>
    </span>
  );
}

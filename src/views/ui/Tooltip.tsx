/**
 * A short text shown while the pointer rests on, or the keyboard focus is in, its trigger. The trigger describes
 * itself by the tooltip (aria-describedby), so screen readers announce it too. With `focusable`, a trigger that is
 * not focusable itself (e.g. a disabled row's title) joins the tab order so keyboard users can read the text.
 *
 * The text is placed by Floating UI with fixed positioning, so a scrolling table does not clip it, and stays in its
 * trigger's landmark and dialog: above the trigger, flipped below it at the top of the screen and shifted sideways
 * at its edges. Esc hides it without moving the focus (WCAG 1.4.13).
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { cx } from './cx';
import { OVERLAY_LAYER } from './layers';

export interface TooltipProps {
  readonly content: string;
  readonly children: ReactNode;
  readonly focusable?: boolean;
  readonly className?: string;
}

const EDGE = 8;

export function Tooltip({ content, children, focusable = false, className }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  const {
    refs: { setReference, setFloating },
    floatingStyles,
  } = useFloating({
    placement: 'top-start',
    strategy: 'fixed',
    middleware: [offset(4), flip({ padding: EDGE }), shift({ padding: EDGE })],
    // Follows the trigger through scrolls and resizes only while shown.
    whileElementsMounted: open ? autoUpdate : undefined,
  });
  useEffect(() => {
    if (!open) return undefined;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [open]);
  const show = (set: (value: boolean) => void) => () => {
    setDismissed(false);
    set(true);
  };
  return (
    <span
      ref={setReference}
      className={cx('inline-flex', className)}
      onPointerEnter={show(setHovered)}
      onPointerLeave={() => setHovered(false)}
      onFocus={show(setFocused)}
      onBlur={() => setFocused(false)}
    >
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
        ref={setFloating}
        style={floatingStyles}
        className={cx(
          OVERLAY_LAYER,
          'pointer-events-none w-max max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-normal text-white',
          'shadow transition-opacity',
          open ? 'visible opacity-100' : 'invisible opacity-0',
        )}
      >
        {content}
      </span>
    </span>
  );
}

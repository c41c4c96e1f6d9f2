/**
 * A modal dialog over Headless UI's Dialog: focus is trapped and returned, Esc and the backdrop close it.
 * It opens with the focus in its first field, or, with no field (a confirmation), on its dismiss button: the
 * safest one, so Enter at once changes nothing. Loaded only with the signed-in shell, never on the sign-in screen.
 */
import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Description,
} from '@headlessui/react';
import { useCallback, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly description?: ReactNode;
  /** The buttons at the bottom, primary last. */
  readonly actions?: ReactNode;
  /** The first button at the bottom (Cancel, Close): it closes the dialog as Esc does. */
  readonly dismissLabel?: string;
  readonly children?: ReactNode;
  readonly role?: 'dialog' | 'alertdialog';
  readonly size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** `xl`: a table of long values (links) that takes a wide screen's room instead of wrapping each value. */
const SIZES = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
  xl: 'max-w-3xl min-[1800px]:max-w-7xl',
} as const;

const FIELDS =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

/** Where the focus goes on opening: none when a child already took it (autoFocus). */
function initialFocusIn(panel: HTMLElement): HTMLElement | null {
  if (panel.contains(panel.ownerDocument.activeElement) || panel.querySelector('[data-autofocus]'))
    return null;
  return (
    panel.querySelector<HTMLElement>(FIELDS) ??
    panel.querySelector<HTMLElement>('[data-dialog-dismiss]') ??
    panel.querySelector<HTMLElement>('[data-dialog-actions] button:not([disabled])')
  );
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  actions,
  dismissLabel,
  children,
  role,
  size = 'md',
}: DialogProps) {
  const initialFocus = useRef<HTMLElement | null>(null);
  // Runs as the panel mounts, before Headless UI moves the focus in.
  const findInitialFocus = useCallback((panel: HTMLElement | null) => {
    initialFocus.current = panel && initialFocusIn(panel);
  }, []);
  return (
    <HeadlessDialog
      open={open}
      onClose={onClose}
      role={role}
      initialFocus={initialFocus}
      // The dialog's own element covers the window, as its backdrop does: its box is where the dialog is seen. Left
      // in the flow, it was a line of no height below the page, which anything measuring it took for hidden (the
      // accessibility tree's bounds, a browser test's visibility).
      className="fixed inset-0 z-40"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      {/* A panel taller than the window (a long list, a phone held sideways) scrolls with the overlay, so its
          buttons can always be reached; a shorter one stays centred. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-center justify-center p-4">
          <DialogPanel
            ref={findInitialFocus}
            className={cx('w-full rounded-lg bg-white p-6 shadow-xl', SIZES[size])}
          >
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            {description && <Description className="mt-2 text-sm text-slate-700">{description}</Description>}
            {children}
            {(actions || dismissLabel) && (
              <div className="mt-6 flex justify-end gap-3" data-dialog-actions="">
                {dismissLabel && (
                  <Button variant="secondary" onClick={onClose} data-dialog-dismiss="">
                    {dismissLabel}
                  </Button>
                )}
                {actions}
              </div>
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}

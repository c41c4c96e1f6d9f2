/**
 * A modal dialog over Headless UI's Dialog: focus is trapped and returned, Esc and the backdrop close it.
 * Loaded only with the signed-in shell, never on the sign-in screen.
 */
import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Description,
} from '@headlessui/react';
import type { ReactNode } from 'react';
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
  readonly size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

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
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} className="relative z-40">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={cx('w-full rounded-lg bg-white p-6 shadow-xl', SIZES[size])}>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description && <Description className="mt-2 text-sm text-slate-700">{description}</Description>}
          {children}
          {(actions || dismissLabel) && (
            <div className="mt-6 flex justify-end gap-3">
              {dismissLabel && (
                <Button variant="secondary" onClick={onClose}>
                  {dismissLabel}
                </Button>
              )}
              {actions}
            </div>
          )}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

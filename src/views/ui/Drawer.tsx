/**
 * A panel that slides over the page from the left (the sidebar on narrow screens). Headless UI's Dialog gives it
 * the focus trap, Esc to close and focus return to the button that opened it.
 */
import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The accessible name of the drawer. */
  readonly label: string;
  readonly children: ReactNode;
  readonly className?: string;
}

export function Drawer({ open, onClose, label, children, className }: DrawerProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="fixed inset-0 z-40" aria-label={label}>
      <DialogBackdrop className="fixed inset-0 bg-slate-950/60" />
      <div className="fixed inset-y-0 start-0 flex w-72 max-w-[85vw]">
        <DialogPanel className={className ?? 'flex w-full flex-col'}>{children}</DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

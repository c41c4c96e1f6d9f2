/**
 * A dialog that warns or asks before the user goes on (sign out blocked, leave with unsaved changes, a sign-out
 * that failed): role alertdialog, small, with the dismiss button focused first as in every Dialog.
 */
import { Dialog, type DialogProps } from './Dialog';

export function AlertDialog({ size = 'sm', ...props }: Omit<DialogProps, 'role'>) {
  return <Dialog {...props} role="alertdialog" size={size} />;
}

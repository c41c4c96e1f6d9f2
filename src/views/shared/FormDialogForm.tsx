/**
 * The form element inside a FormDialog (its `formId`): no browser validation, since the form's own messages stand
 * beside each field; Enter or the dialog's Save sends the save; a save that failed is said above the fields.
 */
import type { ReactNode } from 'react';
import { FormError } from '../ui/FormError';

export function FormDialogForm({
  id,
  failure,
  onSave,
  children,
}: {
  readonly id: string;
  readonly failure: string | null;
  readonly onSave: () => void;
  readonly children: ReactNode;
}) {
  return (
    <form
      id={id}
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {failure ? <FormError message={failure} /> : null}
      {children}
    </form>
  );
}

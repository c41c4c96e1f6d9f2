/**
 * The form of a setting on Results (what students see, attempts): its fields side by side, the hint they are
 * described by, the save's error, and one save button.
 */
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';

interface SettingsFormProps {
  id: string;
  hint: string;
  error: string | null;
  saveLabel: string;
  saving: boolean;
  /** Another of the setting's actions is running (the save itself shows busy instead). */
  otherBusy?: boolean;
  onSave: () => void;
  children: ReactNode;
}

export function SettingsForm({
  id,
  hint,
  error,
  saveLabel,
  saving,
  otherBusy = false,
  onSave,
  children,
}: SettingsFormProps) {
  return (
    <form
      className="flex flex-col gap-3"
      aria-describedby={`${id}-hint`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={saving} disabled={otherBusy}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}

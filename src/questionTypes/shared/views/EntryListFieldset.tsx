/**
 * A question's list of entries in the editor (pairs, extra answers, items, units): a legend, a hint, the rows, the
 * list's message after a failed save, and the button that adds an entry. Each row's fields are described by the hint,
 * and by the message while there is one.
 */
import { useId, type ReactNode } from 'react';
import { Button } from '../../../views/ui/Button';

/** What each row's text field takes so that it is read with the list's hint and message. */
export interface EntryFieldDescription {
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string;
}

export function EntryListFieldset({
  legend,
  hint,
  error,
  addLabel,
  canAdd,
  onAdd,
  children,
}: {
  readonly legend: string;
  readonly hint: string;
  /** The list's message after a failed save. */
  readonly error: string | undefined;
  readonly addLabel: string;
  readonly canAdd: boolean;
  readonly onAdd: () => void;
  readonly children: (described: EntryFieldDescription) => ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button variant="secondary" className="self-start" disabled={!canAdd} onClick={onAdd}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

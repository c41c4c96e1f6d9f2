/**
 * The form of a signed-out screen (sign-in, set password): named by the screen's heading, busy while the session
 * works, its fields, the submit button (saying when it works) and the session's error under it. On submit it hands
 * the typed values, read by field name, to the screen.
 */
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { selectError, selectFieldErrors, selectIsBusy } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';

export interface SessionFormProps {
  readonly headingId: string;
  /** The sentence under the heading that describes the form, if the screen has one. */
  readonly descriptionId?: string;
  readonly submitText: string;
  readonly submittingText: string;
  readonly onSubmit: (field: (name: string) => string) => void;
  /** Between the submit button and the error (the institution's sign-in). */
  readonly afterSubmit?: ReactNode;
  readonly children: ReactNode;
}

export function SessionForm({
  headingId,
  descriptionId,
  submitText,
  submittingText,
  onSubmit,
  afterSubmit,
  children,
}: SessionFormProps) {
  const message = useMessage();
  const session = useSessionActor();
  const busy = useSelector(session, selectIsBusy);
  const error = useSelector(session, selectError);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit((name) => String(data.get(name) ?? ''));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      {children}
      <Button type="submit" busy={busy} className="mt-2 w-full">
        {busy ? submittingText : submitText}
      </Button>
      {afterSubmit}
      <FormError message={message(error)} />
    </form>
  );
}

/** The message of a field the session refused, by the field's name. */
export function useSessionFieldError(): (name: string) => string | null {
  const message = useMessage();
  const fieldErrors = useSelector(useSessionActor(), selectFieldErrors);
  return (name) => message(fieldErrors[name]?.[0]);
}

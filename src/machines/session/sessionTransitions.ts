/** The transitions every sign-in of the session machine shares, and what its checked forms send. */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { FinishRegistrationRequest } from '../../api/session/authContract';
import type { FormCheck } from '../../domain/session/session';
import type { RegistrationCheck } from './sessionDefaultActors';
import type { SignedInSession } from './sessionMachine';

/** The value of a check the guard found valid. */
export function checkedValue<T>(check: FormCheck<T>): T {
  if (!check.valid) throw new Error('An invalid form reached its call');
  return check.value;
}

/** Any sign-in (password, invitation, institution) succeeded: the session it answered opens the console. */
export const TO_SIGNED_IN = {
  target: '#session.signedIn',
  actions: {
    type: 'assignSession',
    params: ({ event }: { event: DoneActorEvent<SignedInSession> }) => event.output,
  },
} as const;

/** Any sign-in, or the check before it, failed: back to the form, which says why. */
export const BACK_WITH_ERROR = {
  target: 'idle',
  actions: {
    type: 'assignError',
    params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
  },
} as const;

/** A form checked by its rules: a valid one goes on to `next`, an invalid one back with its field messages. */
export function afterCheck<TOutput>(next: string, checkOf: (output: TOutput) => FormCheck<unknown>) {
  const check = ({ event }: { event: DoneActorEvent<TOutput> }) => ({ check: checkOf(event.output) });
  return [
    { guard: { type: 'isFormValid', params: check }, target: next },
    { target: 'idle', actions: { type: 'assignFieldErrors', params: check } },
  ] as const;
}

/** The registration request of a set-password form the guard found valid. */
export function registrationRequestOf({ form: check, token }: RegistrationCheck): FinishRegistrationRequest {
  const form = checkedValue(check);
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    plainPassword: { first: form.password, second: form.repeatPassword },
    token,
  };
}

/**
 * A session actor already signed in as a user with the given roles, for screens rendered without the sign-in flow.
 * It is never started: screens only read it (roles, the user's name), so it makes no request.
 */
import { createActor } from 'xstate';
import type { SessionUser } from '../../src/domain/session/session';
import { sessionMachine, type SessionActorRef } from '../../src/machines/session/sessionMachine';

export function signedInSession(
  roles: readonly string[] = [],
  user: Partial<SessionUser> = {},
): SessionActorRef {
  const snapshot = sessionMachine.resolveState({
    value: { signedIn: 'idle' },
    context: {
      user: { firstName: 'Ada', lastName: 'Lovelace', roles: [...roles], ...user },
      flags: {},
      error: null,
      fieldErrors: {},
      unsaved: [],
    },
  });
  return createActor(sessionMachine, { snapshot });
}

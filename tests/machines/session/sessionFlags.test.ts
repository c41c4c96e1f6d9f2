import { createActor, fromPromise, waitFor } from 'xstate';
import {
  sessionMachine,
  selectFlags,
  type SignedInSession,
} from '../../../src/machines/session/sessionMachine';

const session: SignedInSession = {
  user: { firstName: 'Ada', lastName: 'Lovelace', roles: ['ROLE_SUPER_ADMIN'] },
  flags: { adminTranslations: true, adminBanner: true },
};

function start(stored: SignedInSession | null) {
  const actor = createActor(
    sessionMachine.provide({ actors: { checkSession: fromPromise(async () => stored) } }),
  ).start();
  return actor;
}

test('a switched flag reaches the signed-in session without a reload', async () => {
  const actor = start(session);
  await waitFor(actor, (s) => s.matches('signedIn'));
  actor.send({ type: 'session.flagsChanged', flags: { adminTranslations: true, adminBanner: false } });
  expect(selectFlags(actor.getSnapshot())).toEqual({ adminTranslations: true, adminBanner: false });
  expect(actor.getSnapshot().matches('signedIn')).toBe(true);
});

test('a signed-out session ignores flag changes', async () => {
  const actor = start(null);
  await waitFor(actor, (s) => s.matches('signedOut'));
  actor.send({ type: 'session.flagsChanged', flags: { adminBanner: true } });
  expect(selectFlags(actor.getSnapshot())).toEqual({});
});

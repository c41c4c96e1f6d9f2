/** "Sign in with your institution" on the sign-in screen (ADR 182). */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  institutionSignInMachine,
  selectIsRedirecting,
  selectOffersInstitution,
} from '../../../src/machines/session/institutionSignInMachine';
import { SEARCH_DEBOUNCE_MS } from '../../../src/domain/shared/timing';

function start(
  available: (email: string) => boolean,
  address: (email: string) => Promise<string> = async (email) => `/start?email=${email}`,
) {
  const clock = new SimulatedClock();
  const asked: string[] = [];
  const visited: string[] = [];
  const machine = institutionSignInMachine.provide({
    actors: {
      lookupProvider: fromPromiseOf(async (email) => {
        asked.push(email);
        return available(email);
      }),
      startAddress: fromPromiseOf(address),
    },
    actions: { goTo: (_, { url }) => void visited.push(url) },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, asked, visited };
}

function fromPromiseOf<T>(run: (email: string) => Promise<T>) {
  return fromPromise<T, { email: string }>(({ input }) => run(input.email));
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('asks once the e-mail rests, once per domain, and offers the button only for a domain with a provider', async () => {
  const { actor, clock, asked } = start((email) => email.endsWith('@riverside.edu'));
  actor.send({ type: 'email.change', email: 'ada@riverside.ed' });
  clock.increment(SEARCH_DEBOUNCE_MS - 1);
  actor.send({ type: 'email.change', email: 'ada@riverside.edu' });
  clock.increment(SEARCH_DEBOUNCE_MS - 1);
  expect(asked).toEqual([]);
  clock.increment(1);
  await settle();
  expect(asked).toEqual(['ada@riverside.edu']);
  expect(selectOffersInstitution(actor.getSnapshot())).toBe(true);

  actor.send({ type: 'email.change', email: 'grace@riverside.edu' });
  clock.increment(SEARCH_DEBOUNCE_MS);
  await settle();
  expect(asked).toEqual(['ada@riverside.edu']);
  expect(selectOffersInstitution(actor.getSnapshot())).toBe(true);

  actor.send({ type: 'email.change', email: 'grace@elsewhere.org' });
  expect(selectOffersInstitution(actor.getSnapshot())).toBe(false);
  clock.increment(SEARCH_DEBOUNCE_MS);
  await settle();
  expect(asked).toEqual(['ada@riverside.edu', 'grace@elsewhere.org']);
  expect(selectOffersInstitution(actor.getSnapshot())).toBe(false);
});

test('the button sends the browser to the start address of the typed e-mail', async () => {
  const { actor, clock, visited } = start(() => true);
  actor.send({ type: 'institution.start' });
  expect(actor.getSnapshot().matches('idle')).toBe(true);
  actor.send({ type: 'email.change', email: ' ada@riverside.edu ' });
  clock.increment(SEARCH_DEBOUNCE_MS);
  await settle();
  actor.send({ type: 'institution.start' });
  expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
  await settle();
  expect(visited).toEqual(['/start?email=ada@riverside.edu']);
});

test('a lookup that fails offers no button; typing on while the browser leaves changes nothing', async () => {
  const { actor, clock, visited } = start((email) => {
    if (email.startsWith('offline')) throw new Error('offline');
    return true;
  });
  actor.send({ type: 'email.change', email: 'offline@riverside.edu' });
  clock.increment(SEARCH_DEBOUNCE_MS);
  await settle();
  expect(selectOffersInstitution(actor.getSnapshot())).toBe(false);

  actor.send({ type: 'email.change', email: 'ada@hillside.edu' });
  clock.increment(SEARCH_DEBOUNCE_MS);
  await settle();
  actor.send({ type: 'institution.start' });
  actor.send({ type: 'email.change', email: 'bo@elsewhere.org' });
  await settle();
  expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
  expect(visited).toEqual(['/start?email=ada@hillside.edu']);
});

test('a start address that cannot be fetched leaves the button as it was, not busy', async () => {
  const { actor, clock, visited } = start(
    () => true,
    async () => {
      throw new Error('offline');
    },
  );
  actor.send({ type: 'email.change', email: 'ada@riverside.edu' });
  clock.increment(SEARCH_DEBOUNCE_MS);
  await settle();
  actor.send({ type: 'institution.start' });
  expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
  await settle();
  expect(selectIsRedirecting(actor.getSnapshot())).toBe(false);
  expect(selectOffersInstitution(actor.getSnapshot())).toBe(true);
  expect(visited).toEqual([]);
});

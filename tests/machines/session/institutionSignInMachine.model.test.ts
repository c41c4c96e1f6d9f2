/** "Sign in with your institution" on the sign-in screen (ADR 182): model-based paths and the rules in focus. */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  institutionSignInMachine,
  selectIsRedirecting,
  selectOffersInstitution,
} from '../../../src/machines/session/institutionSignInMachine';
import { SEARCH_DEBOUNCE_MS } from '../../../src/domain/shared/timing';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../support/modelPaths';

const model = createMachineModel(institutionSignInMachine, {
  events: {
    'email.change': [
      { type: 'email.change', email: 'ada@riverside.edu' },
      { type: 'email.change', email: 'grace@riverside.edu' },
      { type: 'email.change', email: 'ada@elsewhere.org' },
      { type: 'email.change', email: 'ada@' },
    ],
    'institution.start': [{ type: 'institution.start' }],
  },
  actors: {
    lookupProvider: (input: { email: string }) =>
      input.email.endsWith('@riverside.edu')
        ? [resolves(true, 'a provider'), rejects(new Error('offline'), 'offline')]
        : resolves(false, 'none'),
    startAddress: () => [
      resolves('/api/auth/sso/start?email=ada%40riverside.edu', 'an address'),
      rejects(new Error('offline'), 'offline'),
    ],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the institution sign-in', () => {
  expectFullCoverage(institutionSignInMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path, {
    check: (real) => {
      // The button shows only for the domain the answer was about, and only when it said yes.
      if (selectOffersInstitution(real)) expect(real.context.email).toMatch(/@riverside\.edu$/);
      expect(selectIsRedirecting(real)).toBe(real.matches('redirecting') || real.matches('leaving'));
    },
  });
});

function start(available: (email: string) => boolean) {
  const clock = new SimulatedClock();
  const asked: string[] = [];
  const visited: string[] = [];
  const machine = institutionSignInMachine.provide({
    actors: {
      lookupProvider: fromPromiseOf(async (email) => {
        asked.push(email);
        return available(email);
      }),
      startAddress: fromPromiseOf(async (email) => `/start?email=${email}`),
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

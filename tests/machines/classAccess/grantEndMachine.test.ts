/**
 * End now (ADR 345): a grant ends only after the confirm dialog is answered, on the version the list showed; the
 * screen is told whether it ended or was refused, and nothing is sent while asking or after Cancel.
 */
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { Grant } from '../../../src/domain/classAccess/classAccess';
import {
  grantEndMachine,
  selectEndAsk,
  selectIsEnding,
  type EndTarget,
} from '../../../src/machines/classAccess/grantEndMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { staleError } from '../../support/staleVersion';

const GRANT: EndTarget = { id: 7, version: 3, productName: 'Core', institutionTitle: 'Demo University' };
const ENDED = { ...GRANT, state: 'ended' } as unknown as Grant;

/** The machine with a server whose answers the test gives, and what the screen was told. */
function harness() {
  const pending: { input: EndTarget; resolve: (g: Grant) => void; reject: (e: unknown) => void }[] = [];
  const told: string[] = [];
  const actor = createActor(
    grantEndMachine.provide({
      actors: {
        endGrant: fromPromise<Grant, EndTarget>(
          ({ input }) => new Promise((resolve, reject) => pending.push({ input, resolve, reject })),
        ),
      },
      actions: {
        notifyEnded: () => void told.push('ended'),
        notifyEndFailed: (_, { error }) => void told.push(`failed: ${(error as Error).message}`),
      },
    }),
  ).start();
  return { actor, pending, told };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('Cancel sends nothing and closes the dialog', () => {
  const { actor, pending } = harness();
  actor.send({ type: 'grant.end', grant: GRANT });
  expect(selectEndAsk(actor.getSnapshot())).toEqual(GRANT);
  actor.send({ type: 'end.cancel' });
  expect(selectEndAsk(actor.getSnapshot())).toBeNull();
  expect(pending).toEqual([]);
});

test('a refused end (a stale version) is told with the server’s words', async () => {
  const { actor, pending, told } = harness();
  actor.send({ type: 'grant.end', grant: GRANT });
  actor.send({ type: 'end.confirm' });
  pending.shift()!.reject(staleError('grant'));
  await settled();
  expect(told).toEqual(['failed: This grant was changed by someone else. Reload it and try again.']);
});

describe('walks of ending a grant', () => {
  interface Ui {
    readonly h: ReturnType<typeof harness>;
  }
  interface Model {
    readonly ended: number;
    readonly failed: number;
  }
  type ModelEvent =
    | { type: 'user.asks' }
    | { type: 'user.cancels' }
    | { type: 'user.confirms' }
    | { type: 'server.ends' }
    | { type: 'server.refuses' };

  const see = (asking: boolean, ending: boolean): StateMeta<Ui, Model> => ({
    see: async ({ h }, { ended, failed }) => {
      expect(selectEndAsk(h.actor.getSnapshot())).toEqual(asking || ending ? GRANT : null);
      expect(selectIsEnding(h.actor.getSnapshot())).toBe(ending);
      // Sent only once confirmed, on the version the list showed.
      expect(h.pending.map((call) => call.input)).toEqual(ending ? [GRANT] : []);
      expect(h.told.filter((t) => t === 'ended')).toHaveLength(ended);
      expect(h.told.filter((t) => t.startsWith('failed'))).toHaveLength(failed);
    },
  });

  const model = setup({
    types: { context: {} as Model, events: {} as ModelEvent },
    guards: { few: ({ context }) => context.ended + context.failed < 2 },
  }).createMachine({
    id: 'grantEndModel',
    context: { ended: 0, failed: 0 },
    initial: 'idle',
    states: {
      idle: { meta: see(false, false), on: { 'user.asks': { guard: 'few', target: 'asking' } } },
      asking: { meta: see(true, false), on: { 'user.cancels': 'idle', 'user.confirms': 'ending' } },
      ending: {
        meta: see(false, true),
        on: {
          'server.ends': { target: 'idle', actions: assign({ ended: ({ context }) => context.ended + 1 }) },
          'server.refuses': {
            target: 'idle',
            actions: assign({ failed: ({ context }) => context.failed + 1 }),
          },
        },
      },
    },
  });

  const actions: UserActions<Ui, ModelEvent> = {
    'user.asks': async ({ h }) => h.actor.send({ type: 'grant.end', grant: GRANT }),
    'user.cancels': async ({ h }) => h.actor.send({ type: 'end.cancel' }),
    'user.confirms': async ({ h }) => h.actor.send({ type: 'end.confirm' }),
    'server.ends': async ({ h }) => {
      h.pending.shift()!.resolve(ENDED);
      await settled();
    },
    'server.refuses': async ({ h }) => {
      h.pending.shift()!.reject(staleError('grant'));
      await settled();
    },
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 12 });

  test('reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"idle"', '"asking"', '"ending"']));
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { h: harness() }, actions);
  });
});

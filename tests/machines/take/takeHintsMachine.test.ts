/**
 * Hints (ADR 293) on the hints child alone: a question's next hint is asked for one at a time and only while it has
 * one left; the hints asked for before show from the start; why one did not come is said beside its question only.
 */
import { assign, setup } from 'xstate';
import type { TakeHintResponse } from '../../../src/api/take/takeContract';
import {
  hintsOf,
  selectHintAsking,
  selectHintError,
  selectShownHints,
  takeHintsMachine,
  type HintInput,
} from '../../../src/machines/take/takeHintsMachine';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { TAKE_TOKEN, takeSession } from '../../support/takeFixtures';
import { calls, failure, settled, underPage } from './childHarness';

const HINTS = ['It is thin.', 'A membrane.'];
const UNREACHABLE = 'The hint could not be loaded.';

function hints(shown: readonly string[] = []) {
  const server = calls<HintInput, TakeHintResponse>();
  const page = underPage(takeHintsMachine.provide({ actors: { requestHint: server.logic } }), {
    token: TAKE_TOKEN,
    counts: { '11': 2 },
    shown: shown.length > 0 ? { '11': shown } : {},
  });
  return { ...page, server: server.pending };
}

test('the session gives each question its hint count and the hints it shows already', () => {
  const session = takeSession();
  const [first, ...rest] = session.activities;
  const items = first!.items.map((item) =>
    item.kind === 'question'
      ? { ...item, hints: { count: 2, solution: false, penalties: [0, 0] }, shownHints: ['x'] }
      : item,
  );
  expect(hintsOf(TAKE_TOKEN, { ...session, activities: [{ ...first!, items }, ...rest] })).toEqual({
    token: TAKE_TOKEN,
    counts: { '11': 2 },
    shown: { '11': ['x'] },
  });
});

test('a question without hints, or another than the quiz’s, asks for nothing', () => {
  const page = hints();
  page.send({ type: 'hint.request', itemId: 21 });
  page.send({ type: 'hint.request', itemId: 999 });
  expect(page.server).toEqual([]);
});

test('while a hint is on its way, asking again (for any question) sends nothing', () => {
  const page = hints();
  page.send({ type: 'hint.request', itemId: 11 });
  page.send({ type: 'hint.request', itemId: 11 });
  expect(page.server.map((call) => call.input)).toEqual([{ token: TAKE_TOKEN, itemId: 11, index: 0 }]);
});

test('a closed attempt is told to the page', async () => {
  const page = hints();
  page.send({ type: 'hint.request', itemId: 11 });
  page.server.shift()!.reject(failure(409));
  await settled();
  expect(page.told()).toEqual(['take.closed']);
});

describe('walks of a question with two hints', () => {
  interface Ui {
    readonly page: ReturnType<typeof hints>;
  }
  interface Model {
    readonly shown: number;
    readonly failed: boolean;
  }
  type ModelEvent = { type: 'student.asks' } | { type: 'server.answers' } | { type: 'server.fails' };

  const see = (asking: boolean): StateMeta<Ui, Model> => ({
    see: async ({ page }, { shown, failed }) => {
      expect(selectShownHints(page.snapshot(), 11) ?? []).toEqual(HINTS.slice(0, shown));
      expect(selectHintAsking(page.snapshot())).toBe(asking ? 11 : null);
      // One at a time, each asked for by its place.
      expect(page.server.map((call) => call.input.index)).toEqual(asking ? [shown] : []);
      expect(selectHintError(page.snapshot(), 11)).toBe(failed ? UNREACHABLE : null);
      expect(selectHintError(page.snapshot(), 22)).toBeNull();
    },
  });

  const model = setup({
    types: { context: {} as Model, events: {} as ModelEvent },
    guards: { hintLeft: ({ context }) => context.shown < HINTS.length },
  }).createMachine({
    id: 'hints',
    context: { shown: 0, failed: false },
    initial: 'idle',
    states: {
      idle: {
        meta: see(false),
        on: { 'student.asks': { guard: 'hintLeft', target: 'asking', actions: assign({ failed: false }) } },
      },
      asking: {
        meta: see(true),
        on: {
          'server.answers': {
            target: 'idle',
            actions: assign({ shown: ({ context }) => context.shown + 1 }),
          },
          'server.fails': { target: 'idle', actions: assign({ failed: true }) },
        },
      },
    },
  });

  const actions: UserActions<Ui, ModelEvent> = {
    'student.asks': async ({ page }) => page.send({ type: 'hint.request', itemId: 11 }),
    'server.answers': async ({ page }) => {
      const call = page.server.shift()!;
      call.resolve({ text: HINTS[call.input.index]!, used: call.input.index + 1 });
      await settled();
    },
    'server.fails': async ({ page }) => {
      page.server.shift()!.reject(failure(503, UNREACHABLE));
      await settled();
    },
  };

  const paths = modelPaths(model, 'transitions', { walkLength: 10 });

  test('reach every state of the model', () => {
    expect(reachedStates(paths)).toEqual(new Set(['"idle"', '"asking"']));
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await replay(path, { page: hints() }, actions);
  });
});

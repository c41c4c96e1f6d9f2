/** The model-based helper itself: it must fail when a machine is not covered or the real actor disagrees. */
import { assign, fromPromise, setup } from 'xstate';
import {
  coverageGaps,
  createMachineModel,
  expectFullCoverage,
  rejects,
  resolves,
} from '../support/modelPaths';

type SaveEvent = { type: 'form.edit'; valid: boolean } | { type: 'form.save' } | { type: 'form.reset' };

const formMachine = setup({
  types: { context: {} as { saved: number; valid: boolean }, events: {} as SaveEvent },
  actors: { saveForm: fromPromise<number, { saved: number }>(async () => 0) },
  guards: { isValid: ({ context }) => context.valid },
  delays: { settle: 300 },
}).createMachine({
  id: 'form',
  context: { saved: 0, valid: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.edit': { actions: assign({ valid: ({ event }) => event.valid }) },
        'form.save': { guard: 'isValid', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveForm',
        input: ({ context }) => ({ saved: context.saved }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: { target: 'editing' },
      },
    },
    saved: { after: { settle: 'editing' }, on: { 'form.reset': 'done' } },
    done: { type: 'final' },
  },
});

const saveForm = ({ saved }: { saved: number }) => [resolves(saved + 1), rejects(new Error('conflict'))];

test('paths reach every state and transition, including invoke outcomes and delays', () => {
  const model = createMachineModel(formMachine, {
    events: {
      'form.edit': [
        { type: 'form.edit', valid: true },
        { type: 'form.edit', valid: false },
      ],
    },
    actors: { saveForm },
    stopWhen: (snapshot) => snapshot.context.saved > 1,
  });
  const paths = model.paths();
  expectFullCoverage(formMachine, paths);
  const kinds = new Set(paths.flatMap((path) => path.steps.map((step) => step.kind)));
  expect([...kinds].sort()).toEqual(['send', 'settle', 'start', 'wait']);
});

test('every generated path replays against a real actor', async () => {
  const model = createMachineModel(formMachine, {
    events: { 'form.edit': [{ type: 'form.edit', valid: true }] },
    actors: { saveForm },
    stopWhen: (snapshot) => snapshot.context.saved > 1,
  });
  for (const path of model.paths()) await model.run(path);
});

test('coverage lists each state and transition that no path reached', () => {
  // Without a valid edit, the save guard never passes.
  const model = createMachineModel(formMachine, {
    events: { 'form.edit': [{ type: 'form.edit', valid: false }] },
    actors: { saveForm },
  });
  const paths = model.paths();
  expect(coverageGaps(formMachine, paths)).toEqual({
    states: ['#form.saving', '#form.saved', '#form.done'],
    transitions: [
      '#form.editing --form.save [isValid]--> #form.saving',
      '#form.saving --done(saveForm)--> #form.saved',
      '#form.saving --error(saveForm)--> #form.editing',
      '#form.saved --form.reset--> #form.done',
      '#form.saved --after(settle)--> #form.editing',
    ],
  });
  expect(() => expectFullCoverage(formMachine, paths)).toThrow(/States never reached:\n {2}#form.saving/);
});

test('a machine whose real run departs from the model fails at the step where it departs', async () => {
  // The guard reads state outside the machine that an entry action changes: the graph never runs actions, a
  // real actor does, so the real door stays open.
  let locked = false;
  const doorMachine = setup({
    types: { events: {} as { type: 'door.open' } | { type: 'door.close' } },
    actions: {
      lock: () => {
        locked = true;
      },
    },
    guards: { isUnlocked: () => !locked },
  }).createMachine({
    id: 'door',
    initial: 'closed',
    states: {
      closed: { on: { 'door.open': 'open' } },
      open: { entry: 'lock', on: { 'door.close': { guard: 'isUnlocked', target: 'closed' } } },
    },
  });
  const model = createMachineModel(doorMachine, { events: {} });
  const closing = model.paths().find((path) => path.description === 'closed ← door.open → door.close');
  expect(closing).toBeDefined();
  await expect(model.run(closing!)).rejects.toThrow(/state[\s\S]*at step 3 \(door.close\)/);
});

test('an invoked actor without a model is refused up front', () => {
  expect(() => createMachineModel(formMachine, { events: {} })).toThrow(
    "No model for the invoked actor(s) saveForm: add them to 'actors'.",
  );
});

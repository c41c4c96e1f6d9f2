import { createActor, fromPromise, waitFor } from 'xstate';
import {
  featureFlagsMachine,
  selectFlagList,
  type ToggleFlagInput,
} from '../../src/machines/featureFlagsMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';

const flags = { adminBanner: true, adminTranslations: true };

const model = createMachineModel(featureFlagsMachine, {
  events: {
    'flag.toggle': [
      { type: 'flag.toggle', key: 'adminBanner', enabled: false },
      { type: 'flag.toggle', key: 'unknown', enabled: true },
    ],
  },
  actors: {
    loadFlags: () => [resolves(flags, 'flags'), rejects(new Error('offline'))],
    toggleFlag: (input: ToggleFlagInput) => [
      resolves({ ...flags, [input.key]: input.enabled }, 'saved'),
      rejects(new Error('403')),
    ],
  },
});
const paths = model.paths();

test('generated paths reach every state and take every transition of the feature flags area', () => {
  expectFullCoverage(featureFlagsMachine, paths);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
  await model.run(path);
});

test('a saved switch is announced to the session with the flags the server answered', async () => {
  const announced: Record<string, boolean>[] = [];
  const actor = createActor(
    featureFlagsMachine.provide({
      actors: {
        loadFlags: fromPromise<Record<string, boolean>>(async () => flags),
        toggleFlag: fromPromise<Record<string, boolean>, ToggleFlagInput>(async ({ input }) => ({
          ...flags,
          [input.key]: input.enabled,
        })),
      },
      actions: { announceFlags: (_, value) => void announced.push(value) },
    }),
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'flag.toggle', key: 'adminBanner', enabled: false });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(announced).toEqual([{ adminBanner: false, adminTranslations: true }]);
  expect(selectFlagList(actor.getSnapshot())).toEqual([
    { key: 'adminBanner', enabled: false },
    { key: 'adminTranslations', enabled: true },
  ]);
});

test('a refused switch is not announced and the flag keeps its value', async () => {
  const announced: unknown[] = [];
  const failed: string[] = [];
  const actor = createActor(
    featureFlagsMachine.provide({
      actors: {
        loadFlags: fromPromise<Record<string, boolean>>(async () => flags),
        toggleFlag: fromPromise<Record<string, boolean>, ToggleFlagInput>(async () => {
          throw new Error('403');
        }),
      },
      actions: {
        announceFlags: (_, value) => void announced.push(value),
        notifyFailed: () => void failed.push('x'),
      },
    }),
  ).start();
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'flag.toggle', key: 'adminBanner', enabled: false });
  await waitFor(actor, (s) => s.matches('ready') && s.context.pending === null);
  expect(announced).toEqual([]);
  expect(failed).toHaveLength(1);
  expect(actor.getSnapshot().context.flags.adminBanner).toBe(true);
});

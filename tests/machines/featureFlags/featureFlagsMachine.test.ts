import { createActor, fromPromise, waitFor } from 'xstate';
import {
  featureFlagsMachine,
  selectFlagConflict,
  selectFlagList,
  type FlagStates,
  type ToggleFlagInput,
} from '../../../src/machines/featureFlags/featureFlagsMachine';
import { staleError } from '../../support/staleVersion';

const states: FlagStates = {
  flags: { adminBanner: true, adminTranslations: true },
  versions: { adminBanner: 3, adminTranslations: 1 },
};

/** The area against a server whose flags are `stored()`; a switch on another version is refused. */
function area(stored: () => FlagStates, announced: Record<string, boolean>[] = []) {
  const toggles: ToggleFlagInput[] = [];
  const failed: string[] = [];
  const actor = createActor(
    featureFlagsMachine.provide({
      actors: {
        loadFlags: fromPromise<FlagStates>(async () => stored()),
        toggleFlag: fromPromise<FlagStates, ToggleFlagInput>(async ({ input }) => {
          toggles.push(input);
          if (input.key === 'refused') throw new Error('403');
          if (input.version !== stored().versions[input.key]) throw staleError('featureFlag');
          return {
            flags: { ...stored().flags, [input.key]: input.enabled },
            versions: { ...stored().versions, [input.key]: input.version + 1 },
          };
        }),
      },
      actions: {
        announceFlags: (_, value) => void announced.push(value),
        notifyFailed: () => void failed.push('x'),
      },
    }),
  ).start();
  return { actor, toggles, failed };
}

test('a saved switch is sent on the loaded version and announced to the session with the flags the server answered', async () => {
  const announced: Record<string, boolean>[] = [];
  const { actor, toggles } = area(() => states, announced);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'flag.toggle', key: 'adminBanner', enabled: false });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(toggles).toEqual([{ key: 'adminBanner', enabled: false, version: 3 }]);
  expect(announced).toEqual([{ adminBanner: false, adminTranslations: true }]);
  expect(selectFlagList(actor.getSnapshot())).toEqual([
    { key: 'adminBanner', enabled: false },
    { key: 'adminTranslations', enabled: true },
  ]);
  expect(actor.getSnapshot().context.versions.adminBanner).toBe(4);
});

test('a refused switch is not announced and the flag keeps its value', async () => {
  const announced: Record<string, boolean>[] = [];
  const refusing = { flags: { refused: true }, versions: { refused: 1 } };
  const { actor, failed } = area(() => refusing, announced);
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'flag.toggle', key: 'refused', enabled: false });
  await waitFor(actor, (s) => s.matches('ready') && s.context.toggle === null);
  expect(announced).toEqual([]);
  expect(failed).toHaveLength(1);
  expect(actor.getSnapshot().context.flags.refused).toBe(true);
});

test('a switch made after someone else switched the flag waits for Reload or Keep mine; Keep mine saves on theirs', async () => {
  let stored = states;
  const announced: Record<string, boolean>[] = [];
  const { actor, toggles } = area(() => stored, announced);
  await waitFor(actor, (s) => s.matches('ready'));
  stored = {
    flags: { ...states.flags, adminBanner: false },
    versions: { ...states.versions, adminBanner: 4 },
  };
  actor.send({ type: 'flag.toggle', key: 'adminBanner', enabled: false });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  expect(selectFlagConflict(actor.getSnapshot())).toBe(
    'This feature flag was changed by someone else. Reload it or keep your changes.',
  );
  expect(announced).toEqual([]);
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(toggles.map((toggle) => toggle.version)).toEqual([3, 4]);
  expect(announced).toEqual([{ adminBanner: false, adminTranslations: true }]);
});

test('Reload drops my switch and shows their flags', async () => {
  let stored = states;
  const { actor, toggles } = area(() => stored);
  await waitFor(actor, (s) => s.matches('ready'));
  stored = {
    flags: { ...states.flags, adminTranslations: false },
    versions: { ...states.versions, adminBanner: 4 },
  };
  actor.send({ type: 'flag.toggle', key: 'adminBanner', enabled: false });
  await waitFor(actor, (s) => s.hasTag('conflict'));
  actor.send({ type: 'conflict.reload' });
  await waitFor(actor, (s) => s.matches('ready'));
  expect(selectFlagList(actor.getSnapshot())).toEqual([
    { key: 'adminBanner', enabled: true },
    { key: 'adminTranslations', enabled: false },
  ]);
  expect(toggles).toHaveLength(1);
});

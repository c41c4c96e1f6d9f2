/**
 * The MoEngage settings form (ADR 347): the first save creates the settings (version 0), later ones name their
 * version; an empty key keeps the stored one; turning the connection on asks for a workspace ID and a key; a stale
 * save waits in `conflict` for Reload or Keep mine.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MoengageSettings } from '../../../src/domain/moengage/moengageSettings';
import {
  moengageSettingsForm,
  moengageSettingsMachine,
  selectStopped,
  type SaveMoengageInput,
} from '../../../src/machines/moengage/moengageSettingsMachine';
import { staleError } from '../../support/staleVersion';

const stored: MoengageSettings = {
  dataCenter: '03',
  appId: 'SCIVID',
  hasApiKey: true,
  enabled: true,
  emailAsCustomerId: false,
  stopped: { reason: 'unauthorized', at: '2026-11-27T10:00:00.000Z' },
  version: 4,
};

function start(
  settings: MoengageSettings | null,
  save: (input: SaveMoengageInput) => Promise<MoengageSettings>,
) {
  const actor = createActor(
    moengageSettingsMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => settings),
        saveRecord: fromPromise(({ input }) => save(input)),
      },
    }),
    { input: { id: null } },
  ).start();
  return actor;
}

const saved = (input: SaveMoengageInput): MoengageSettings => ({
  ...stored,
  ...input.values,
  hasApiKey: input.values.hasApiKey || input.values.apiKey !== '',
  stopped: null,
  version: (input.version ?? 0) + 1,
});

test('the first save creates the settings; the next names the version it was made on', async () => {
  const saves: SaveMoengageInput[] = [];
  const actor = start(null, async (input) => (saves.push(input), saved(input)));
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { appId: 'SCIVID', apiKey: 'k-1', enabled: true } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && saves.length === 1);
  expect(saves[0]).toMatchObject({ id: null, version: null, values: { appId: 'SCIVID', apiKey: 'k-1' } });
  // The key typed is not kept in the form once saved: the field is empty again, and says a key is stored.
  expect(moengageSettingsForm.selectValues(actor.getSnapshot())).toMatchObject({
    apiKey: '',
    hasApiKey: true,
  });
  actor.send({ type: 'form.change', patch: { emailAsCustomerId: true } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && saves.length === 2);
  expect(saves[1]).toMatchObject({ id: 1, version: 1, values: { apiKey: '', emailAsCustomerId: true } });
});

test('turning the connection on asks for a workspace ID and a key unless one is stored', async () => {
  const actor = start(null, async (input) => saved(input));
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { enabled: true } });
  expect(moengageSettingsForm.selectErrors(actor.getSnapshot())).toEqual({
    appId: ['The workspace ID is required to turn the connection on'],
    apiKey: ['An API key is required to turn the connection on'],
  });
  expect(moengageSettingsForm.selectCanSave(actor.getSnapshot())).toBe(false);
  // Off, settings may be saved without either.
  actor.send({ type: 'form.change', patch: { enabled: false, dataCenter: '02' } });
  expect(moengageSettingsForm.selectCanSave(actor.getSnapshot())).toBe(true);
  const withKey = start(stored, async (input) => saved(input));
  await waitFor(withKey, (s) => s.matches('editing'));
  withKey.send({ type: 'form.change', patch: { appId: 'OTHER' } });
  expect(moengageSettingsForm.selectErrors(withKey.getSnapshot())).toEqual({});
});

test('why sending stopped shows from the loaded settings, and is gone once a save resumes it', async () => {
  const actor = start(stored, async (input) => saved(input));
  await waitFor(actor, (s) => s.matches('editing'));
  expect(selectStopped(actor.getSnapshot())).toEqual(stored.stopped);
  actor.send({ type: 'form.change', patch: { apiKey: 'a-new-key' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && selectStopped(s) === null);
});

test('a stale save waits in conflict; Keep mine saves on their version', async () => {
  const saves: SaveMoengageInput[] = [];
  let refuse = true;
  const actor = start(stored, async (input) => {
    saves.push(input);
    if (refuse) {
      refuse = false;
      throw staleError('moengageSettings');
    }
    return saved(input);
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { dataCenter: '01' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('conflict'));
  expect(actor.getSnapshot().context.conflict).toBe(
    'The MoEngage settings were changed by someone else. Reload them or keep your changes.',
  );
});

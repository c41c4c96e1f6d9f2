import { createActor, fromPromise, waitFor } from 'xstate';
import type { Sponsor } from '../../../src/domain/sponsors/sponsors';
import {
  sponsorForm,
  sponsorFormMachine,
  type SaveSponsorInput,
} from '../../../src/machines/sponsors/sponsorFormMachine';
import { staleError } from '../../support/staleVersion';

const sponsor: Sponsor = {
  id: 5,
  companyName: 'Helix',
  companyUrl: 'https://helix.example',
  logoUrl: null,
  videoUrl: null,
  countOfArticles: 1,
  articleList: [{ id: 40, title: 'Cells', createdAt: '2026-01-02T00:00:00.000Z', isActive: true }],
  version: 1,
};

function startSponsorForm(id: number | null, save: (input: SaveSponsorInput) => Promise<Sponsor>) {
  const log: string[] = [];
  const actor = createActor(
    sponsorFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => sponsor),
        saveRecord: fromPromise(({ input }: { input: SaveSponsorInput }) => save(input)),
      },
      actions: {
        notifySaved: (_, { created, record }) =>
          void log.push(created ? `created ${(record as Sponsor).id}` : 'updated'),
        notifySaveFailed: () => void log.push('update failed'),
      },
    }),
    { input: { id } },
  ).start();
  return { actor, log };
}

test('create checks name and URL, then names the new sponsor for its edit page', async () => {
  const save = vi.fn(async (input: SaveSponsorInput) => ({ ...sponsor, id: 77, ...input.values }));
  const { actor, log } = startSponsorForm(null, save);
  expect(actor.getSnapshot().context.values.companyUrl).toBe('https://');
  actor.send({ type: 'form.save' });
  expect(sponsorForm.selectErrors(actor.getSnapshot())).toEqual({
    companyName: ['This field is required'],
    companyUrl: ['URL is not valid'],
  });
  expect(save).not.toHaveBeenCalled();
  actor.send({ type: 'form.change', patch: { companyName: 'Acme', companyUrl: 'https://acme.example' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, () => log.length > 0);
  expect(log).toEqual(['created 77']);
  expect(save.mock.calls[0]![0]).toMatchObject({ id: null, version: null });
});

test('an edit saves in place and says so; a failed save keeps the changes unsaved', async () => {
  let fail = false;
  const { actor, log } = startSponsorForm(5, async (input) => {
    if (fail) throw new Error('500');
    return { ...sponsor, ...input.values, version: 2 };
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { companyName: 'Helix Labs' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, () => log.length === 1);
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  expect(sponsorForm.selectIsDirty(actor.getSnapshot())).toBe(false);
  fail = true;
  actor.send({ type: 'form.change', patch: { companyName: 'Helix Again' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, () => log.length === 2);
  expect(log).toEqual(['updated', 'update failed']);
  expect(sponsorForm.selectIsDirty(actor.getSnapshot())).toBe(true);
});

describe('a save made on an older version', () => {
  const theirs: Sponsor = { ...sponsor, companyName: 'Helix Theirs', version: 2 };
  function conflicted(saves: SaveSponsorInput[]) {
    const loads = [sponsor, theirs];
    return createActor(
      sponsorFormMachine.provide({
        actors: {
          loadRecord: fromPromise(async () => loads.shift() ?? theirs),
          saveRecord: fromPromise(async ({ input }: { input: SaveSponsorInput }) => {
            saves.push(input);
            if (input.version !== theirs.version) throw staleError('sponsor');
            return { ...theirs, ...input.values, version: 3 };
          }),
        },
      }),
      { input: { id: 5 } },
    ).start();
  }

  test('waits in conflict with the server’s message, the form as typed', async () => {
    const saves: SaveSponsorInput[] = [];
    const actor = conflicted(saves);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { companyName: 'Helix Mine' } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(saves).toMatchObject([
      { id: 5, values: { companyName: 'Helix Mine', companyUrl: sponsor.companyUrl }, version: 1 },
    ]);
    expect(sponsorForm.selectConflict(actor.getSnapshot())).toBe(
      'This sponsor was changed by someone else. Reload it or keep your changes.',
    );
    expect(actor.getSnapshot().context.values.companyName).toBe('Helix Mine');
  });

  test('Keep mine saves the form again on their version', async () => {
    const saves: SaveSponsorInput[] = [];
    const actor = conflicted(saves);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { companyName: 'Helix Mine' } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.keepMine' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.version === 3);
    expect(saves.map((s) => [s.values.companyName, s.version])).toEqual([
      ['Helix Mine', 1],
      ['Helix Mine', 2],
    ]);
    expect(sponsorForm.selectConflict(actor.getSnapshot())).toBeNull();
  });

  test('Reload drops mine and shows theirs', async () => {
    const saves: SaveSponsorInput[] = [];
    const actor = conflicted(saves);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { companyName: 'Helix Mine' } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({
      values: { companyName: 'Helix Theirs' },
      version: 2,
    });
  });

  test('an upload answered with a newer version moves neither the form’s version nor its typing', async () => {
    const actor = conflicted([]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { companyName: 'Helix Mine' } });
    actor.send({ type: 'record.updated', record: { ...theirs, logoUrl: '/media/logo.png' } });
    expect(actor.getSnapshot().context).toMatchObject({
      version: 1,
      values: { companyName: 'Helix Mine' },
      record: { logoUrl: '/media/logo.png' },
    });
  });
});

import { createActor, fromPromise, waitFor } from 'xstate';
import type { Banner } from '../../../src/domain/banner/banner';
import {
  bannerForm,
  bannerMachine,
  selectIsEditMode,
  type SaveBannerInput,
} from '../../../src/machines/banner/bannerMachine';
import { staleError } from '../../support/staleVersion';

const stored: Banner = {
  id: 3,
  message: '<p>Maintenance tonight</p>',
  type: 2,
  isActive: true,
  isPublished: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  startDate: null,
  endDate: null,
  version: 1,
};

function start(
  banner: Banner | null,
  save = vi.fn(async (input: SaveBannerInput) => ({ ...stored, id: input.id ?? 11 })),
) {
  const notices: string[] = [];
  const actor = createActor(
    bannerMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => banner),
        saveRecord: fromPromise(({ input }) => save(input)),
      },
      actions: {
        notifySaved: () => void notices.push('Banner saved successfully'),
        notifySaveFailed: () => void notices.push('There was an error saving the banner. Please try again.'),
      },
    }),
    { input: { id: null } },
  ).start();
  return { actor, notices, save };
}

test('the form is in create mode until a banner exists, then in edit mode', async () => {
  const { actor, save } = start(null);
  await waitFor(actor, (s) => s.matches('editing'));
  expect(selectIsEditMode(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'form.change', patch: { message: '<p>Hi</p>', type: 1 } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(save).toHaveBeenCalledWith(
    expect.objectContaining({
      id: null,
      values: { message: '<p>Hi</p>', type: 1, published: false },
      version: null,
    }),
  );
  expect(selectIsEditMode(actor.getSnapshot())).toBe(true);
});

test('saving is enabled only when the form is valid and changed, with the SPEC messages', async () => {
  const { actor, save } = start(stored);
  await waitFor(actor, (s) => s.matches('editing'));
  expect(bannerForm.selectCanSave(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'form.save' });
  expect(save).not.toHaveBeenCalled();
  actor.send({ type: 'form.change', patch: { message: '' } });
  expect(bannerForm.selectErrors(actor.getSnapshot()).message).toEqual(['Message is required']);
  actor.send({ type: 'form.change', patch: { message: `<p><b>${'a'.repeat(41)}</b></p>` } });
  expect(bannerForm.selectErrors(actor.getSnapshot()).message).toEqual([
    'Message cannot exceed 40 characters.',
  ]);
  actor.send({ type: 'form.change', patch: { message: `<p><b>${'a'.repeat(40)}</b></p>`, type: null } });
  expect(bannerForm.selectErrors(actor.getSnapshot()).type).toEqual(['Type is required']);
  actor.send({ type: 'form.change', patch: { type: 4, published: true } });
  expect(bannerForm.selectCanSave(actor.getSnapshot())).toBe(true);
});

test('a failed save keeps the changes and says so', async () => {
  const { actor, notices } = start(
    stored,
    vi.fn(async () => Promise.reject(new Error('500'))),
  );
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { published: true } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing'));
  expect(notices).toEqual(['There was an error saving the banner. Please try again.']);
  expect(actor.getSnapshot().context.values.published).toBe(true);
  expect(bannerForm.selectCanSave(actor.getSnapshot())).toBe(true);
});

describe('a save made on an older version', () => {
  const theirs: Banner = { ...stored, message: '<p>Their banner</p>', version: 2 };
  function conflicted(first: Banner | null, saves: SaveBannerInput[]) {
    const loads = [first, theirs];
    const actor = createActor(
      bannerMachine.provide({
        actors: {
          loadRecord: fromPromise<Banner | null>(async () => (loads.length > 0 ? loads.shift()! : theirs)),
          saveRecord: fromPromise<Banner | null, SaveBannerInput>(async ({ input }) => {
            saves.push(input);
            if (input.id !== theirs.id || input.version !== theirs.version) throw staleError('banner');
            return { ...theirs, message: input.values.message, version: 3 };
          }),
        },
      }),
      { input: { id: null } },
    ).start();
    return actor;
  }

  test('waits in conflict with the message; Keep mine saves the form on their version', async () => {
    const saves: SaveBannerInput[] = [];
    const actor = conflicted(stored, saves);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { message: '<p>Mine</p>' } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(bannerForm.selectConflict(actor.getSnapshot())).toBe(
      'The banner was changed by someone else. Reload it or keep your changes.',
    );
    actor.send({ type: 'conflict.keepMine' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(saves.map((s) => [s.values.message, s.version])).toEqual([
      ['<p>Mine</p>', 1],
      ['<p>Mine</p>', 2],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ version: 3, values: { message: '<p>Mine</p>' } });
  });

  test('a create refused because someone created the banner meanwhile: Keep mine updates theirs', async () => {
    const saves: SaveBannerInput[] = [];
    const actor = conflicted(null, saves);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { message: '<p>Mine</p>', type: 1 } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.keepMine' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(saves.map((s) => [s.id, s.version])).toEqual([
      [null, null],
      [theirs.id, 2],
    ]);
  });

  test('Reload drops mine and shows theirs', async () => {
    const saves: SaveBannerInput[] = [];
    const actor = conflicted(stored, saves);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'form.change', patch: { message: '<p>Mine</p>' } });
    actor.send({ type: 'form.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.reload' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      values: { message: '<p>Their banner</p>' },
      version: 2,
    });
    expect(saves).toHaveLength(1);
  });
});

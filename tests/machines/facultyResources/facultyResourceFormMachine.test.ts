import { createActor, fromPromise, waitFor } from 'xstate';
import type { FacultyResource } from '../../../src/domain/facultyResources/facultyResources';
import { FACULTY_RESOURCE_MESSAGES } from '../../../src/domain/facultyResources/facultyResources';
import {
  facultyResourceForm,
  facultyResourceFormMachine,
  type SaveResourceInput,
} from '../../../src/machines/facultyResources/facultyResourceFormMachine';
import { saveRequestOf } from '../../../src/machines/facultyResources/facultyResourceServices';
import { staleError } from '../../support/staleVersion';
import { resource } from './resourceFixtures';

function startForm(
  id: number | null,
  save: (input: SaveResourceInput) => Promise<FacultyResource>,
  load: () => Promise<FacultyResource> = async () => resource(),
) {
  const log: string[] = [];
  const actor = createActor(
    facultyResourceFormMachine.provide({
      actors: {
        loadRecord: fromPromise(load),
        saveRecord: fromPromise(({ input }: { input: SaveResourceInput }) => save(input)),
      },
      actions: {
        notifySaved: (_, { created, record }) =>
          void log.push(created ? `created ${(record as FacultyResource).id}` : 'updated'),
        notifySaveFailed: () => void log.push('failed'),
      },
    }),
    { input: { id } },
  ).start();
  return { actor, log };
}

test('a link needs its address and a chosen audience an institution before anything is sent', async () => {
  const save = vi.fn(async (input: SaveResourceInput) =>
    resource({ id: 9, kind: 'link', url: input.values.url }),
  );
  const { actor, log } = startForm(null, save);
  actor.send({
    type: 'form.change',
    patch: { title: 'Lab safety', kind: 'link', url: '', audience: 'institutions' },
  });
  actor.send({ type: 'form.save' });
  expect(facultyResourceForm.selectErrors(actor.getSnapshot())).toEqual({
    url: [FACULTY_RESOURCE_MESSAGES.urlRequired],
    institutions: [FACULTY_RESOURCE_MESSAGES.institutionsRequired],
  });
  expect(save).not.toHaveBeenCalled();

  actor.send({
    type: 'form.change',
    patch: { url: 'https://lab.example/safety', institutions: [{ id: 4, title: 'Demo University' }] },
  });
  actor.send({ type: 'form.save' });
  await waitFor(actor, () => log.length > 0);
  expect(log).toEqual(['created 9']);
  expect(save.mock.calls[0]![0]).toMatchObject({ id: null, version: null });
});

test('a save sends ids, a link only for a link and institutions only for a chosen audience', () => {
  const values = {
    title: 'Handout',
    description: '',
    kind: 'file' as const,
    url: 'https://left.example',
    subjectIds: [3],
    articles: [{ id: 40, title: 'Cells' }],
    audience: 'all' as const,
    institutions: [{ id: 4, title: 'Demo University' }],
  };
  expect(saveRequestOf({ values })).toEqual({
    title: 'Handout',
    description: '',
    kind: 'file',
    url: null,
    subjectIds: [3],
    articleIds: [40],
    audience: 'all',
    institutionIds: [],
  });
  expect(saveRequestOf({ values: { ...values, kind: 'link', audience: 'institutions' } })).toMatchObject({
    url: 'https://left.example',
    institutionIds: [4],
  });
});

test('an uploaded file replaces the record and leaves what is typed and the version', async () => {
  const saves: SaveResourceInput[] = [];
  const { actor } = startForm(7, async (input) => {
    saves.push(input);
    return resource({ ...input.values, version: 2 } as never);
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { title: 'Microscopy handout, revised' } });
  const withFile = resource({
    file: { name: 'h.pdf', contentType: 'application/pdf', size: 9 },
    format: 'pdf',
  });
  actor.send({ type: 'record.updated', record: withFile });
  expect(facultyResourceForm.selectRecord(actor.getSnapshot())?.file?.name).toBe('h.pdf');
  expect(facultyResourceForm.selectValues(actor.getSnapshot()).title).toBe('Microscopy handout, revised');
  actor.send({ type: 'form.save' });
  await waitFor(actor, () => saves.length === 1);
  expect(saves[0]!.version).toBe(1);
});

test('a save made on an older version waits for Reload or Keep mine', async () => {
  const theirs = resource({ title: 'Their title', version: 2 });
  const loads = [resource(), theirs];
  const saves: SaveResourceInput[] = [];
  const { actor, log } = startForm(
    7,
    async (input) => {
      saves.push(input);
      if (input.version === 1) throw staleError('facultyResource');
      return resource({ title: input.values.title, version: 3 });
    },
    async () => loads.shift() ?? theirs,
  );
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { title: 'My title' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => facultyResourceForm.selectConflict(s) !== null);
  actor.send({ type: 'conflict.keepMine' });
  await waitFor(actor, () => log.includes('updated'));
  expect(saves.map((save) => [save.version, save.values.title])).toEqual([
    [1, 'My title'],
    [2, 'My title'],
  ]);
});

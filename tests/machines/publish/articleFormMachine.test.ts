import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../src/api/shared/http';
import type { DeskArticle } from '../../../src/domain/publish/deskArticle';
import {
  articleForm,
  articleFormMachine,
  selectCanStep,
  selectReadOnlyReason,
  selectStepOffers,
  type SaveArticleInput,
} from '../../../src/machines/publish/articleFormMachine';
import { deskArticle } from './deskFixtures';

const STALE = 'This article was changed by someone else. Reload it or keep your changes.';
const stale = () =>
  new ApiError(409, STALE, { version: [STALE] }, { message: STALE, errors: { version: [STALE] } });

function startForm(
  loads: DeskArticle[],
  save: (input: SaveArticleInput) => Promise<DeskArticle> = async () => {
    throw new Error('no save in this test');
  },
  id: number | null = 41,
) {
  const actor = createActor(
    articleFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => loads.shift()!),
        saveRecord: fromPromise(({ input }: { input: SaveArticleInput }) => save(input)),
      },
    }),
    { input: { id } },
  ).start();
  return actor;
}

test('an upload answered with the next version hands the form that version, and the typing stays', async () => {
  const saves: SaveArticleInput[] = [];
  const actor = startForm([deskArticle({ version: 4 })], async (input) => {
    saves.push(input);
    return deskArticle({ version: 6, title: input.values.title });
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { title: 'Mitosis, filmed' } });
  const uploaded = deskArticle({ version: 5, media: { ...deskArticle().media, thumbnail: '/media/t.png' } });
  actor.send({ type: 'record.changed', record: uploaded });
  expect(actor.getSnapshot().context).toMatchObject({ version: 5, values: { title: 'Mitosis, filmed' } });
  expect(articleForm.selectRecord(actor.getSnapshot())?.media.thumbnail).toBe('/media/t.png');
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('editing') && s.context.version === 6);
  expect(saves.map((save) => save.version)).toEqual([5]);
});

test('an upload answered after someone else saved keeps the form on its version, so the save meets the 409', async () => {
  const actor = startForm([deskArticle({ version: 4 })], async (input) => {
    if (input.version !== 6) throw stale();
    return deskArticle({ version: 7 });
  });
  await waitFor(actor, (s) => s.matches('editing'));
  actor.send({ type: 'form.change', patch: { abstract: 'Mine' } });
  actor.send({ type: 'record.changed', record: deskArticle({ version: 6, abstract: 'Theirs' }) });
  expect(actor.getSnapshot().context.version).toBe(4);
  actor.send({ type: 'form.save' });
  await waitFor(actor, (s) => s.matches('conflict'));
  expect(articleForm.selectConflict(actor.getSnapshot())).toBe(STALE);
  expect(actor.getSnapshot().context.values.abstract).toBe('Mine');
});

test("a step's answer on an unchanged form shows the article as it now stands", async () => {
  const actor = startForm([deskArticle({ version: 2 })]);
  await waitFor(actor, (s) => s.matches('editing'));
  const submitted = deskArticle({
    version: 3,
    status: 'in_review',
    actions: { steps: ['withdraw'], edit: false, delete: false },
  });
  actor.send({ type: 'record.changed', record: submitted });
  const snapshot = actor.getSnapshot();
  expect(snapshot.context.version).toBe(3);
  expect(selectStepOffers(snapshot)).toEqual([{ step: 'withdraw', blocked: false }]);
  expect(selectReadOnlyReason(snapshot)).toBe('locked');
});

test('no step may be taken while the form holds unsaved typing, and Submit waits for what review needs', async () => {
  const incomplete = deskArticle({
    actions: { steps: ['submit'], edit: true, delete: true },
    missingForReview: ['The article needs its video before review.'],
  });
  const actor = startForm([incomplete]);
  await waitFor(actor, (s) => s.matches('editing'));
  expect(selectStepOffers(actor.getSnapshot())).toEqual([{ step: 'submit', blocked: true }]);
  actor.send({ type: 'record.changed', record: deskArticle({ version: 2 }) });
  expect(selectStepOffers(actor.getSnapshot())).toEqual([{ step: 'submit', blocked: false }]);
  actor.send({ type: 'form.change', patch: { title: 'Typing…' } });
  expect(selectCanStep(actor.getSnapshot())).toBe(false);
  expect(selectStepOffers(actor.getSnapshot())).toEqual([{ step: 'submit', blocked: true }]);
});

test('a new article is checked with the contract’s messages and saved with its topics as a list', async () => {
  const saves: SaveArticleInput[] = [];
  const actor = startForm(
    [],
    async (input) => {
      saves.push(input);
      return deskArticle({ id: 90 });
    },
    null,
  );
  actor.send({ type: 'form.change', patch: { title: 'Hi' } });
  actor.send({ type: 'form.edit', edit: { type: 'author.add' } });
  actor.send({ type: 'form.save' });
  expect(articleForm.selectErrors(actor.getSnapshot())).toEqual({
    title: ['Title is too short. It should have 3 characters or more.'],
    'authors.0.name': ['Each author needs a name'],
  });
  expect(saves).toEqual([]);
  actor.send({ type: 'form.change', patch: { title: 'Hippocampus', topics: ' Memory \n\nSleep\nMemory' } });
  actor.send({ type: 'form.edit', edit: { type: 'author.rename', index: 0, name: 'Ada Lovelace' } });
  actor.send({ type: 'form.save' });
  await waitFor(actor, () => saves.length === 1);
  expect(saves[0]).toMatchObject({
    id: null,
    version: null,
    parsed: { title: 'Hippocampus', topics: ['Memory', 'Sleep'], authors: [{ name: 'Ada Lovelace' }] },
  });
});

test('removing an institution takes it from its authors and moves the later ones up', () => {
  const actor = startForm([], undefined, null);
  for (const title of ['First', 'Second', 'Third']) {
    actor.send({ type: 'form.edit', edit: { type: 'institution.add' } });
    const index = articleForm.selectValues(actor.getSnapshot()).institutions.length - 1;
    actor.send({
      type: 'form.edit',
      edit: { type: 'institution.change', index, patch: { institutionTitle: title } },
    });
  }
  actor.send({ type: 'form.edit', edit: { type: 'author.add' } });
  for (const institution of [0, 1, 2])
    actor.send({ type: 'form.edit', edit: { type: 'author.toggleInstitution', index: 0, institution } });
  actor.send({ type: 'form.edit', edit: { type: 'institution.remove', index: 1 } });
  const { institutions, authors } = articleForm.selectValues(actor.getSnapshot());
  expect(institutions.map((each) => each.institutionTitle)).toEqual(['First', 'Third']);
  expect(authors[0]!.institutionIndexes).toEqual([0, 1]);
});

import { createActor, fromPromise, waitFor } from 'xstate';
import type { Sponsor } from '../../src/domain/sponsors';
import {
  sponsorFormMachine,
  selectConflict,
  selectSponsorErrors,
  type ArticlesChange,
  type AssignResult,
  type SaveSponsorInput,
} from '../../src/machines/sponsorFormMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../support/modelPaths';
import { staleError } from '../support/staleVersion';

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

const options = {
  events: {
    'sponsor.change': [
      { type: 'sponsor.change', patch: { companyName: 'Acme', companyUrl: 'https://acme.example' } },
      { type: 'sponsor.change', patch: { companyUrl: 'nope' } },
    ],
    'sponsor.updated': [{ type: 'sponsor.updated', sponsor }],
    'articles.page': [{ type: 'articles.page', page: 1 }],
    'article.remove': [{ type: 'article.remove', articleId: 40 }],
    'article.assign': [{ type: 'article.assign', articleId: 41 }],
  },
  actors: {
    loadSponsor: () => [resolves(sponsor, 'loaded'), rejects(new Error('404'))],
    saveSponsor: (input: SaveSponsorInput) => [
      resolves({ ...sponsor, ...input.form }, 'saved'),
      rejects(new Error('500')),
      rejects(staleError('sponsor'), 'stale'),
    ],
    removeArticle: () => [resolves({ ...sponsor, articleList: [] }, 'removed'), rejects(new Error('500'))],
    assignArticle: (input: ArticlesChange) => [
      resolves({ sponsor, error: null }, 'assigned'),
      resolves(
        { sponsor, error: `Article ${input.articleId} is already assigned to another sponsor` },
        'refused',
      ),
      rejects(new Error('500')),
    ],
  },
} as const;
// Add (no id) and Edit (an id to load) start differently; together they cover the machine.
const addModel = createMachineModel(sponsorFormMachine, { ...options, input: { id: null } });
const editModel = createMachineModel(sponsorFormMachine, { ...options, input: { id: 5 } });
const cases = [
  ...addModel.paths().map((path) => ({ model: addModel, path })),
  ...editModel.paths().map((path) => ({ model: editModel, path })),
];

test('generated paths reach every state and take every transition of the sponsor form', () => {
  expectFullCoverage(
    sponsorFormMachine,
    cases.map((c) => c.path),
  );
});

test.each(cases.map((c, index) => [`${index}: ${c.path.description}`, c] as const))(
  '%s',
  async (_name, c) => {
    await c.model.run(c.path);
  },
);

test('create checks name and URL, then goes to the new sponsor’s edit page', async () => {
  const edits: number[] = [];
  const save = vi.fn(async (input: SaveSponsorInput) => ({ ...sponsor, id: 77, ...input.form }));
  const actor = createActor(
    sponsorFormMachine.provide({
      actors: { saveSponsor: fromPromise(({ input }) => save(input)) },
      actions: { goToEdit: (_, id) => void edits.push(id) },
    }),
    { input: { id: null } },
  ).start();
  expect(actor.getSnapshot().context.form.companyUrl).toBe('https://');
  actor.send({ type: 'sponsor.open' });
  actor.send({ type: 'sponsor.save' });
  expect(selectSponsorErrors(actor.getSnapshot())).toEqual({
    companyName: ['This field is required'],
    companyUrl: ['URL is not valid'],
  });
  expect(save).not.toHaveBeenCalled();
  actor.send({ type: 'sponsor.change', patch: { companyName: 'Acme', companyUrl: 'https://acme.example' } });
  actor.send({ type: 'sponsor.save' });
  await waitFor(actor, (s) => s.matches('ready') && edits.length > 0);
  expect(edits).toEqual([77]);
});

test('a refused assignment shows the first error value of the answer', async () => {
  const failures: (string | null)[] = [];
  const actor = createActor(
    sponsorFormMachine.provide({
      actors: {
        loadSponsor: fromPromise(async () => sponsor),
        assignArticle: fromPromise<AssignResult, ArticlesChange>(async () => ({
          sponsor,
          error: 'Article 41 is already assigned to another sponsor',
        })),
      },
      actions: { notifyAssignFailed: (_, message) => void failures.push(message) },
    }),
    { input: { id: 5 } },
  ).start();
  actor.send({ type: 'sponsor.open' });
  await waitFor(actor, (s) => s.matches('ready'));
  actor.send({ type: 'article.assign', articleId: 41 });
  await waitFor(actor, (s) => s.matches('ready') && failures.length > 0);
  expect(failures).toEqual(['Article 41 is already assigned to another sponsor']);
});

describe('a save made on an older version', () => {
  const theirs: Sponsor = { ...sponsor, companyName: 'Helix Theirs', version: 2 };
  function conflicted(saves: SaveSponsorInput[]) {
    const loads = [sponsor, theirs];
    const actor = createActor(
      sponsorFormMachine.provide({
        actors: {
          loadSponsor: fromPromise(async () => loads.shift() ?? theirs),
          saveSponsor: fromPromise(async ({ input }: { input: SaveSponsorInput }) => {
            saves.push(input);
            if (input.version !== theirs.version) throw staleError('sponsor');
            return { ...theirs, ...input.form, version: 3 };
          }),
        },
      }),
      { input: { id: 5 } },
    ).start();
    actor.send({ type: 'sponsor.open' });
    return actor;
  }

  test('waits in conflict with the server’s message, the form as typed', async () => {
    const saves: SaveSponsorInput[] = [];
    const actor = conflicted(saves);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sponsor.change', patch: { companyName: 'Helix Mine' } });
    actor.send({ type: 'sponsor.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(saves).toEqual([
      { id: 5, form: { companyName: 'Helix Mine', companyUrl: sponsor.companyUrl }, version: 1 },
    ]);
    expect(selectConflict(actor.getSnapshot())).toBe(
      'This sponsor was changed by someone else. Reload it or keep your changes.',
    );
    expect(actor.getSnapshot().context.form.companyName).toBe('Helix Mine');
  });

  test('Keep mine saves the form again on their version', async () => {
    const saves: SaveSponsorInput[] = [];
    const actor = conflicted(saves);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sponsor.change', patch: { companyName: 'Helix Mine' } });
    actor.send({ type: 'sponsor.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.keepMine' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saves.map((s) => [s.form.companyName, s.version])).toEqual([
      ['Helix Mine', 1],
      ['Helix Mine', 2],
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ version: 3, conflict: null });
    expect(selectConflict(actor.getSnapshot())).toBeNull();
  });

  test('Reload drops mine and shows theirs', async () => {
    const saves: SaveSponsorInput[] = [];
    const actor = conflicted(saves);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sponsor.change', patch: { companyName: 'Helix Mine' } });
    actor.send({ type: 'sponsor.save' });
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ form: { companyName: 'Helix Theirs' }, version: 2 });
  });

  test('an upload answered with a newer version does not move the form’s version', async () => {
    const actor = conflicted([]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'sponsor.updated', sponsor: { ...theirs, logoUrl: '/media/logo.png' } });
    expect(actor.getSnapshot().context.version).toBe(1);
  });
});

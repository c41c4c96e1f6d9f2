/**
 * The collection screen's videos and save as ADR 316 tells them, walked through the console's machines (the form and
 * the videos' machine beside it, wired as the screen wires them) against a collection server kept in memory. The
 * test model is written from the ADR, not from src/machines: what the user sees in order, what the screen last saved,
 * what the server holds, and whether someone else saved since. Each state checks the order shown, whether the screen
 * says there are unsaved changes, what the server holds; a save on a version someone else moved on waits for Reload
 * (theirs replaces mine) or Keep mine (mine is saved on theirs).
 */
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import type { Collection } from '../../../src/api/methodsCollections/collectionsContract';
import { collectionArticlesMachine } from '../../../src/machines/methodsCollections/collectionArticlesMachine';
import {
  collectionForm,
  collectionFormMachine,
  type CollectionFormActorRef,
  type SaveCollectionInput,
} from '../../../src/machines/methodsCollections/collectionFormMachine';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import {
  modelPaths,
  reachedStates,
  replay,
  type StateMeta,
  type UserActions,
} from '../../mbt/support/testModel';
import { staleError } from '../../support/staleVersion';
import { collection, VIDEOS } from './collectionFixtures';

const BY_ID = new Map(Object.values(VIDEOS).map((v) => [v.id, v]));
const START = [VIDEOS.patch.id, VIDEOS.calcium.id, VIDEOS.optogenetics.id];

/** The server in memory: the collection's videos and version; `others` is someone else's save. */
function collectionServer() {
  let stored = collection({ articles: START.map((id) => BY_ID.get(id)!) });
  return {
    get stored() {
      return stored;
    },
    save: async (input: SaveCollectionInput): Promise<Collection> => {
      if (input.version !== stored.version) throw staleError('collection');
      stored = {
        ...stored,
        version: stored.version + 1,
        articles: input.parsed.articleIds.map((id) => BY_ID.get(id)!),
      };
      return stored;
    },
    others: () => {
      stored = { ...stored, version: stored.version + 1, articles: [...stored.articles].reverse() };
    },
  };
}

interface EditorUi {
  readonly form: CollectionFormActorRef;
  readonly articles: ReturnType<typeof createActor<typeof collectionArticlesMachine>>;
  readonly server: ReturnType<typeof collectionServer>;
}

interface ModelContext {
  readonly shown: readonly number[];
  /** What the screen last loaded or saved: it has unsaved changes while `shown` differs. */
  readonly saved: readonly number[];
  readonly stored: readonly number[];
  /** Someone else saved after the screen last loaded or saved. */
  readonly stale: boolean;
}

type ModelEvent =
  | { type: 'user.movesFirstDown' }
  | { type: 'user.addsVideo' }
  | { type: 'user.saves' }
  | { type: 'someoneElse.saves' }
  | { type: 'user.reloads' }
  | { type: 'user.keepsMine' };

const idsShown = (ui: EditorUi) =>
  collectionForm.selectValues(ui.form.getSnapshot()).articles.map((a) => a.id);
const idsStored = (ui: EditorUi) => ui.server.stored.articles.map((a) => a.id);
const same = (a: readonly number[], b: readonly number[]) => a.join() === b.join();

const editing: StateMeta<EditorUi, ModelContext> = {
  see: async (ui, context) => {
    await waitFor(ui.form, (s) => s.matches('editing'));
    expect(idsShown(ui)).toEqual(context.shown);
    expect(collectionForm.selectIsDirty(ui.form.getSnapshot())).toBe(!same(context.shown, context.saved));
    expect(idsStored(ui)).toEqual(context.stored);
  },
};
const conflict: StateMeta<EditorUi, ModelContext> = {
  see: async (ui, context) => {
    await waitFor(ui.form, (s) => s.hasTag('conflict'));
    expect(collectionForm.selectConflict(ui.form.getSnapshot())).toBe(STALE_MESSAGES.collection);
    expect(idsShown(ui)).toEqual(context.shown);
    expect(idsStored(ui)).toEqual(context.stored);
  },
};

const TRACING = VIDEOS.tracing.id;
const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    isStale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'collectionScreen',
  context: { shown: START, saved: START, stored: START, stale: false },
  initial: 'editing',
  states: {
    editing: {
      meta: editing,
      on: {
        'user.movesFirstDown': {
          actions: assign({
            shown: ({ context }) => [context.shown[1]!, context.shown[0]!, ...context.shown.slice(2)],
          }),
        },
        'user.addsVideo': {
          guard: ({ context }) => !context.shown.includes(TRACING),
          actions: assign({ shown: ({ context }) => [...context.shown, TRACING] }),
        },
        'user.saves': [
          { guard: 'isStale', target: 'conflict' },
          {
            actions: assign({
              saved: ({ context }) => context.shown,
              stored: ({ context }) => context.shown,
            }),
          },
        ],
        'someoneElse.saves': {
          guard: ({ context }) => !context.stale,
          actions: assign({ stored: ({ context }) => [...context.stored].reverse(), stale: true }),
        },
      },
    },
    conflict: {
      meta: conflict,
      on: {
        'user.reloads': {
          target: 'editing',
          actions: assign({
            shown: ({ context }) => context.stored,
            saved: ({ context }) => context.stored,
            stale: false,
          }),
        },
        'user.keepsMine': {
          target: 'editing',
          actions: assign({
            saved: ({ context }) => context.shown,
            stored: ({ context }) => context.shown,
            stale: false,
          }),
        },
      },
    },
  },
});

const settled = (ui: EditorUi) =>
  waitFor(ui.form, (s) => !s.hasTag('busy') && (s.matches('editing') || s.hasTag('conflict')));

const actions: UserActions<EditorUi, ModelEvent> = {
  'user.movesFirstDown': async (ui) => {
    ui.articles.send({ type: 'article.moveDown', articleId: idsShown(ui)[0]! });
  },
  'user.addsVideo': async (ui) => {
    ui.articles.send({ type: 'articles.open' });
    ui.articles.send({ type: 'article.add', article: VIDEOS.tracing });
  },
  'user.saves': async (ui) => {
    ui.form.send({ type: 'form.save' });
    await settled(ui);
  },
  'someoneElse.saves': async (ui) => ui.server.others(),
  'user.reloads': async (ui) => {
    ui.form.send({ type: 'conflict.reload' });
    await settled(ui);
  },
  'user.keepsMine': async (ui) => {
    ui.form.send({ type: 'conflict.keepMine' });
    await settled(ui);
  },
};

function startScreen(): EditorUi {
  const server = collectionServer();
  const form = createActor(
    collectionFormMachine.provide({
      actors: {
        loadRecord: fromPromise(async () => server.stored),
        saveRecord: fromPromise(({ input }: { input: SaveCollectionInput }) => server.save(input)),
      },
    }),
    { input: { id: 7 } },
  ).start();
  const articles = createActor(
    collectionArticlesMachine.provide({
      actions: { edit: (_, edit) => form.send({ type: 'form.edit', edit }) },
    }),
  ).start();
  return { form, articles, server };
}

const paths = modelPaths(model, 'transitions', { walkLength: 40 });

test('the walks reach every state of the screen', () => {
  expect(reachedStates(paths)).toEqual(new Set(['"editing"', '"conflict"']));
  expect(paths.length).toBeGreaterThan(3);
});

test.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
  await replay(path, startScreen(), actions);
});

/**
 * Edit Playlist as the SPEC tells it (sections 3, 7, 8 and 9) with ADR 120's labels and order and ADR 110's
 * conflict choice: the editor shows the labels in the stored order, Move down and Add label change what is shown
 * (a label added takes the focus, so typing names it), a blank label stops the save with 'This field is required',
 * a save shows 'Playlist successfully updated', and a save made on a version someone else has since replaced opens
 * 'Changed by someone else' with Reload (their order in the editor) and Keep mine (mine saved over theirs). The
 * server's record is checked in each state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { assign, setup } from 'xstate';
import { bearer, call, createTestApp, type TestApp } from '../server/testApp';
import { currentPath, renderConsole, type Console } from './support/renderConsole';
import { modelPaths, reachedStates, replay, type StateMeta, type UserActions } from './support/testModel';

const FIRST = 'Read first';
const SECOND = 'Then';
const ADDED = 'Watch next';
const UPDATED = 'Playlist successfully updated';
const REQUIRED = 'This field is required';

interface PlaylistModelContext {
  /** The labels the editor shows, in order. */
  readonly shown: readonly string[];
  /** The labels the editor loaded (the version it saves on). */
  readonly loaded: readonly string[];
  /** The labels the server holds. */
  readonly server: readonly string[];
  /** Someone else saved once: the walk stays short. */
  readonly otherSaved: boolean;
}

type PlaylistModelEvent =
  | { type: 'user.movesFirstDown' }
  | { type: 'user.addsLabel' }
  | { type: 'user.savesWithBlankLabel' }
  | { type: 'user.saves' }
  | { type: 'other.reversesOrder' }
  | { type: 'user.reloads' }
  | { type: 'user.keepsMine' };

interface PlaylistUi extends Console {
  readonly id: number;
}

let server: TestApp;
let apiToken: string;
/** Someone else: another account, so the conflict is not the user's own save from another tab (ADR 300). */
let otherToken: string;
let playlistCount = 0;

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(server.app, { method, url, headers: bearer(apiToken), ...(payload ? { payload } : {}) });

async function serverLabels(id: number): Promise<{ labels: string[]; version: number; title: string }> {
  const { status, body } = await api('GET', `/api/admin/playlist/${id}`);
  expect(status).toBe(200);
  const playlist = body.content as { title: string; version: number; items: { title: string }[] };
  return {
    labels: playlist.items.map((item) => item.title),
    version: playlist.version,
    title: playlist.title,
  };
}

/** By label, not role: while the conflict dialog is open the form behind it is hidden from the role queries. */
const labelFields = () => screen.queryAllByLabelText('Label title') as HTMLInputElement[];
const shownLabels = () => labelFields().map((field) => field.value);
const same = (a: readonly string[], b: readonly string[]) => a.join('\n') === b.join('\n');

const editingMeta: StateMeta<PlaylistUi, PlaylistModelContext> = {
  see: async (ui, context) => {
    expect(await screen.findByRole('heading', { name: 'Edit Playlist' })).toBeInTheDocument();
    await waitFor(() => expect(shownLabels()).toEqual(context.shown));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentPath()).toBe(`/playlist/edit/${ui.id}`);
    expect((await serverLabels(ui.id)).labels).toEqual(context.server);
  },
};

/** Written from the SPEC and ADRs 110 and 120; nothing here comes from src/machines. */
const playlistModel = setup({
  types: { context: {} as PlaylistModelContext, events: {} as PlaylistModelEvent },
  guards: {
    // One move and one label per load, and one save by someone else, keep the paths few.
    notMovedYet: ({ context }) => same(context.shown.slice(0, 2), context.loaded.slice(0, 2)),
    hasRoom: ({ context }) => context.shown.length < 3,
    isStale: ({ context }) => !same(context.server, context.loaded),
    nobodyElseSavedYet: ({ context }) => !context.otherSaved,
  },
  actions: {
    moveFirstDown: assign(({ context }) => ({
      shown: [context.shown[1]!, context.shown[0]!, ...context.shown.slice(2)],
    })),
    addLabel: assign(({ context }) => ({ shown: [...context.shown, ADDED] })),
    reverseOnServer: assign(({ context }) => ({ server: [...context.server].reverse(), otherSaved: true })),
    saveMine: assign(({ context }) => ({ server: context.shown, loaded: context.shown })),
    loadTheirs: assign(({ context }) => ({ loaded: context.server, shown: context.server })),
  },
}).createMachine({
  id: 'playlistModel',
  context: { shown: [FIRST, SECOND], loaded: [FIRST, SECOND], server: [FIRST, SECOND], otherSaved: false },
  initial: 'editing',
  states: {
    editing: {
      meta: editingMeta,
      on: {
        'user.movesFirstDown': { guard: 'notMovedYet', target: 'editing', actions: 'moveFirstDown' },
        'user.addsLabel': { guard: 'hasRoom', target: 'editing', actions: 'addLabel' },
        'other.reversesOrder': { guard: 'nobodyElseSavedYet', target: 'editing', actions: 'reverseOnServer' },
        'user.savesWithBlankLabel': { guard: 'hasRoom', target: 'labelBlank' },
        'user.saves': [
          { guard: 'isStale', target: 'conflict' },
          { target: 'saved', actions: 'saveMine' },
        ],
      },
    },
    labelBlank: {
      meta: {
        see: async (ui, context) => {
          const blank = labelFields().at(-1)!;
          await waitFor(() => expect(blank).toHaveAccessibleDescription(REQUIRED));
          expect(within(screen.getByRole('alert')).getByText(REQUIRED)).toBeInTheDocument();
          expect(shownLabels()).toEqual([...context.shown, '']);
          expect((await serverLabels(ui.id)).labels).toEqual(context.server);
          expect(screen.queryByText(UPDATED)).not.toBeInTheDocument();
        },
      } satisfies StateMeta<PlaylistUi, PlaylistModelContext>,
    },
    conflict: {
      meta: {
        see: async (ui, context) => {
          const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
          expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeEnabled();
          expect(within(dialog).getByRole('button', { name: 'Keep mine' })).toBeEnabled();
          // The editor keeps my order; theirs stays on the server until I choose.
          expect(shownLabels()).toEqual(context.shown);
          expect((await serverLabels(ui.id)).labels).toEqual(context.server);
          expect(screen.queryByText(UPDATED)).not.toBeInTheDocument();
        },
      } satisfies StateMeta<PlaylistUi, PlaylistModelContext>,
      on: {
        'user.reloads': { target: 'editing', actions: 'loadTheirs' },
        'user.keepsMine': { target: 'saved', actions: 'saveMine' },
      },
    },
    saved: {
      meta: {
        see: async (ui, context) => {
          expect(await screen.findByText(UPDATED)).toBeInTheDocument();
          expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
          await waitFor(() => expect(shownLabels()).toEqual(context.shown));
          expect((await serverLabels(ui.id)).labels).toEqual(context.server);
        },
      } satisfies StateMeta<PlaylistUi, PlaylistModelContext>,
    },
  },
});

const save = (ui: PlaylistUi) => ui.user.click(screen.getByRole('button', { name: 'Save' }));

const actions: UserActions<PlaylistUi, PlaylistModelEvent> = {
  'user.movesFirstDown': async (ui) => {
    await ui.user.click(screen.getByRole('button', { name: `Move ${shownLabels()[0]} down` }));
  },
  'user.addsLabel': async (ui) => {
    await ui.user.click(screen.getByRole('button', { name: 'Add label' }));
    // The new label has the focus: typing names it.
    await ui.user.keyboard(ADDED);
  },
  'user.savesWithBlankLabel': async (ui) => {
    await ui.user.click(screen.getByRole('button', { name: 'Add label' }));
    await save(ui);
  },
  'user.saves': save,
  'other.reversesOrder': async (ui) => {
    const { labels, version, title } = await serverLabels(ui.id);
    const items = [...labels].reverse().map((label) => ({ type: 'label', title: label }));
    const { status } = await call(server.app, {
      method: 'PATCH',
      url: `/api/admin/playlist/${ui.id}`,
      headers: bearer(otherToken),
      payload: { title, items, version },
    });
    expect(status).toBe(200);
  },
  'user.reloads': async (ui) => {
    await ui.user.click(screen.getByRole('button', { name: 'Reload' }));
  },
  'user.keepsMine': async (ui) => {
    await ui.user.click(screen.getByRole('button', { name: 'Keep mine' }));
  },
};

beforeAll(async () => {
  server = await createTestApp();
  apiToken = (await server.signIn('cs@demo.test')).accessToken;
  otherToken = (await server.signIn('super@demo.test')).accessToken;
});
afterAll(() => server.close());

const paths = modelPaths(playlistModel, 'transitions', { walkLength: 12 });

async function openPlaylist(): Promise<PlaylistUi> {
  playlistCount += 1;
  const created = await api('POST', '/api/admin/playlist', {
    title: `Model playlist ${playlistCount}`,
    items: [
      { type: 'label', title: FIRST },
      { type: 'label', title: SECOND },
    ],
  });
  expect(created.status).toBe(200);
  const token = await server.signIn('cs@demo.test');
  const ui = renderConsole(server, `/playlist/edit/${created.body.content.id}`, { token });
  return { ...ui, id: created.body.content.id };
}

describe('playlist editor, against the real server', () => {
  test('the paths reach every state of the model', () => {
    expect([...reachedStates(paths)].sort()).toEqual(
      Object.keys(playlistModel.states)
        .map((key) => JSON.stringify(key))
        .sort(),
    );
  });

  test.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await replay(path, await openPlaylist(), actions);
  });
});

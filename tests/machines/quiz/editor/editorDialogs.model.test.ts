import { createActor } from 'xstate';
import type { PlaylistSummary } from '../../../../src/api/playlists/playlistsContract';
import { importPlaylistsMachine } from '../../../../src/machines/quiz/editor/importPlaylistsMachine';
import { moveItemDialogMachine } from '../../../../src/machines/quiz/editor/moveItemDialogMachine';
import { subjectsDialogMachine } from '../../../../src/machines/quiz/editor/subjectsDialogMachine';
import { createMachineModel, expectFullCoverage, rejects, resolves } from '../../../support/modelPaths';

const playlists: PlaylistSummary[] = [
  { id: 1, title: 'Cells', countOfArticles: 3 },
  { id: 2, title: 'Labs', countOfArticles: 2 },
];
const tags = [
  { id: 1, title: 'Biology' },
  { id: 2, title: 'Chemistry' },
];

describe('Subjects dialog', () => {
  const model = createMachineModel(subjectsDialogMachine, {
    input: { selected: [tags[0]!] },
    events: { 'subject.toggle': [{ type: 'subject.toggle', id: 2 }] },
    actors: { fetchTags: () => [resolves(tags, 'tags'), rejects(new Error('down'))] },
    stopWhen: (s) => s.context.selectedIds.length > 2,
  });
  const paths = model.paths();
  test('paths reach every state and transition', () => expectFullCoverage(subjectsDialogMachine, paths));
  test.each(paths.map((p) => [p.description, p] as const))('%s', async (_n, path) => model.run(path));
});

describe('Move to another activity', () => {
  const input = {
    itemId: 'i1',
    fromActivityId: 'a1',
    activities: [
      { id: 'a1', title: 'Activity 1' },
      { id: 'a2', title: 'Activity 2' },
    ],
  };
  const model = createMachineModel(moveItemDialogMachine, {
    input,
    events: {
      'target.choose': [
        { type: 'target.choose', activityId: 'a2' },
        { type: 'target.choose', activityId: 'a1' },
      ],
    },
  });
  const paths = model.paths();
  test('paths reach every state and transition', () => expectFullCoverage(moveItemDialogMachine, paths));
  test.each(paths.map((p) => [p.description, p] as const))('%s', async (_n, path) => model.run(path));

  test('the current activity cannot be chosen; Move ends with the target', () => {
    const actor = createActor(moveItemDialogMachine, { input }).start();
    actor.send({ type: 'target.choose', activityId: 'a1' });
    actor.send({ type: 'move.confirm' });
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'target.choose', activityId: 'a2' });
    actor.send({ type: 'move.confirm' });
    expect(actor.getSnapshot().output).toEqual({ itemId: 'i1', toActivityId: 'a2' });
  });
});

describe('Import playlists', () => {
  const model = createMachineModel(importPlaylistsMachine, {
    events: {
      'playlist.choose': [{ type: 'playlist.choose', id: 1 }],
      'playlist.unchoose': [{ type: 'playlist.unchoose', id: 1 }],
    },
    actors: {
      fetchMyPlaylists: () => [resolves(playlists, 'playlists'), rejects(new Error('down'))],
      importPlaylists: () => [
        resolves({ articles: [], questions: [] }, 'imported'),
        rejects(new Error('down')),
      ],
    },
    stopWhen: (s) => s.context.error !== null && s.matches('choosing') && s.context.chosenIds.length === 0,
  });
  const paths = model.paths();
  test('paths reach every state and transition', () => expectFullCoverage(importPlaylistsMachine, paths));
  test.each(paths.map((p) => [p.description, p] as const))('%s', async (_n, path) => model.run(path));
});

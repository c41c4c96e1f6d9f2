import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { conflictOf, isStale, loadById, recordSaving } from '../../../src/machines/shared/recordSaving';
import { staleError } from '../../support/staleVersion';

/** A record form reduced to the lifecycle: a note with a text, saved on the version it was loaded with. */
interface Note {
  readonly id: number;
  readonly text: string;
  readonly version: number;
}

interface NoteContext {
  readonly id: number | null;
  text: string;
  version: number | null;
  conflict: string | null;
}

type NoteEvent =
  | { type: 'note.change'; text: string }
  | { type: 'note.save' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' };

const lifecycle = recordSaving<Note>();

const noteMachine = setup({
  types: { context: {} as NoteContext, events: {} as NoteEvent },
  actors: {
    loadNote: fromPromise<Note, { id: number }>(async () => {
      throw new Error('loadNote is not provided');
    }),
    saveNote: fromPromise<Note, { text: string; version: number | null }>(async () => {
      throw new Error('saveNote is not provided');
    }),
  },
  guards: { isStale },
  actions: {
    assignNote: assign((_, note: Note) => ({ text: note.text, version: note.version, conflict: null })),
    assignTheirVersion: assign((_, note: Note) => ({ version: note.version, conflict: null })),
    assignConflict: assign(conflictOf),
    assignText: assign((_, text: string) => ({ text })),
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'note',
  context: { id: 3, text: 'mine', version: 1, conflict: null },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'note.change': { actions: { type: 'assignText', params: ({ event }) => event.text } },
        'note.save': { target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveNote',
        input: ({ context }) => ({ text: context.text, version: context.version }),
        onDone: { target: 'ready', actions: { type: 'assignNote', params: ({ event }) => event.output } },
        onError: [lifecycle.onStale, { target: 'ready', actions: 'notifyFailed' }],
      },
    },
    conflict: lifecycle.conflictState({
      machineId: 'note',
      record: 'this note',
      load: 'loadNote',
      loadInput: loadById,
      assignRecord: 'assignNote',
      notifyFailed: 'notifyFailed',
    }),
  },
});

const theirs: Note = { id: 3, text: 'theirs', version: 2 };

describe('a stale save', () => {
  function conflicted(saves: { text: string; version: number | null }[], failures: string[]) {
    const actor = createActor(
      noteMachine.provide({
        actors: {
          loadNote: fromPromise(async () => theirs),
          saveNote: fromPromise(async ({ input }: { input: { text: string; version: number | null } }) => {
            saves.push(input);
            if (input.version !== theirs.version) throw staleError('sponsor');
            return { id: 3, text: input.text, version: 3 };
          }),
        },
        actions: { notifyFailed: () => void failures.push('failed') },
      }),
    ).start();
    actor.send({ type: 'note.save' });
    return actor;
  }

  test('waits for a choice with the server’s message and is not a failure', async () => {
    const failures: string[] = [];
    const actor = conflicted([], failures);
    await waitFor(actor, (s) => s.matches({ conflict: 'deciding' }));
    expect(actor.getSnapshot().hasTag('conflict')).toBe(true);
    expect(actor.getSnapshot().context.conflict).toBe(staleError('sponsor').message);
    expect(failures).toEqual([]);
  });

  test('Keep mine reads their version and saves mine on it', async () => {
    const saves: { text: string; version: number | null }[] = [];
    const actor = conflicted(saves, []);
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.keepMine' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saves).toEqual([
      { text: 'mine', version: 1 },
      { text: 'mine', version: 2 },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ text: 'mine', version: 3, conflict: null });
  });

  test('Reload replaces mine with theirs and saves nothing', async () => {
    const saves: { text: string; version: number | null }[] = [];
    const actor = conflicted(saves, []);
    await waitFor(actor, (s) => s.matches('conflict'));
    actor.send({ type: 'conflict.reload' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().context).toMatchObject({ text: 'theirs', version: 2, conflict: null });
  });
});

import { createActor, fromPromise, waitFor } from 'xstate';
import type { TranslationGridRow } from '../../../src/domain/translations/translations';
import {
  selectCellConflict,
  selectDraftError,
  selectHasNoGroups,
  selectIsDraftDirty,
  translationGridMachine,
  type CellValueInput,
  type StoredCellValue,
  type TranslationCell,
} from '../../../src/machines/translations/translationGridMachine';
import { staleError } from '../../support/staleVersion';

const row: TranslationGridRow = {
  key: 'player.play',
  groupId: 4,
  groupTitle: 'Player',
  values: { en: { id: 11, value: 'Play', version: 1 }, de: { id: 12, value: 'Abspielen', version: 1 } },
};
const filled: TranslationCell = { row, language: 'de' };
const empty: TranslationCell = { row, language: 'fr' };

function gridWith(
  calls: { update?: CellValueInput[]; add?: CellValueInput[]; deleted?: number[] },
  log: string[],
) {
  return createActor(
    translationGridMachine.provide({
      actors: {
        checkGroups: fromPromise(async () => false),
        updateValue: fromPromise<unknown, CellValueInput>(async ({ input }) => calls.update?.push(input)),
        addValue: fromPromise<unknown, CellValueInput>(async ({ input }) => calls.add?.push(input)),
        deleteValue: fromPromise<void, { id: number; label: string }>(async ({ input }) => {
          calls.deleted?.push(input.id);
        }),
      },
      actions: {
        notifyUpdated: () => void log.push('updated'),
        notifyDeleted: () => void log.push('deleted'),
        reloadList: () => void log.push('reload'),
      },
    }),
  ).start();
}

test('Add is disabled when the server has no group', async () => {
  const actor = gridWith({}, []);
  await waitFor(actor, (s) => !s.hasTag('busy'));
  expect(selectHasNoGroups(actor.getSnapshot())).toBe(true);
});

test('an edit saves the trimmed value through the cell’s id, says so and reloads the list', async () => {
  const update: CellValueInput[] = [];
  const log: string[] = [];
  const actor = gridWith({ update }, log);
  actor.send({ type: 'cell.edit', cell: filled });
  expect(actor.getSnapshot().context.draft).toBe('Abspielen');
  actor.send({ type: 'cell.change', value: '  Wiedergabe ' });
  actor.send({ type: 'cell.save' });
  await waitFor(actor, (s) => s.matches({ cell: 'idle' }));
  expect(update).toEqual([{ ...filled, value: 'Wiedergabe' }]);
  expect(log).toEqual(['updated', 'reload']);
});

test('a value over 256 characters or blank is refused with the rule’s message, and nothing is sent', () => {
  const update: CellValueInput[] = [];
  const actor = gridWith({ update }, []);
  actor.send({ type: 'cell.edit', cell: filled });
  actor.send({ type: 'cell.change', value: 'x'.repeat(257) });
  actor.send({ type: 'cell.save' });
  expect(selectDraftError(actor.getSnapshot())).toBe('Value must be at most 256 characters');
  actor.send({ type: 'cell.change', value: '  ' });
  expect(selectDraftError(actor.getSnapshot())).toBe('This field is required');
  expect(actor.getSnapshot().matches({ cell: 'editing' })).toBe(true);
  expect(update).toEqual([]);
});

test('an empty cell adds the value to the key instead of editing', async () => {
  const add: CellValueInput[] = [];
  const update: CellValueInput[] = [];
  const actor = gridWith({ add, update }, []);
  actor.send({ type: 'cell.edit', cell: empty });
  actor.send({ type: 'cell.change', value: 'Lire' });
  actor.send({ type: 'cell.save' });
  await waitFor(actor, (s) => s.matches({ cell: 'idle' }));
  expect(add).toEqual([{ ...empty, value: 'Lire' }]);
  expect(update).toEqual([]);
});

test('a deletion asks first, deletes the cell’s id, then says so and reloads', async () => {
  const deleted: number[] = [];
  const log: string[] = [];
  const actor = gridWith({ deleted }, log);
  actor.send({ type: 'cell.delete', cell: empty });
  expect(actor.getSnapshot().matches({ cell: 'idle' })).toBe(true);
  actor.send({ type: 'cell.delete', cell: filled });
  expect(deleted).toEqual([]);
  actor.send({ type: 'cell.confirm' });
  await waitFor(actor, (s) => s.matches({ cell: 'idle' }));
  expect(deleted).toEqual([12]);
  expect(log).toEqual(['deleted', 'reload']);
});

test('a changed value in the dialog is unsaved until it is saved or cancelled', () => {
  const actor = gridWith({}, []);
  actor.send({ type: 'cell.edit', cell: filled });
  expect(selectIsDraftDirty(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'cell.change', value: 'Wiedergabe' });
  expect(selectIsDraftDirty(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'cell.cancel' });
  expect(selectIsDraftDirty(actor.getSnapshot())).toBe(false);
});

describe('a value saved by someone else since the page was loaded', () => {
  function conflicted(update: CellValueInput[], log: string[]) {
    const actor = createActor(
      translationGridMachine.provide({
        actors: {
          checkGroups: fromPromise(async () => true),
          updateValue: fromPromise<unknown, CellValueInput>(async ({ input }) => {
            update.push(input);
            if (input.row.values[input.language]!.version !== 2) throw staleError('translation');
            return { id: 12 };
          }),
          loadCell: fromPromise<StoredCellValue, TranslationCell>(async () => ({
            id: 12,
            value: 'Spielen',
            version: 2,
          })),
        },
        actions: {
          notifyUpdated: () => void log.push('updated'),
          reloadList: () => void log.push('reload'),
        },
      }),
    ).start();
    actor.send({ type: 'cell.edit', cell: filled });
    actor.send({ type: 'cell.change', value: 'Wiedergabe' });
    actor.send({ type: 'cell.save' });
    return actor;
  }

  test('the cell waits in conflict with the message, the draft kept and unsaved', async () => {
    const actor = conflicted([], []);
    await waitFor(actor, (s) => s.matches({ cell: 'conflict' }));
    expect(selectCellConflict(actor.getSnapshot())).toBe(
      'This translation was changed by someone else. Reload it or keep your changes.',
    );
    expect(actor.getSnapshot().context.draft).toBe('Wiedergabe');
    expect(selectIsDraftDirty(actor.getSnapshot())).toBe(true);
  });

  test('Keep mine saves the draft on their version of the row', async () => {
    const update: CellValueInput[] = [];
    const log: string[] = [];
    const actor = conflicted(update, log);
    await waitFor(actor, (s) => s.matches({ cell: 'conflict' }));
    actor.send({ type: 'conflict.keepMine' });
    await waitFor(actor, (s) => s.matches({ cell: 'idle' }));
    expect(update.map((u) => [u.value, u.row.values.de!.version])).toEqual([
      ['Wiedergabe', 1],
      ['Wiedergabe', 2],
    ]);
    expect(log).toEqual(['updated', 'reload']);
  });

  test('Reload closes the cell and reloads the grid, which shows theirs', async () => {
    const update: CellValueInput[] = [];
    const log: string[] = [];
    const actor = conflicted(update, log);
    await waitFor(actor, (s) => s.matches({ cell: 'conflict' }));
    actor.send({ type: 'conflict.reload' });
    expect(actor.getSnapshot().matches({ cell: 'idle' })).toBe(true);
    expect(update).toHaveLength(1);
    expect(log).toEqual(['reload']);
  });
});

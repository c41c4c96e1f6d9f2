/**
 * Selection and an undoable bulk Delete for a list whose rows say what the caller may do (classes, playlists):
 * the table's selection, the rows a pending deletion hides, and the bar offering Delete when every selected row
 * allows it (ADRs 164, 166).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { everyRowAllows } from '../../../domain/shared/bulkActions';
import type { BulkTarget } from '../../../domain/shared/bulkOutbox';
import type { ListActorRef } from '../../../machines/shared/listMachine';
import { Button } from '../../ui/Button';
import { BulkActionBar } from './BulkActionBar';
import { useBulkOutbox, usePendingIds, useReloadOnSettled } from './BulkOutboxScope';
import { useRowSelection } from './useRowSelection';

export interface BulkDeleteRow {
  readonly id: number;
}

export function useBulkDelete<T extends BulkDeleteRow>(
  list: ListActorRef,
  target: BulkTarget,
  rowName: (row: T) => string,
  mayDelete: (row: T) => boolean,
) {
  const { t } = useTranslation();
  const outbox = useBulkOutbox();
  const pending = usePendingIds(target.kind);
  const reload = useCallback(() => list.send({ type: 'list.reload' }), [list]);
  useReloadOnSettled(target.kind, reload);
  const selection = useRowSelection<T>(list, (row) => row.id, rowName, pending);
  const allowed = everyRowAllows(
    selection.rows.map((row) => new Set(mayDelete(row) ? ['delete'] : [])),
    'delete',
  );
  const bar = (
    <BulkActionBar count={selection.rows.length} onClear={selection.clear}>
      {allowed && outbox && (
        <Button
          variant="danger"
          onClick={() => {
            outbox.send({
              type: 'bulk.delete',
              target,
              rows: selection.rows.map((row) => ({ id: row.id, label: rowName(row) })),
            });
            selection.clear();
          }}
        >
          {t('bulk.delete')}
        </Button>
      )}
    </BulkActionBar>
  );
  return { table: { selection: selection.table, hiddenRowKeys: pending }, bar };
}

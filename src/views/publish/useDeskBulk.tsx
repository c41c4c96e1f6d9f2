/**
 * The desk list's selection and bulk steps (ADR 314): Publish, Publish again and Unpublish, each offered when every
 * selected row's actions hold it (ADR 164); Unpublish asks one reason for all. The batch goes through the bulk
 * outbox with its Undo window (ADR 166): its rows are hidden until it is sent, and the list reloads once it settles.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { everyRowAllows } from '../../domain/shared/bulkActions';
import type { DeskArticleRow } from '../../domain/publish/deskArticle';
import {
  deskBulkMachine,
  selectBulkCount,
  selectBulkNote,
  selectBulkProblem,
  selectReasonAsked,
  type BulkArticleStep,
} from '../../machines/publish/deskBulkMachine';
import type { ListActorRef } from '../../machines/shared/listMachine';
import { useActorOptions } from '../AppContext';
import { BulkActionBar } from '../shared/list/BulkActionBar';
import { useBulkOutbox, usePendingIds, useReloadOnSettled } from '../shared/list/BulkOutboxScope';
import { useRowSelection } from '../shared/list/useRowSelection';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { TextAreaField } from '../ui/TextAreaField';

const BULK_STEPS: readonly BulkArticleStep[] = ['publish', 'republish', 'unpublish'];
const LABELS = {
  publish: 'publish.bulkPublish',
  republish: 'publish.bulkRepublish',
  unpublish: 'publish.bulkUnpublish',
} as const;

export function useDeskBulk(list: ListActorRef) {
  const { t } = useTranslation();
  const message = useMessage();
  const outbox = useBulkOutbox();
  const deletes = usePendingIds('article');
  const steps = usePendingIds('articleStep');
  const hidden = useMemo(() => new Set([...deletes, ...steps]), [deletes, steps]);
  const reload = useCallback(() => list.send({ type: 'list.reload' }), [list]);
  useReloadOnSettled('articleStep', reload);
  const selection = useRowSelection<DeskArticleRow>(
    list,
    (row) => row.id,
    (row) => row.title,
    hidden,
  );
  const logic = useMemo(
    () =>
      deskBulkMachine.provide({
        actions: {
          sendSteps: (_, { step, rows, note }) => {
            outbox?.send({
              type: 'bulk.delete',
              target: { kind: 'articleStep', step, ...(note === undefined ? {} : { note }) },
              rows,
              notice: t(step === 'unpublish' ? 'publish.bulkUnpublishing' : 'publish.bulkPublishing', {
                count: rows.length,
              }),
            });
            selection.clear();
          },
        },
      }),
    [outbox, t, selection],
  );
  const bulk = useActorRef(logic, useActorOptions());
  const asked = useSelector(bulk, selectReasonAsked);
  const count = useSelector(bulk, selectBulkCount);
  const note = useSelector(bulk, selectBulkNote);
  const problem = useSelector(bulk, selectBulkProblem);
  const offered = BULK_STEPS.filter((step) =>
    everyRowAllows(
      selection.rows.map((row) => new Set(row.actions.steps)),
      step,
    ),
  );
  const rows = selection.rows.map((row) => ({ id: row.id, label: row.title }));

  const bar = (
    <BulkActionBar count={selection.rows.length} onClear={selection.clear}>
      {outbox &&
        offered.map((step) => (
          <Button
            key={step}
            variant={step === 'unpublish' ? 'danger' : 'primary'}
            onClick={() => bulk.send({ type: 'bulk.step', step, rows })}
          >
            {t(LABELS[step])}
          </Button>
        ))}
    </BulkActionBar>
  );
  const dialog = (
    <Dialog
      open={asked}
      onClose={() => bulk.send({ type: 'bulk.cancel' })}
      title={t('publish.bulkReasonTitle', { count })}
      description={t('publish.reasonHint')}
      actions={
        <>
          <Button variant="secondary" onClick={() => bulk.send({ type: 'bulk.cancel' })}>
            {t('publish.cancel')}
          </Button>
          <Button variant="danger" onClick={() => bulk.send({ type: 'bulk.confirm' })}>
            {t('publish.bulkUnpublish')}
          </Button>
        </>
      }
    >
      <TextAreaField
        className="mt-4"
        name="reason"
        label={t('publish.reason')}
        value={note}
        error={message(problem)}
        onChange={(event) => bulk.send({ type: 'bulk.note', note: event.target.value })}
      />
    </Dialog>
  );
  return { table: { selection: selection.table, hiddenRowKeys: hidden }, bar, dialog };
}

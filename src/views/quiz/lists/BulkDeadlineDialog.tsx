/** 'Set deadline' for the selected quizzes: one date and time (blank for none), saved for each of them. */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectDeadlineDraft,
  selectDeadlineRows,
  selectIsChoosingDeadline,
  selectIsSavingDeadline,
  type BulkDeadlineActorRef,
} from '../../../machines/bulkDeadlineMachine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { fromLocalInput, toLocalInput } from '../../ui/dateInput';

export function BulkDeadlineDialog({ actor }: { readonly actor: BulkDeadlineActorRef }) {
  const { t } = useTranslation();
  const id = useId();
  const open = useSelector(actor, selectIsChoosingDeadline);
  const saving = useSelector(actor, selectIsSavingDeadline);
  const draft = useSelector(actor, selectDeadlineDraft);
  const rows = useSelector(actor, selectDeadlineRows);
  const cancel = () => !saving && actor.send({ type: 'deadline.cancel' });
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={t('bulk.deadlineTitle', { count: rows.length })}
      actions={
        <>
          <Button variant="secondary" disabled={saving} onClick={cancel}>
            {t('bulk.cancel')}
          </Button>
          <Button busy={saving} onClick={() => actor.send({ type: 'deadline.save' })}>
            {t('bulk.deadlineSave')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-800">
          {t('delivery.deadlineLabel')}
        </label>
        <input
          id={`${id}-input`}
          type="datetime-local"
          value={toLocalInput(draft)}
          aria-describedby={`${id}-tip`}
          className="rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          onChange={(event) =>
            actor.send({ type: 'deadline.change', value: fromLocalInput(event.target.value) })
          }
        />
        <p id={`${id}-tip`} role="note" className="text-sm text-slate-600">
          {t('bulk.deadlineHint')}
        </p>
      </div>
    </Dialog>
  );
}

/** 'Set deadline' for the selected quizzes: one date and time (blank for none), saved for each of them. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectDeadlineDraft,
  selectDeadlineRows,
  selectIsChoosingDeadline,
  selectIsSavingDeadline,
  type BulkDeadlineActorRef,
} from '../../../machines/quiz/lists/bulkDeadlineMachine';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DateTimeField } from '../../ui/DateTimeField';

export function BulkDeadlineDialog({ actor }: { readonly actor: BulkDeadlineActorRef }) {
  const { t } = useTranslation();
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
      <DateTimeField
        label={t('delivery.deadlineLabel')}
        name="deadline"
        value={draft}
        description={t('bulk.deadlineHint')}
        onChange={(value) => actor.send({ type: 'deadline.change', value })}
      />
    </Dialog>
  );
}

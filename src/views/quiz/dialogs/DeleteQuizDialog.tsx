/** The delete confirmation of a quiz. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteQuizMachine,
  selectDeleteBusy,
  selectDeleteError,
  type DeleteQuizInput,
} from '../../../machines/quiz/dialogs/deleteQuizMachine';
import type { QuizListServices } from '../../../machines/quiz/lists/quizListServices';
import { useActorOptions } from '../../AppContext';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useDialogDone } from './useDialogDone';

export interface DeleteQuizDialogProps {
  readonly services: QuizListServices['remove'];
  readonly input: DeleteQuizInput;
  readonly onClose: (deleted: boolean) => void;
}

export function DeleteQuizDialog({ services, input, onClose }: DeleteQuizDialogProps) {
  const { t } = useTranslation();
  const logic = useMemo(() => deleteQuizMachine.provide(services), [services]);
  const actor = useActorRef(logic, { input, ...useActorOptions() });
  useDialogDone<{ deleted: boolean }>(actor, (output) => onClose(output.deleted));
  const busy = useSelector(actor, selectDeleteBusy);
  const error = useSelector(actor, selectDeleteError);
  const cancel = () => actor.send({ type: 'delete.cancel' });
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={cancel}
      title={t('quiz.deleteTitle')}
      description={t('quiz.deleteText', { title: input.title })}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {t('quiz.deleteCancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => actor.send({ type: 'delete.confirm' })}>
            {t('quiz.deleteConfirm')}
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
    </Dialog>
  );
}

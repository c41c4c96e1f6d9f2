/**
 * 'Add to class' for a list's selected quizzes: the class picker started with the quizzes already picked, so only
 * the classes remain to tick; the caller's classes whose content they may manage are offered.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  selectIsAdding,
  selectOtherClasses,
  selectTargetClassIds,
} from '../../../machines/classes/classPickerMachine';
import { useActorOptions } from '../../AppContext';
import { useClassPickerLogic } from '../../classes/useClassPickerLogic';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/CheckboxField';
import { Dialog } from '../../ui/Dialog';

export interface BulkAddToClassDialogProps {
  readonly quizIds: readonly number[];
  readonly onClose: (added: boolean) => void;
}

export function BulkAddToClassDialog({ quizIds, onClose }: BulkAddToClassDialogProps) {
  const { t } = useTranslation();
  const logic = useClassPickerLogic();
  const picker = useActorRef(logic, {
    input: { target: 'quiz', classId: null, picked: quizIds },
    ...useActorOptions(),
  });
  const classIds = useSelector(picker, selectTargetClassIds);
  const classes = useSelector(picker, selectOtherClasses);
  const loading = useSelector(picker, (s) => s.matches('loadingClasses'));
  const adding = useSelector(picker, selectIsAdding);
  const done = useSelector(picker, (s) => (s.status === 'done' ? s.matches('added') : null));
  useEffect(() => {
    if (done !== null) onClose(done);
  }, [done, onClose]);
  const cancel = () => picker.send({ type: 'picker.cancel' });

  return (
    <Dialog
      open={done === null}
      onClose={cancel}
      title={t('bulk.addToClassTitle', { count: quizIds.length })}
      description={t('bulk.addToClassIntro')}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('bulk.cancel')}
          </Button>
          <Button
            busy={adding}
            disabled={classIds.length === 0}
            onClick={() => picker.send({ type: 'picker.submit' })}
          >
            {t('bulk.addToClassConfirm')}
          </Button>
        </>
      }
    >
      {loading ? null : classes.length === 0 ? (
        <p className="text-sm text-slate-700">{t('bulk.addToClassNone')}</p>
      ) : (
        <fieldset className="flex max-h-80 flex-col gap-1 overflow-y-auto">
          <legend className="sr-only">{t('classes.pickerClasses')}</legend>
          {classes.map((klass) => (
            <CheckboxField
              key={klass.id}
              label={klass.title}
              checked={classIds.includes(klass.id)}
              onChange={() => picker.send({ type: 'picker.toggleClass', id: klass.id })}
            />
          ))}
        </fieldset>
      )}
    </Dialog>
  );
}

/**
 * 'Add to class' for a list's selected quizzes: the class picker started with the quizzes already picked, so only
 * the classes remain to tick; the caller's classes whose content they may manage are offered.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectIsLoadingClasses } from '../../../machines/classes/classPickerMachine';
import { ClassChoices } from '../../classes/ClassChoices';
import { useClassPicker } from '../../classes/useClassPicker';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export interface BulkAddToClassDialogProps {
  readonly quizIds: readonly number[];
  readonly onClose: (added: boolean) => void;
}

export function BulkAddToClassDialog({ quizIds, onClose }: BulkAddToClassDialogProps) {
  const { t } = useTranslation();
  const { picker, classIds, classes, adding, open, cancel, submit, toggleClass } = useClassPicker(
    { target: 'quiz', classId: null, picked: quizIds },
    onClose,
  );
  const loading = useSelector(picker, selectIsLoadingClasses);

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={t('bulk.addToClassTitle', { count: quizIds.length })}
      description={t('bulk.addToClassIntro')}
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('bulk.cancel')}
          </Button>
          <Button busy={adding} disabled={classIds.length === 0} onClick={submit}>
            {t('bulk.addToClassConfirm')}
          </Button>
        </>
      }
    >
      {loading ? null : classes.length === 0 ? (
        <p className="text-sm text-slate-700">{t('bulk.addToClassNone')}</p>
      ) : (
        <ClassChoices
          classes={classes}
          chosen={classIds}
          onToggle={toggleClass}
          legendHidden
          className="max-h-80 overflow-y-auto"
        />
      )}
    </Dialog>
  );
}

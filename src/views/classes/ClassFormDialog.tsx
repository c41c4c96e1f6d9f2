/** Create or edit a class in a dialog: the fields of ADR 116, errors under each field, the conflict dialog. */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { classForm, classFormMachine } from '../../machines/classes/classFormMachine';
import { createClassFormServices } from '../../machines/classes/classServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Dialog } from '../ui/Dialog';
import { ClassFormFields } from './ClassFormFields';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';

export interface ClassFormDialogProps {
  /** null creates a class. */
  readonly classId: number | null;
  readonly onClose: () => void;
  readonly onSaved: (saved: Class) => void;
}

export function ClassFormDialog({ classId, onClose, onSaved }: ClassFormDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () =>
      classFormMachine.provide({
        actors: createClassFormServices(http),
        actions: {
          notifySaved: (_, { created, record }) => {
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: created ? CLASS_MESSAGES.created : CLASS_MESSAGES.updated,
            });
            onSaved(record as Class);
          },
        },
      }),
    [http, notifications, onSaved],
  );
  const form = useActorRef(logic, { input: { id: classId }, ...useActorOptions() });
  const busy = useSelector(form, classForm.selectIsBusy);
  const dirty = useSelector(form, classForm.selectIsDirty);
  const conflict = useSelector(form, classForm.selectConflict);
  const loadFailed = useSelector(form, classForm.selectLoadFailed);
  const closed = useSelector(form, classForm.selectIsEnded);
  useUnsavedChanges(`class-form-${classId ?? 'new'}`, dirty);
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const cancel = () => form.send({ type: 'form.cancel' });

  return (
    <>
      <Dialog
        open={!closed && conflict === null}
        onClose={cancel}
        title={classId === null ? t('classes.formCreateTitle') : t('classes.formEditTitle')}
        size="md"
        actions={
          <>
            <Button variant="secondary" onClick={cancel}>
              {t('classes.cancel')}
            </Button>
            {loadFailed ? (
              <Button onClick={() => form.send({ type: 'form.retry' })}>{t('classes.retry')}</Button>
            ) : (
              <Button type="submit" form="class-form" busy={busy}>
                {t('classes.save')}
              </Button>
            )}
          </>
        }
      >
        <ClassFormFields form={form} />
      </Dialog>
      <ConflictDialog
        message={conflict}
        busy={busy}
        onReload={() => form.send({ type: 'conflict.reload' })}
        onKeepMine={() => form.send({ type: 'conflict.keepMine' })}
      />
    </>
  );
}

/** Create or edit a class in a dialog: the fields of ADR 116, errors under each field, the conflict dialog. */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Class } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import {
  classFormMachine,
  selectFormConflict,
  selectFormError,
  selectFormErrors,
  selectFormLoadFailed,
  selectFormValues,
  selectIsFormBusy,
  selectIsFormClosed,
  selectIsFormDirty,
} from '../../machines/classes/classFormMachine';
import { createClassFormServices } from '../../machines/classes/classServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { ConflictDialog } from '../ui/ConflictDialog';
import { DateTimeField } from '../ui/DateTimeField';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
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
  const values = useSelector(form, selectFormValues);
  const errors = useSelector(form, selectFormErrors);
  const error = useSelector(form, selectFormError);
  const busy = useSelector(form, selectIsFormBusy);
  const dirty = useSelector(form, selectIsFormDirty);
  const conflict = useSelector(form, selectFormConflict);
  const loadFailed = useSelector(form, selectFormLoadFailed);
  const closed = useSelector(form, selectIsFormClosed);
  useUnsavedChanges(`class-form-${classId ?? 'new'}`, dirty);
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const change = (field: 'title' | 'institution' | 'description') => (event: { target: { value: string } }) =>
    form.send({ type: 'form.change', patch: { [field]: event.target.value } });
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
        <form
          id="class-form"
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            form.send({ type: 'form.save' });
          }}
        >
          {error ? <FormError message={error} /> : null}
          <TextField
            label={t('classes.fieldTitle')}
            name="title"
            value={values.title}
            onChange={change('title')}
            error={errors.title?.[0]}
            required
          />
          <TextField
            label={t('classes.fieldInstitution')}
            name="institution"
            value={values.institution}
            onChange={change('institution')}
            error={errors.institution?.[0]}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <DateTimeField
              label={t('classes.fieldStart')}
              name="startDate"
              granularity="day"
              value={values.startDate}
              onChange={(value) => form.send({ type: 'form.change', patch: { startDate: value ?? '' } })}
              error={errors.startDate?.[0]}
            />
            <DateTimeField
              label={t('classes.fieldEnd')}
              name="endDate"
              granularity="day"
              value={values.endDate}
              onChange={(value) => form.send({ type: 'form.change', patch: { endDate: value ?? '' } })}
              error={errors.endDate?.[0]}
            />
          </div>
          <TextAreaField
            label={t('classes.fieldDescription')}
            name="description"
            value={values.description}
            onChange={change('description')}
            error={errors.description?.[0]}
          />
          <CheckboxField
            label={t('classes.fieldProfessor')}
            name="professor"
            checked={values.professor}
            onChange={(event) =>
              form.send({ type: 'form.change', patch: { professor: event.target.checked } })
            }
          />
        </form>
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

/** Create or edit a class in a dialog: the fields of ADR 116, errors under each field, the conflict dialog. */
import { useTranslation } from 'react-i18next';
import type { Class } from '../../api/classes/classesContract';
import { CLASS_MESSAGES } from '../../domain/classes/classes';
import { classForm, classFormMachine } from '../../machines/classes/classFormMachine';
import { createClassFormServices } from '../../machines/classes/classServices';
import { FormDialog } from '../shared/FormDialog';
import { useFormActor } from '../shared/useFormActor';
import { ClassFormFields } from './ClassFormFields';

export interface ClassFormDialogProps {
  /** null creates a class. */
  readonly classId: number | null;
  readonly onClose: () => void;
  readonly onSaved: (saved: Class) => void;
}

export function ClassFormDialog({ classId, onClose, onSaved }: ClassFormDialogProps) {
  const { t } = useTranslation();
  const form = useFormActor(classFormMachine, classId, ({ http, notify }) => ({
    actors: createClassFormServices(http),
    actions: {
      notifySaved: (_, { created, record }) => {
        notify('success', created ? CLASS_MESSAGES.created : CLASS_MESSAGES.updated);
        onSaved(record as Class);
      },
    },
  }));

  return (
    <FormDialog
      actor={form}
      selectIsDirty={classForm.selectIsDirty}
      unsavedId={`class-form-${classId ?? 'new'}`}
      formId="class-form"
      title={classId === null ? t('classes.formCreateTitle') : t('classes.formEditTitle')}
      size="md"
      labels={{ cancel: t('classes.cancel'), retry: t('classes.retry'), save: t('classes.save') }}
      onClose={onClose}
    >
      <ClassFormFields form={form} />
    </FormDialog>
  );
}

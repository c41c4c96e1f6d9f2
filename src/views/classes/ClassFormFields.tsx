/** The fields of a class (ADR 116), each with its error under it, and the form's error above them. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { classForm, type ClassFormActorRef } from '../../machines/classes/classFormMachine';
import { FormDialogForm } from '../shared/FormDialogForm';
import { formFields } from '../shared/formFields';
import { CheckboxField } from '../ui/CheckboxField';
import { DateTimeField } from '../ui/DateTimeField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';

export function ClassFormFields({ form }: { readonly form: ClassFormActorRef }) {
  const { t } = useTranslation();
  const values = useSelector(form, classForm.selectValues);
  const errors = useSelector(form, classForm.selectErrors);
  const error = useSelector(form, classForm.selectFailure);
  const field = formFields(values, errors, (patch) => form.send({ type: 'form.change', patch }));

  return (
    <FormDialogForm id="class-form" failure={error} onSave={() => form.send({ type: 'form.save' })}>
      <TextField label={t('classes.fieldTitle')} {...field.text('title')} required />
      <TextField label={t('classes.fieldInstitution')} {...field.text('institution')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateTimeField label={t('classes.fieldStart')} {...field.date('startDate')} granularity="day" />
        <DateTimeField label={t('classes.fieldEnd')} {...field.date('endDate')} granularity="day" />
      </div>
      <TextAreaField label={t('classes.fieldDescription')} {...field.text('description')} />
      <CheckboxField label={t('classes.fieldProfessor')} {...field.checkbox('professor')} />
    </FormDialogForm>
  );
}

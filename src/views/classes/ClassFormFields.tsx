/** The fields of a class (ADR 116), each with its error under it, and the form's error above them. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { classForm, type ClassFormActorRef } from '../../machines/classes/classFormMachine';
import { CheckboxField } from '../ui/CheckboxField';
import { DateTimeField } from '../ui/DateTimeField';
import { FormError } from '../ui/FormError';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';

export function ClassFormFields({ form }: { readonly form: ClassFormActorRef }) {
  const { t } = useTranslation();
  const values = useSelector(form, classForm.selectValues);
  const errors = useSelector(form, classForm.selectErrors);
  const error = useSelector(form, classForm.selectFailure);
  const change = (field: 'title' | 'institution' | 'description') => (event: { target: { value: string } }) =>
    form.send({ type: 'form.change', patch: { [field]: event.target.value } });

  return (
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
        onChange={(event) => form.send({ type: 'form.change', patch: { professor: event.target.checked } })}
      />
    </form>
  );
}

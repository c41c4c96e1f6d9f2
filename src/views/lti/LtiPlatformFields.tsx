/** The fields of a platform registration (ADR 183), each with its error under it, and the form's failure above them. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { LtiPlatformDialogValues } from '../../domain/lti/lti';
import { ltiPlatformForm, type LtiPlatformFormActorRef } from '../../machines/lti/ltiPlatformFormMachine';
import { FormDialogForm } from '../shared/FormDialogForm';
import { formFields } from '../shared/formFields';
import { CheckboxField } from '../ui/CheckboxField';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';

const TEXT_FIELDS = [
  ['issuer', 'lti.fieldIssuer', 'lti.fieldIssuerHint'],
  ['clientId', 'lti.fieldClientId', null],
  ['jwksUrl', 'lti.fieldJwksUrl', null],
  ['authUrl', 'lti.fieldAuthUrl', null],
  ['tokenUrl', 'lti.fieldTokenUrl', null],
] as const;

export function LtiPlatformFields({ form }: { readonly form: LtiPlatformFormActorRef }) {
  const { t } = useTranslation();
  const values = useSelector(form, ltiPlatformForm.selectValues) as LtiPlatformDialogValues;
  const record = useSelector(form, ltiPlatformForm.selectRecord);
  const errors = useSelector(form, ltiPlatformForm.selectErrors);
  const failure = useSelector(form, ltiPlatformForm.selectFailure);
  const institutions = record?.institutions ?? [];
  const field = formFields(values, errors, (patch) => form.send({ type: 'form.change', patch }));

  return (
    <FormDialogForm id="lti-platform-form" failure={failure} onSave={() => form.send({ type: 'form.save' })}>
      {TEXT_FIELDS.map(([name, label, hint]) => (
        <TextField
          key={name}
          label={t(label)}
          {...field.text(name)}
          description={hint ? t(hint) : undefined}
          required
          autoComplete="off"
          spellCheck={false}
        />
      ))}
      <TextAreaField
        label={t('lti.fieldDeploymentIds')}
        {...field.text('deploymentIds')}
        description={t('lti.fieldDeploymentIdsHint')}
        rows={3}
        required
      />
      <SelectField
        label={t('lti.fieldInstitution')}
        {...field.text('institutionId')}
        placeholder={t('lti.chooseInstitution')}
        options={institutions.map((institution) => ({
          value: String(institution.id),
          label: institution.title,
        }))}
        required
      />
      <CheckboxField
        asSwitch
        label={t('lti.fieldEmailsVerified')}
        {...field.checkbox('emailsVerified')}
        description={t('lti.fieldEmailsVerifiedHint')}
      />
    </FormDialogForm>
  );
}

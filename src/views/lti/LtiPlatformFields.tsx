/** The fields of a platform registration (ADR 183), each with its error under it, and the form's failure above them. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { LtiPlatformDialogValues } from '../../domain/lti/lti';
import { ltiPlatformForm, type LtiPlatformFormActorRef } from '../../machines/lti/ltiPlatformFormMachine';
import { CheckboxField } from '../ui/CheckboxField';
import { FormError } from '../ui/FormError';
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
  const change =
    (field: Exclude<keyof LtiPlatformDialogValues, 'emailsVerified'>) =>
    (event: { target: { value: string } }) =>
      form.send({ type: 'form.change', patch: { [field]: event.target.value } });

  return (
    <form
      id="lti-platform-form"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.save' });
      }}
    >
      {failure ? <FormError message={failure} /> : null}
      {TEXT_FIELDS.map(([field, label, hint]) => (
        <TextField
          key={field}
          label={t(label)}
          name={field}
          value={values[field]}
          onChange={change(field)}
          error={errors[field]?.[0]}
          description={hint ? t(hint) : undefined}
          required
          autoComplete="off"
          spellCheck={false}
        />
      ))}
      <TextAreaField
        label={t('lti.fieldDeploymentIds')}
        name="deploymentIds"
        value={values.deploymentIds}
        onChange={change('deploymentIds')}
        error={errors.deploymentIds?.[0]}
        description={t('lti.fieldDeploymentIdsHint')}
        rows={3}
        required
      />
      <SelectField
        label={t('lti.fieldInstitution')}
        name="institutionId"
        value={values.institutionId}
        onChange={change('institutionId')}
        error={errors.institutionId?.[0]}
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
        name="emailsVerified"
        checked={values.emailsVerified}
        onChange={(event) =>
          form.send({ type: 'form.change', patch: { emailsVerified: event.target.checked } })
        }
        description={t('lti.fieldEmailsVerifiedHint')}
      />
    </form>
  );
}

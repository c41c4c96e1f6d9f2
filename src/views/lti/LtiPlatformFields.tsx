/** The fields of a platform registration (ADR 183), each with its error under it, and the form's failure above them. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LtiPlatformDialogValues } from '../../domain/lti/lti';
import { ltiPlatformForm, type LtiPlatformFormActorRef } from '../../machines/lti/ltiPlatformFormMachine';
import { institutionSearchMachine } from '../../machines/institutions/institutionSearchMachine';
import { createInstitutionSearchServices } from '../../machines/institutions/institutionServices';
import { useHttp } from '../AppContext';
import { InstitutionCombobox } from '../institutions/InstitutionCombobox';
import { FormDialogForm } from '../shared/FormDialogForm';
import { formFields } from '../shared/formFields';
import { CheckboxField } from '../ui/CheckboxField';
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
  const errors = useSelector(form, ltiPlatformForm.selectErrors);
  const failure = useSelector(form, ltiPlatformForm.selectFailure);
  const http = useHttp();
  const searchLogic = useMemo(
    () => institutionSearchMachine.provide(createInstitutionSearchServices(http)),
    [http],
  );
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
      <InstitutionCombobox
        label={t('lti.fieldInstitution')}
        name="institutionId"
        logic={searchLogic}
        value={
          /^\d+$/.test(values.institutionId)
            ? { id: Number(values.institutionId), title: values.institutionTitle }
            : null
        }
        onChange={(institution) =>
          form.send({
            type: 'form.change',
            patch: {
              institutionId: institution ? String(institution.id) : '',
              institutionTitle: institution?.title ?? '',
            },
          })
        }
        placeholder={t('lti.chooseInstitution')}
        error={field.text('institutionId').error}
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

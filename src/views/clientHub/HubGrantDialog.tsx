/** Grant a hub label (ADR 348): a label, an institution found by search, the first and last day. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HubLabel } from '../../domain/clientHub/clientHub';
import { createHubGrantFormServices } from '../../machines/clientHub/clientHubServices';
import { hubGrantForm, hubGrantFormMachine } from '../../machines/clientHub/hubGrantFormMachine';
import { createInstitutionSearchServices } from '../../machines/institutions/institutionServices';
import { institutionSearchMachine } from '../../machines/institutions/institutionSearchMachine';
import { useHttp } from '../AppContext';
import { InstitutionCombobox } from '../institutions/InstitutionCombobox';
import { FormDialog } from '../shared/FormDialog';
import { FormDialogForm } from '../shared/FormDialogForm';
import { useMessage } from '../shared/useMessage';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';

export interface HubGrantDialogProps {
  readonly labels: readonly HubLabel[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

export function HubGrantDialog({ labels, onClose, onSaved }: HubGrantDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const form = useFormActor(hubGrantFormMachine, null, ({ notify }) => ({
    actors: createHubGrantFormServices(http),
    actions: {
      notifySaved: () => {
        notify('success', t('clientHub.granted'));
        onSaved();
      },
    },
  }));
  const values = useSelector(form, hubGrantForm.selectValues);
  const errors = useSelector(form, hubGrantForm.selectErrors);
  const failure = useMessage()(useSelector(form, hubGrantForm.selectFailure));
  const change = (patch: Partial<typeof values>) => form.send({ type: 'form.change', patch });
  const field = formFields(values, errors, change);
  const searchLogic = useMemo(
    () => institutionSearchMachine.provide(createInstitutionSearchServices(http)),
    [http],
  );

  return (
    <FormDialog
      actor={form}
      selectIsDirty={hubGrantForm.selectIsDirty}
      unsavedId="hub-grant-form"
      formId="hub-grant-form"
      title={t('clientHub.grantTitle')}
      size="md"
      labels={{ cancel: t('clientHub.cancel'), retry: t('clientHub.retry'), save: t('clientHub.grantSave') }}
      onClose={onClose}
    >
      <FormDialogForm id="hub-grant-form" failure={failure} onSave={() => form.send({ type: 'form.save' })}>
        <SelectField
          label={t('clientHub.fieldLabel')}
          {...field.text('labelId')}
          placeholder={t('clientHub.chooseLabel')}
          options={labels.map((label) => ({ value: String(label.id), label: label.name }))}
          required
        />
        <InstitutionCombobox
          label={t('clientHub.fieldInstitution')}
          name="institutionId"
          logic={searchLogic}
          value={
            values.institutionId ? { id: Number(values.institutionId), title: values.institutionTitle } : null
          }
          onChange={(institution) =>
            change({
              institutionId: institution ? String(institution.id) : '',
              institutionTitle: institution?.title ?? '',
            })
          }
          placeholder={t('clientHub.chooseInstitution')}
          error={field.text('institutionId').error}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('clientHub.fieldStarts')} type="date" {...field.text('startsOn')} required />
          <TextField label={t('clientHub.fieldEnds')} type="date" {...field.text('endsOn')} required />
        </div>
        {/* Which of their staff (ADR 355): none named is all the institution's instructors. */}
        <TextAreaField
          label={t('clientHub.fieldStaff')}
          description={t('clientHub.staffHint')}
          {...field.text('staff')}
        />
      </FormDialogForm>
    </FormDialog>
  );
}

/** Change the days of an access (ADR 348), saved on the version it was loaded on. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { createHubDaysFormServices } from '../../machines/clientHub/clientHubServices';
import { hubDaysForm, hubDaysFormMachine } from '../../machines/clientHub/hubDaysFormMachine';
import { useHttp } from '../AppContext';
import { FormDialog } from '../shared/FormDialog';
import { FormDialogForm } from '../shared/FormDialogForm';
import { useMessage } from '../shared/useMessage';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { TextField } from '../ui/TextField';

export interface HubDaysDialogProps {
  readonly accessId: number;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

export function HubDaysDialog({ accessId, onClose, onSaved }: HubDaysDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const form = useFormActor(hubDaysFormMachine, accessId, ({ notify }) => ({
    actors: createHubDaysFormServices(http),
    actions: {
      notifySaved: () => {
        notify('success', t('clientHub.daysSaved'));
        onSaved();
      },
    },
  }));
  const values = useSelector(form, hubDaysForm.selectValues);
  const errors = useSelector(form, hubDaysForm.selectErrors);
  const failure = useMessage()(useSelector(form, hubDaysForm.selectFailure));
  const access = useSelector(form, hubDaysForm.selectRecord);
  const field = formFields(values, errors, (patch) => form.send({ type: 'form.change', patch }));

  return (
    <FormDialog
      actor={form}
      selectIsDirty={hubDaysForm.selectIsDirty}
      unsavedId={`hub-days-form-${accessId}`}
      formId="hub-days-form"
      title={t('clientHub.daysTitle')}
      size="md"
      labels={{ cancel: t('clientHub.cancel'), retry: t('clientHub.retry'), save: t('clientHub.daysSave') }}
      onClose={onClose}
    >
      <FormDialogForm id="hub-days-form" failure={failure} onSave={() => form.send({ type: 'form.save' })}>
        {access && (
          <p className="text-slate-800">
            {t('clientHub.accessName', { label: access.labelName, institution: access.institutionTitle })}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('clientHub.fieldStarts')} type="date" {...field.text('startsOn')} required />
          <TextField label={t('clientHub.fieldEnds')} type="date" {...field.text('endsOn')} required />
        </div>
      </FormDialogForm>
    </FormDialog>
  );
}

/** New hub label (ADR 348): its name; a name another label has is refused by the server. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { createHubLabelFormServices } from '../../machines/clientHub/clientHubServices';
import { hubLabelForm, hubLabelFormMachine } from '../../machines/clientHub/hubLabelFormMachine';
import { useHttp } from '../AppContext';
import { FormDialog } from '../shared/FormDialog';
import { FormDialogForm } from '../shared/FormDialogForm';
import { useMessage } from '../shared/useMessage';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { TextField } from '../ui/TextField';

export function HubLabelDialog({
  onClose,
  onSaved,
}: {
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const form = useFormActor(hubLabelFormMachine, null, ({ notify }) => ({
    actors: createHubLabelFormServices(http),
    actions: {
      notifySaved: () => {
        notify('success', t('clientHub.labelCreated'));
        onSaved();
      },
    },
  }));
  const values = useSelector(form, hubLabelForm.selectValues);
  const errors = useSelector(form, hubLabelForm.selectErrors);
  const failure = useMessage()(useSelector(form, hubLabelForm.selectFailure));
  const field = formFields(values, errors, (patch) => form.send({ type: 'form.change', patch }));
  return (
    <FormDialog
      actor={form}
      selectIsDirty={hubLabelForm.selectIsDirty}
      unsavedId="hub-label-form"
      formId="hub-label-form"
      title={t('clientHub.labelTitle')}
      size="md"
      labels={{ cancel: t('clientHub.cancel'), retry: t('clientHub.retry'), save: t('clientHub.labelSave') }}
      onClose={onClose}
    >
      <FormDialogForm id="hub-label-form" failure={failure} onSave={() => form.send({ type: 'form.save' })}>
        <TextField label={t('clientHub.labelName')} {...field.text('name')} required />
      </FormDialogForm>
    </FormDialog>
  );
}

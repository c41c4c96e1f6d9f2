/** Renew a grant (ADR 345): its new last day, saved on the version it was loaded on; an ended grant runs again. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { createRenewFormServices } from '../../machines/classAccess/classAccessServices';
import { renewForm, renewFormMachine } from '../../machines/classAccess/renewFormMachine';
import { useHttp } from '../AppContext';
import { FormDialog } from '../shared/FormDialog';
import { FormDialogForm } from '../shared/FormDialogForm';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { useMessage } from '../shared/useMessage';
import { TextField } from '../ui/TextField';

export interface RenewGrantDialogProps {
  readonly grantId: number;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

export function RenewGrantDialog({ grantId, onClose, onSaved }: RenewGrantDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const form = useFormActor(renewFormMachine, grantId, ({ notify }) => ({
    actors: createRenewFormServices(http),
    actions: {
      notifySaved: () => {
        notify('success', t('classAccess.renewed'));
        onSaved();
      },
    },
  }));
  const values = useSelector(form, renewForm.selectValues);
  const errors = useSelector(form, renewForm.selectErrors);
  const failure = useMessage()(useSelector(form, renewForm.selectFailure));
  const grant = useSelector(form, renewForm.selectRecord);
  const field = formFields(values, errors, (patch) => form.send({ type: 'form.change', patch }));

  return (
    <FormDialog
      actor={form}
      selectIsDirty={renewForm.selectIsDirty}
      unsavedId={`renew-form-${grantId}`}
      formId="renew-form"
      title={t('classAccess.renewTitle')}
      size="md"
      labels={{
        cancel: t('classAccess.cancel'),
        retry: t('classAccess.retry'),
        save: t('classAccess.renewSave'),
      }}
      onClose={onClose}
    >
      <FormDialogForm id="renew-form" failure={failure} onSave={() => form.send({ type: 'form.save' })}>
        {grant && (
          <p className="text-slate-800">
            {t('classAccess.grantName', { product: grant.productName, institution: grant.institutionTitle })}
          </p>
        )}
        <TextField label={t('classAccess.newLastDay')} type="date" {...field.text('endsOn')} required />
      </FormDialogForm>
    </FormDialog>
  );
}

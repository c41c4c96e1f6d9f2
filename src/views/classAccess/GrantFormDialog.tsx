/** Grant a product (ADR 345): an institution found by search, a product, the first and last day and seats. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../domain/classAccess/classAccess';
import { createGrantFormServices } from '../../machines/classAccess/classAccessServices';
import { grantForm, grantFormMachine } from '../../machines/classAccess/grantFormMachine';
import { createInstitutionSearchServices } from '../../machines/institutions/institutionServices';
import { institutionSearchMachine } from '../../machines/institutions/institutionSearchMachine';
import { useHttp } from '../AppContext';
import { InstitutionCombobox } from '../institutions/InstitutionCombobox';
import { FormDialog } from '../shared/FormDialog';
import { FormDialogForm } from '../shared/FormDialogForm';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { useMessage } from '../shared/useMessage';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

export interface GrantFormDialogProps {
  readonly products: readonly Product[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

export function GrantFormDialog({ products, onClose, onSaved }: GrantFormDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const form = useFormActor(grantFormMachine, null, ({ notify }) => ({
    actors: createGrantFormServices(http),
    actions: {
      notifySaved: () => {
        notify('success', t('classAccess.granted'));
        onSaved();
      },
    },
  }));
  const values = useSelector(form, grantForm.selectValues);
  const errors = useSelector(form, grantForm.selectErrors);
  const failure = useMessage()(useSelector(form, grantForm.selectFailure));
  const change = (patch: Partial<typeof values>) => form.send({ type: 'form.change', patch });
  const field = formFields(values, errors, change);
  const searchLogic = useMemo(
    () => institutionSearchMachine.provide(createInstitutionSearchServices(http)),
    [http],
  );

  return (
    <FormDialog
      actor={form}
      selectIsDirty={grantForm.selectIsDirty}
      unsavedId="grant-form"
      formId="grant-form"
      title={t('classAccess.grantAdd')}
      size="md"
      labels={{
        cancel: t('classAccess.cancel'),
        retry: t('classAccess.retry'),
        save: t('classAccess.grantSave'),
      }}
      onClose={onClose}
    >
      <FormDialogForm id="grant-form" failure={failure} onSave={() => form.send({ type: 'form.save' })}>
        <InstitutionCombobox
          label={t('classAccess.institution')}
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
          placeholder={t('classAccess.chooseInstitution')}
          error={field.text('institutionId').error}
          required
        />
        <SelectField
          label={t('classAccess.product')}
          {...field.text('productId')}
          placeholder={t('classAccess.chooseProduct')}
          options={products.map((product) => ({ value: String(product.id), label: product.name }))}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('classAccess.firstDay')} type="date" {...field.text('startsOn')} required />
          <TextField label={t('classAccess.lastDay')} type="date" {...field.text('endsOn')} required />
        </div>
        <TextField
          label={t('classAccess.seats')}
          inputMode="numeric"
          {...field.text('seats')}
          description={t('classAccess.seatsHint')}
        />
      </FormDialogForm>
    </FormDialog>
  );
}

/**
 * New Institution and /institutions/{id} (ADR 181): its fields, e-mail domains, subscription and trial end, then
 * its instructors and classes. Full admins edit; anyone else who may open the area reads the same page with every
 * control disabled (the server refuses their writes all the same).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { canEditInstitutions } from '../../domain/institutions/institutions';
import { institutionForm } from '../../machines/institutions/institutionFormMachine';
import { selectRoles } from '../../machines/session/sessionMachine';
import { useSessionActor } from '../AppContext';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { FormScreen } from '../ui/FormScreen';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { formFields } from '../shared/formFields';
import { useFormScreen } from '../shared/useFormScreen';
import { InstitutionDomainsFieldset } from './InstitutionDomainsFieldset';
import { InstitutionMembers } from './InstitutionMembers';
import { useInstitutionFormActor } from './useInstitutionFormActor';

export function InstitutionDetailView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const editable = canEditInstitutions(useSelector(useSessionActor(), selectRoles));
  const actor = useInstitutionFormActor(id);
  const form = useSelector(actor, institutionForm.selectValues);
  const errors = useSelector(actor, institutionForm.selectErrors);
  const record = useSelector(actor, institutionForm.selectRecord);
  const { loading, failed, notFound, saving, screen } = useFormScreen(actor, {
    title: id === null ? t('institutions.add') : (record?.title ?? t('institutions.title')),
    unsavedId: 'institution-form',
    selectIsDirty: institutionForm.selectIsDirty,
  });

  // One that does not exist (404) says so in the form's place, with the way back to the list.
  if (failed && !notFound) throw new Error('The institution could not be loaded');
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });
  const field = formFields(form, errors, change);
  const disabled = !editable;

  return (
    <FormScreen
      {...screen}
      backLabel={t('institutions.back')}
      list={{ href: '/institutions', title: t('institutions.title') }}
      notFoundText={t('institutions.notFound')}
      onSubmit={() => editable && screen.onSubmit()}
      actions={
        editable ? (
          <Button type="submit" busy={saving}>
            {id === null ? t('institutions.create') : t('institutions.save')}
          </Button>
        ) : (
          <p className="text-sm text-slate-700">{t('institutions.readOnly')}</p>
        )
      }
      after={record && id !== null && <InstitutionMembers institution={record} />}
    >
      <TextField label={t('institutions.name')} {...field.text('title')} disabled={disabled} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('institutions.productId')}
          {...field.text('productId')}
          inputMode="numeric"
          disabled={disabled}
        />
        <TextField label={t('institutions.feature')} {...field.text('feature')} disabled={disabled} />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField
          label={t('institutions.approved')}
          {...field.checkbox('approved')}
          disabled={disabled}
        />
        <CheckboxField
          label={t('institutions.educationSubscription')}
          {...field.checkbox('hasEducationSubscription')}
          disabled={disabled}
        />
        <CheckboxField
          label={t('institutions.unlimitedSubscription')}
          {...field.checkbox('hasUnlimitedSubscription')}
          disabled={disabled}
        />
      </div>
      <InstitutionDomainsFieldset actor={actor} editable={editable} />
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">{t('institutions.ends')}</legend>
        <p className="text-sm text-slate-700">{t('institutions.endsHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('institutions.subscriptionEnds')}
            {...field.text('subscriptionEndsAt')}
            type="date"
            disabled={disabled}
          />
          <TextField
            label={t('institutions.trialEnds')}
            {...field.text('trialEndsAt')}
            type="date"
            disabled={disabled}
          />
        </div>
      </fieldset>
    </FormScreen>
  );
}

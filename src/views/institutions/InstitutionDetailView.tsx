/**
 * New Institution and /institutions/{id} (ADR 181): its fields, e-mail domains, subscription and trial end, then
 * its instructors and classes. Full admins edit; anyone else who may open the area reads the same page with every
 * control disabled (the server refuses their writes all the same).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { canEditInstitutions, type InstitutionDetail } from '../../domain/institutions/institutions';
import {
  institutionFormMachine,
  selectConflict,
  selectInstitution,
  selectInstitutionErrors,
  selectInstitutionForm,
  selectIsBusy,
  selectIsInstitutionDirty,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectNotFound,
} from '../../machines/institutions/institutionFormMachine';
import { createInstitutionFormServices } from '../../machines/institutions/institutionServices';
import { selectRoles } from '../../machines/session/sessionMachine';
import { useActorOptions, useHttp, useNotificationsActor, useSessionActor } from '../AppContext';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { FormScreen } from '../ui/FormScreen';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';
import { Icon } from '../shell/icons';
import { InstitutionMembers } from './InstitutionMembers';
import { messageOf } from '../../domain/shared/messages';

export function InstitutionDetailView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const editable = canEditInstitutions(useSelector(useSessionActor(), selectRoles));
  const machine = useMemo(
    () =>
      institutionFormMachine.provide({
        actors: createInstitutionFormServices(http),
        actions: {
          // A create goes to the new institution's page; both say so.
          notifySaved: (_, { created, record }) => {
            const message = created ? t('institutions.created') : t('institutions.saved');
            notifications.send({ type: 'notify.show', kind: 'success', message });
            if (created) navigate(`/institutions/${(record as InstitutionDetail).id}`, { replace: true });
          },
          // The server names what it refused (a domain another institution has).
          notifySaveFailed: (_, { error }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: messageOf(error, null) ?? t('institutions.saveFailed'),
            }),
          notifyTheirsUnread: () =>
            notifications.send({ type: 'notify.show', kind: 'error', message: t('institutions.saveFailed') }),
        },
      }),
    [http, navigate, notifications, t],
  );
  const actor = useActorRef(machine, { input: { id }, ...options });
  const form = useSelector(actor, selectInstitutionForm);
  const errors = useSelector(actor, selectInstitutionErrors);
  const record = useSelector(actor, selectInstitution);
  const saving = useSelector(actor, selectIsSaving);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const notFound = useSelector(actor, selectNotFound);
  const busy = useSelector(actor, selectIsBusy);
  const dirty = useSelector(actor, selectIsInstitutionDirty);
  const conflict = useSelector(actor, selectConflict);
  useUnsavedChanges('institution-form', dirty);
  const title = id === null ? t('institutions.add') : (record?.title ?? t('institutions.title'));
  useDocumentTitle(title);

  if (notFound)
    return (
      <p role="alert" className="text-slate-800">
        {t('institutions.notFound')}
      </p>
    );
  if (failed) throw new Error('The institution could not be loaded');
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });
  const disabled = !editable;

  return (
    <FormScreen
      title={title}
      backLabel={t('institutions.back')}
      onBack={() => navigate('/institutions')}
      onSubmit={() => editable && actor.send({ type: 'form.save' })}
      conflict={conflict}
      busy={busy}
      onReload={() => actor.send({ type: 'conflict.reload' })}
      onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
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
      <TextField
        label={t('institutions.name')}
        name="title"
        value={form.title}
        disabled={disabled}
        error={errors.title?.[0]}
        onChange={(event) => change({ title: event.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('institutions.productId')}
          name="productId"
          inputMode="numeric"
          value={form.productId}
          disabled={disabled}
          error={errors.productId?.[0]}
          onChange={(event) => change({ productId: event.target.value })}
        />
        <TextField
          label={t('institutions.feature')}
          name="feature"
          value={form.feature}
          disabled={disabled}
          error={errors.feature?.[0]}
          onChange={(event) => change({ feature: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField
          label={t('institutions.approved')}
          checked={form.approved}
          disabled={disabled}
          onChange={(event) => change({ approved: event.target.checked })}
        />
        <CheckboxField
          label={t('institutions.educationSubscription')}
          checked={form.hasEducationSubscription}
          disabled={disabled}
          onChange={(event) => change({ hasEducationSubscription: event.target.checked })}
        />
        <CheckboxField
          label={t('institutions.unlimitedSubscription')}
          checked={form.hasUnlimitedSubscription}
          disabled={disabled}
          onChange={(event) => change({ hasUnlimitedSubscription: event.target.checked })}
        />
      </div>
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">{t('institutions.domains')}</legend>
        <p className="text-sm text-slate-700">{t('institutions.domainsHint')}</p>
        {form.emailDomains.length === 0 && (
          <p className="text-sm text-slate-700">{t('institutions.noDomains')}</p>
        )}
        <ul className="flex flex-col gap-2">
          {form.emailDomains.map((domain, index) => (
            // Rows are edited in place by position; a removed row shifts the ones after it.
            <li key={index} className="flex items-start gap-2">
              <TextField
                label={t('institutions.domain', { number: index + 1 })}
                name={`emailDomains.${index}`}
                className="grow"
                value={domain}
                disabled={disabled}
                error={errors[`emailDomains.${index}`]?.[0]}
                onChange={(event) =>
                  actor.send({ type: 'form.edit', edit: { kind: 'set', index, value: event.target.value } })
                }
              />
              {editable && (
                <Button
                  variant="ghost"
                  className="mt-6 text-red-800"
                  aria-label={t('institutions.removeDomain', { domain: domain || index + 1 })}
                  onClick={() => actor.send({ type: 'form.edit', edit: { kind: 'remove', index } })}
                >
                  <Icon name="trash" className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
        {errors.emailDomains?.[0] && <p className="text-sm text-red-700">{errors.emailDomains[0]}</p>}
        {editable && (
          <div>
            <Button
              variant="secondary"
              onClick={() => actor.send({ type: 'form.edit', edit: { kind: 'add' } })}
            >
              {t('institutions.addDomain')}
            </Button>
          </div>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">{t('institutions.ends')}</legend>
        <p className="text-sm text-slate-700">{t('institutions.endsHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('institutions.subscriptionEnds')}
            name="subscriptionEndsAt"
            type="date"
            value={form.subscriptionEndsAt}
            disabled={disabled}
            error={errors.subscriptionEndsAt?.[0]}
            onChange={(event) => change({ subscriptionEndsAt: event.target.value })}
          />
          <TextField
            label={t('institutions.trialEnds')}
            name="trialEndsAt"
            type="date"
            value={form.trialEndsAt}
            disabled={disabled}
            error={errors.trialEndsAt?.[0]}
            onChange={(event) => change({ trialEndsAt: event.target.value })}
          />
        </div>
      </fieldset>
    </FormScreen>
  );
}

/**
 * Add or edit a platform registration in a dialog (ADR 183): errors under each field, a failed load or save said,
 * and in place of the form the conflict dialog when someone else saved the registration first (ADR 188).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LtiPlatformDialogValues } from '../../domain/lti/lti';
import {
  ltiPlatformFormMachine,
  selectIsPlatformBusy,
  selectIsPlatformDirty,
  selectIsPlatformFormClosed,
  selectPlatformConflict,
  selectPlatformErrors,
  selectPlatformFailure,
  selectPlatformLoadFailed,
  selectPlatformRecord,
  selectPlatformValues,
} from '../../machines/lti/ltiPlatformFormMachine';
import { createLtiPlatformFormServices } from '../../machines/lti/ltiServices';
import { useActorOptions, useHttp } from '../AppContext';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { useUnsavedChanges } from '../shared/useUnsavedChanges';

export interface LtiPlatformFormDialogProps {
  /** null adds a registration. */
  readonly platformId: number | null;
  readonly onClose: () => void;
  readonly onSaved: (created: boolean) => void;
}

const TEXT_FIELDS = [
  ['issuer', 'lti.fieldIssuer', 'lti.fieldIssuerHint'],
  ['clientId', 'lti.fieldClientId', null],
  ['jwksUrl', 'lti.fieldJwksUrl', null],
  ['authUrl', 'lti.fieldAuthUrl', null],
  ['tokenUrl', 'lti.fieldTokenUrl', null],
] as const;

export function LtiPlatformFormDialog({ platformId, onClose, onSaved }: LtiPlatformFormDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(
    () =>
      ltiPlatformFormMachine.provide({
        actors: createLtiPlatformFormServices(http),
        actions: { notifySaved: (_, { created }) => onSaved(created) },
      }),
    [http, onSaved],
  );
  const form = useActorRef(logic, { input: { id: platformId }, ...useActorOptions() });
  const values = useSelector(form, selectPlatformValues) as LtiPlatformDialogValues;
  const record = useSelector(form, selectPlatformRecord);
  const errors = useSelector(form, selectPlatformErrors);
  const failure = useSelector(form, selectPlatformFailure);
  const busy = useSelector(form, selectIsPlatformBusy);
  const dirty = useSelector(form, selectIsPlatformDirty);
  const loadFailed = useSelector(form, selectPlatformLoadFailed);
  const closed = useSelector(form, selectIsPlatformFormClosed);
  const conflict = useSelector(form, selectPlatformConflict);
  useUnsavedChanges(`lti-platform-${platformId ?? 'new'}`, dirty);
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);

  const change =
    (field: Exclude<keyof LtiPlatformDialogValues, 'emailsVerified'>) =>
    (event: { target: { value: string } }) =>
      form.send({ type: 'form.change', patch: { [field]: event.target.value } });
  const cancel = () => form.send({ type: 'form.cancel' });
  const institutions = record?.institutions ?? [];

  // The typed values stay in the form's machine while Reload or Keep mine is chosen.
  if (conflict !== null)
    return (
      <ConflictDialog
        message={conflict}
        busy={busy}
        onReload={() => form.send({ type: 'conflict.reload' })}
        onKeepMine={() => form.send({ type: 'conflict.keepMine' })}
      />
    );

  return (
    <Dialog
      open={!closed}
      onClose={cancel}
      title={platformId === null ? t('lti.formAddTitle') : t('lti.formEditTitle')}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={cancel}>
            {t('lti.cancel')}
          </Button>
          {loadFailed ? (
            <Button onClick={() => form.send({ type: 'form.retry' })}>{t('lti.retry')}</Button>
          ) : (
            <Button type="submit" form="lti-platform-form" busy={busy}>
              {t('lti.save')}
            </Button>
          )}
        </>
      }
    >
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
    </Dialog>
  );
}

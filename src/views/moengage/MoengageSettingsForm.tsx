/** The MoEngage settings on the form lifecycle (ADR 347): the key is written, never shown; a 409 asks Reload or Keep mine. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { MOENGAGE_DATA_CENTERS, MOENGAGE_MESSAGES } from '../../domain/moengage/moengageSettings';
import {
  moengageSettingsForm,
  moengageSettingsMachine,
  selectStopped,
} from '../../machines/moengage/moengageSettingsMachine';
import { createMoengageSettingsServices } from '../../machines/moengage/moengageServices';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/CheckboxField';
import { ConflictDialog } from '../ui/ConflictDialog';
import { LoadFailed } from '../ui/LoadFailed';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { formFields } from '../shared/formFields';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';
import { useFormat } from '../shared/useFormat';

export function MoengageSettingsForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const actor = useFormActor(moengageSettingsMachine, null, ({ http, notify }) => ({
    actors: createMoengageSettingsServices(http),
    actions: {
      notifySaved: () => notify('success', MOENGAGE_MESSAGES.saved),
      notifySaveFailed: () => notify('error', MOENGAGE_MESSAGES.saveFailed),
      notifyTheirsUnread: () => notify('error', MOENGAGE_MESSAGES.saveFailed),
    },
  }));
  const form = useSelector(actor, moengageSettingsForm.selectValues);
  const errors = useSelector(actor, moengageSettingsForm.selectErrors);
  const canSave = useSelector(actor, moengageSettingsForm.selectCanSave);
  const stopped = useSelector(actor, selectStopped);
  const { loading, failed, screen } = useFormScreen(actor, {
    title: t('moengage.title'),
    unsavedId: 'moengage',
    selectIsDirty: moengageSettingsForm.selectIsDirty,
  });

  if (failed) return <LoadFailed onRetry={() => actor.send({ type: 'form.retry' })} />;
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  const field = formFields(form, errors, (patch) => actor.send({ type: 'form.change', patch }));
  return (
    <section className="flex max-w-2xl flex-col gap-4">
      <ConflictDialog
        message={screen.conflict}
        byYou={screen.conflictByYou}
        busy={screen.busy}
        onReload={screen.onReload}
        onKeepMine={screen.onKeepMine}
      />
      {stopped && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {t('moengage.stopped', { at: format.dayTime(stopped.at) })}
        </p>
      )}
      <form
        className="flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          screen.onSubmit();
        }}
      >
        <SelectField
          label={t('moengage.dataCenter')}
          {...field.text('dataCenter')}
          options={MOENGAGE_DATA_CENTERS.map((dc) => ({
            value: dc,
            label: t('moengage.dataCenterOption', { dc }),
          }))}
        />
        <TextField
          label={t('moengage.appId')}
          description={t('moengage.appIdHelp')}
          {...field.text('appId')}
          autoComplete="off"
        />
        <TextField
          label={t('moengage.apiKey')}
          {...field.text('apiKey')}
          type="password"
          autoComplete="new-password"
          description={form.hasApiKey ? t('moengage.apiKeyStored') : t('moengage.apiKeyMissing')}
        />
        <CheckboxField asSwitch label={t('moengage.enabled')} {...field.checkbox('enabled')} />
        <CheckboxField
          label={t('moengage.emailAsCustomerId')}
          description={t('moengage.emailAsCustomerIdHelp')}
          {...field.checkbox('emailAsCustomerId')}
        />
        <div>
          <Button type="submit" disabled={!canSave} busy={screen.busy}>
            {t('moengage.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

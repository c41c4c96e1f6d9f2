/**
 * The library list's rebuild actions: 'Rebuild a sections Quiz library' (Sections tab) with its dialog, and the
 * per-row 'Rebuild quiz' of section quizzes. Both report to `onDone` so the list reloads.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createRebuildServices } from '../../../machines/quizImportServices';
import {
  REBUILD_TYPE_OPTIONS,
  rebuildDialogMachine,
  selectDialogBusy,
  type RebuildType,
  selectDialogForm,
  selectDialogOpen,
  selectLoadFailed,
} from '../../../machines/rebuildDialogMachine';
import { rebuildQuizMachine, selectRebuilding } from '../../../machines/rebuildQuizMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { Spinner } from '../../ui/Spinner';

export function RebuildLibraryButton({ onDone }: { readonly onDone?: () => void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(() => {
    const services = createRebuildServices(http, notifications);
    return rebuildDialogMachine.provide({
      actors: { fetchSections: services.actors.fetchSections, queueRebuild: services.actors.queueRebuild },
      actions: services.actions,
    });
  }, [http, notifications]);
  const dialog = useActorRef(logic, useActorOptions());
  useEffect(() => {
    const subscription = dialog.on('queued', () => onDone?.());
    return () => subscription.unsubscribe();
  }, [dialog, onDone]);
  const open = useSelector(dialog, selectDialogOpen);
  const busy = useSelector(dialog, selectDialogBusy);
  const failed = useSelector(dialog, selectLoadFailed);
  const form = useSelector(dialog, selectDialogForm);
  const loading = useSelector(dialog, (s) => s.matches('loadingSections'));
  const ids = { section: useId(), sectionError: useId(), type: useId() };
  const close = () => dialog.send({ type: 'dialog.close' });

  return (
    <>
      <Button variant="secondary" onClick={() => dialog.send({ type: 'dialog.open' })}>
        {t('delivery.rebuildLibrary')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('delivery.rebuildLibrary')}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('delivery.cancel')}
            </Button>
            {failed ? (
              <Button onClick={() => dialog.send({ type: 'dialog.retry' })}>{t('delivery.retry')}</Button>
            ) : (
              <Button
                busy={busy && !loading}
                disabled={loading}
                onClick={() => dialog.send({ type: 'dialog.submit' })}
              >
                {t('delivery.rebuildSubmit')}
              </Button>
            )}
          </>
        }
      >
        {loading && <Spinner label={t('app.loading')} className="mt-4" />}
        {failed && <FormError message={form.loadError} />}
        {!loading && !failed && (
          <form
            className="mt-4 flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              dialog.send({ type: 'dialog.submit' });
            }}
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.section} className="text-sm font-medium text-slate-800">
                {t('delivery.rebuildSection')}
              </label>
              <select
                id={ids.section}
                value={form.sectionId ?? ''}
                aria-invalid={form.sectionError ? true : undefined}
                aria-describedby={form.sectionError ? ids.sectionError : undefined}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
                onChange={(event) =>
                  dialog.send({
                    type: 'field.section',
                    sectionId: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
              >
                <option value="">{t('delivery.rebuildChooseSection')}</option>
                {form.sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.title}
                  </option>
                ))}
              </select>
              {form.sectionError && (
                <p id={ids.sectionError} className="text-sm text-red-700">
                  {form.sectionError}
                </p>
              )}
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-slate-800">{t('delivery.rebuildMode')}</legend>
              {([0, 1] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="isAllUpdate"
                    value={mode}
                    checked={form.isAllUpdate === mode}
                    onChange={() => dialog.send({ type: 'field.mode', isAllUpdate: mode })}
                  />
                  {t(mode === 0 ? 'delivery.rebuildMissing' : 'delivery.rebuildAll')}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.type} className="text-sm font-medium text-slate-800">
                {t('delivery.rebuildType')}
              </label>
              <select
                id={ids.type}
                value={form.rebuildType}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
                onChange={(event) =>
                  dialog.send({ type: 'field.type', rebuildType: Number(event.target.value) as RebuildType })
                }
              >
                {REBUILD_TYPE_OPTIONS.map((type) => (
                  <option key={type} value={type}>
                    {t(`delivery.rebuildType_${type}`)}
                  </option>
                ))}
              </select>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}

export function RebuildQuizAction({
  quizId,
  title,
  onDone,
}: {
  readonly quizId: number;
  readonly title: string;
  readonly onDone?: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(() => {
    const services = createRebuildServices(http, notifications);
    return rebuildQuizMachine.provide({
      actors: { rebuildQuiz: services.actors.rebuildQuiz },
      actions: services.actions,
    });
  }, [http, notifications]);
  const action = useActorRef(logic, { input: { quizId }, ...useActorOptions() });
  useEffect(() => {
    const subscription = action.on('rebuilt', () => onDone?.());
    return () => subscription.unsubscribe();
  }, [action, onDone]);
  const busy = useSelector(action, selectRebuilding);
  return (
    <Button
      variant="ghost"
      busy={busy}
      aria-label={t('delivery.rebuildQuizFor', { title })}
      onClick={() => action.send({ type: 'rebuild.start' })}
    >
      {t('delivery.rebuildQuiz')}
    </Button>
  );
}

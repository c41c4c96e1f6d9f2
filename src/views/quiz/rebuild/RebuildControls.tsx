/**
 * The library list's rebuild actions: 'Rebuild a sections Quiz library' (Sections tab) with its dialog, and the
 * per-row 'Rebuild quiz' of section quizzes. Both report to `onDone` so the list reloads.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createRebuildServices } from '../../../machines/quiz/import/quizImportServices';
import {
  REBUILD_TYPE_OPTIONS,
  rebuildDialogMachine,
  selectDialogBusy,
  type RebuildType,
  selectDialogForm,
  selectDialogOpen,
  selectLoadFailed,
} from '../../../machines/quiz/rebuild/rebuildDialogMachine';
import { rebuildQuizMachine, selectRebuilding } from '../../../machines/quiz/rebuild/rebuildQuizMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { RadioGroupField } from '../../ui/RadioGroupField';
import { SelectField } from '../../ui/SelectField';
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
            <SelectField
              label={t('delivery.rebuildSection')}
              value={form.sectionId === null ? '' : String(form.sectionId)}
              error={form.sectionError}
              placeholder={t('delivery.rebuildChooseSection')}
              options={form.sections.map((section) => ({ value: String(section.id), label: section.title }))}
              onChange={(event) =>
                dialog.send({
                  type: 'field.section',
                  sectionId: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            />
            <RadioGroupField<0 | 1>
              label={t('delivery.rebuildMode')}
              value={form.isAllUpdate}
              options={[
                { value: 0, label: t('delivery.rebuildMissing') },
                { value: 1, label: t('delivery.rebuildAll') },
              ]}
              onChange={(isAllUpdate) => dialog.send({ type: 'field.mode', isAllUpdate })}
            />
            <SelectField
              label={t('delivery.rebuildType')}
              value={String(form.rebuildType)}
              options={REBUILD_TYPE_OPTIONS.map((type) => ({
                value: String(type),
                label: t(`delivery.rebuildType_${type}`),
              }))}
              onChange={(event) =>
                dialog.send({ type: 'field.type', rebuildType: Number(event.target.value) as RebuildType })
              }
            />
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

/**
 * The library list's 'Rebuild a sections Quiz library' (Sections tab) with its dialog; reports to `onDone` so the
 * list reloads.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createRebuildServices } from '../../../machines/quiz/import/quizImportServices';
import {
  rebuildDialogMachine,
  selectDialogBusy,
  selectDialogForm,
  selectDialogOpen,
  selectLoadFailed,
} from '../../../machines/quiz/rebuild/rebuildDialogMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../../AppContext';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { Spinner } from '../../ui/Spinner';
import { RebuildLibraryForm } from './RebuildLibraryForm';
import { useOnEmitted } from './useOnEmitted';

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
  useOnEmitted(dialog, 'queued', onDone);
  const open = useSelector(dialog, selectDialogOpen);
  const busy = useSelector(dialog, selectDialogBusy);
  const failed = useSelector(dialog, selectLoadFailed);
  const { loadError } = useSelector(dialog, selectDialogForm);
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
        {failed && <FormError message={loadError} />}
        {!loading && !failed && <RebuildLibraryForm dialog={dialog} />}
      </Dialog>
    </>
  );
}

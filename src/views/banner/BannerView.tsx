/** /banner: the 'Show Banner' form (SPEC sections 2, 4, 5). The machine decides; this renders and sends. */
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_MESSAGES, BANNER_TYPE_LABELS, plainText } from '../../domain/banner';
import {
  bannerMachine,
  selectCanSave,
  selectFieldErrors,
  selectForm,
  selectIsBusy,
  selectIsDirty,
  selectIsEditMode,
  selectLoadFailed,
  selectConflict,
} from '../../machines/bannerMachine';
import { createBannerServices } from '../../machines/bannerServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { ConflictDialog } from '../ui/ConflictDialog';
import { Spinner } from '../ui/Spinner';
import { useDocumentTitle } from '../useDocumentTitle';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { BannerMessageEditor } from './BannerMessageEditor';
import { LoadFailed } from '../featureFlags/LoadFailed';

export default function BannerView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const machine = useMemo(
    () =>
      bannerMachine.provide({
        actors: createBannerServices(http),
        actions: {
          notifySaved: () =>
            notifications.send({ type: 'notify.show', kind: 'success', message: BANNER_MESSAGES.saved }),
          notifyFailed: () =>
            notifications.send({ type: 'notify.show', kind: 'error', message: BANNER_MESSAGES.saveFailed }),
        },
      }),
    [http, notifications],
  );
  const actor = useActorRef(machine, useActorOptions());
  const form = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFieldErrors);
  const canSave = useSelector(actor, selectCanSave);
  const busy = useSelector(actor, selectIsBusy);
  const editMode = useSelector(actor, selectIsEditMode);
  const failed = useSelector(actor, selectLoadFailed);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const dirty = useSelector(actor, selectIsDirty);
  const conflict = useSelector(actor, selectConflict);
  useUnsavedChanges('banner', dirty);
  useDocumentTitle(t('site.bannerTitle'));
  const id = useId();

  if (failed) return <LoadFailed onRetry={() => actor.send({ type: 'banner.retry' })} />;
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  const messageError = errors.message?.[0];
  const typeError = errors.type?.[0];
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('site.bannerTitle')}</h1>
      <ConflictDialog
        message={conflict}
        busy={busy}
        onReload={() => actor.send({ type: 'conflict.reload' })}
        onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      />
      <form
        className="mt-6 flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'banner.save' });
        }}
      >
        <div className="flex flex-col gap-1">
          <span id={`${id}-message`} className="text-sm font-medium text-slate-800">
            {t('site.bannerMessage')}
          </span>
          <BannerMessageEditor
            labelId={`${id}-message`}
            errorId={`${id}-message-error`}
            value={form.message}
            invalid={!!messageError}
            onChange={(message) => actor.send({ type: 'banner.change', patch: { message } })}
          />
          <p className="text-sm text-slate-600">
            {t('site.bannerCount', { count: plainText(form.message).length })}
          </p>
          <p
            id={`${id}-message-error`}
            className="text-sm text-red-700"
            role={messageError ? 'alert' : undefined}
          >
            {messageError ?? ''}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-800">
            {t('site.bannerType')}
          </label>
          <select
            id={`${id}-type`}
            className="rounded-md border border-slate-400 bg-white px-3 py-2"
            value={form.type ?? ''}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${id}-type-error` : undefined}
            onChange={(event) =>
              actor.send({
                type: 'banner.change',
                patch: { type: event.target.value ? Number(event.target.value) : null },
              })
            }
          >
            <option value="">{t('site.bannerTypeChoose')}</option>
            {Object.keys(BANNER_TYPE_LABELS).map((value) => (
              <option key={value} value={value}>
                {t(`site.bannerType${value as '1' | '2' | '3' | '4'}`)}
              </option>
            ))}
          </select>
          {typeError && (
            <p id={`${id}-type-error`} className="text-sm text-red-700">
              {typeError}
            </p>
          )}
        </div>
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            role="switch"
            className="size-5 accent-sky-700"
            checked={form.published}
            onChange={(event) =>
              actor.send({ type: 'banner.change', patch: { published: event.target.checked } })
            }
          />
          {t('site.bannerPublish')}
        </label>
        <div>
          <Button type="submit" disabled={!canSave} busy={busy}>
            {editMode ? t('site.bannerSave') : t('site.bannerCreate')}
          </Button>
        </div>
      </form>
    </section>
  );
}

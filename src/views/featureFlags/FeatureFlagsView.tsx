/** /feature-flags: every flag with a switch; a switched flag changes the menu and routes at once. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  featureFlagsMachine,
  selectFlagList,
  selectIsLoading,
  selectLoadFailed,
  selectPending,
} from '../../machines/featureFlagsMachine';
import { createFeatureFlagsServices } from '../../machines/featureFlagsServices';
import { FEATURE_FLAGS, type FeatureFlags } from '../../domain/roles';
import { useActorOptions, useHttp, useNotificationsActor, useSessionActor } from '../AppContext';
import { Spinner } from '../ui/Spinner';
import { useDocumentTitle } from '../useDocumentTitle';
import { LoadFailed } from './LoadFailed';

const knownFlags = (flags: Record<string, boolean>): FeatureFlags =>
  Object.fromEntries(FEATURE_FLAGS.filter((flag) => flag in flags).map((flag) => [flag, flags[flag]!]));

export default function FeatureFlagsView() {
  const { t } = useTranslation();
  const http = useHttp();
  const session = useSessionActor();
  const notifications = useNotificationsActor();
  const machine = useMemo(
    () =>
      featureFlagsMachine.provide({
        actors: createFeatureFlagsServices(http),
        actions: {
          announceFlags: (_, flags) =>
            session.send({ type: 'session.flagsChanged', flags: knownFlags(flags) }),
          notifySaved: ({ context }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: t('site.flagsSaved', { key: context.pending ?? '' }),
            }),
          notifyFailed: () =>
            notifications.send({ type: 'notify.show', kind: 'error', message: t('site.flagsSaveFailed') }),
        },
      }),
    [http, session, notifications, t],
  );
  const actor = useActorRef(machine, useActorOptions());
  const flags = useSelector(actor, selectFlagList);
  const pending = useSelector(actor, selectPending);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  useDocumentTitle(t('site.flagsTitle'));

  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('site.flagsTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('site.flagsIntro')}</p>
      {failed && <LoadFailed onRetry={() => actor.send({ type: 'flags.retry' })} />}
      {loading && <Spinner label={t('app.loading')} className="mt-6 size-8" />}
      {!loading && !failed && (
        <table className="mt-6 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('site.flagsKey')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('site.flagsEnabled')}
              </th>
            </tr>
          </thead>
          <tbody>
            {flags.length === 0 && (
              <tr>
                <td colSpan={2} className="py-4 text-slate-700">
                  {t('site.flagsEmpty')}
                </td>
              </tr>
            )}
            {flags.map((flag) => (
              <tr key={flag.key} className="border-b border-slate-200">
                <th scope="row" className="py-3 pr-4 font-mono font-normal">
                  {flag.key}
                </th>
                <td className="py-3">
                  <input
                    type="checkbox"
                    role="switch"
                    className="size-5 accent-sky-700"
                    aria-label={flag.key}
                    checked={flag.enabled}
                    disabled={pending !== null}
                    onChange={(event) =>
                      actor.send({ type: 'flag.toggle', key: flag.key, enabled: event.target.checked })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

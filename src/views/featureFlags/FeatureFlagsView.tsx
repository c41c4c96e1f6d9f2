/**
 * /feature-flags: every flag with a switch; a switched flag changes the menu and routes at once. A switch refused
 * because someone else switched the flag first shows the conflict dialog (ADR 188).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  featureFlagsMachine,
  selectFlagConflict,
  selectFlagList,
  selectFlagsRecord,
  selectIsBusy,
  selectPending,
} from '../../machines/featureFlags/featureFlagsMachine';
import { createFeatureFlagsServices } from '../../machines/featureFlags/featureFlagsServices';
import { FEATURE_FLAGS, type FeatureFlags } from '../../domain/access/roles';
import { useActorOptions, useHttp, useNotificationsActor, useSessionActor } from '../AppContext';
import { CheckboxField } from '../ui/CheckboxField';
import { ConflictDialog } from '../ui/ConflictDialog';
import { DataTable } from '../ui/DataTable';
import { RecordScreen } from '../ui/RecordScreen';
import { useDocumentTitle } from '../shared/useDocumentTitle';

type FlagRow = ReturnType<typeof selectFlagList>[number];

const knownFlags = (flags: Record<string, boolean>): FeatureFlags =>
  Object.fromEntries(FEATURE_FLAGS.filter((flag) => flag in flags).map((flag) => [flag, flags[flag]!]));

export default function FeatureFlagsView() {
  const { t } = useTranslation();
  const http = useHttp();
  const session = useSessionActor();
  const notifications = useNotificationsActor();
  const machine = useMemo(() => {
    const failed = () =>
      notifications.send({ type: 'notify.show', kind: 'error', message: t('site.flagsSaveFailed') });
    return featureFlagsMachine.provide({
      actors: createFeatureFlagsServices(http),
      actions: {
        announceFlags: (_, flags) => session.send({ type: 'session.flagsChanged', flags: knownFlags(flags) }),
        notifySaved: ({ context }) =>
          notifications.send({
            type: 'notify.show',
            kind: 'success',
            message: t('site.flagsSaved', { key: context.toggle?.key ?? '' }),
          }),
        notifyFailed: failed,
        notifyTheirsUnread: () =>
          notifications.send({ type: 'notify.show', kind: 'error', message: t('site.loadFailed') }),
      },
    });
  }, [http, session, notifications, t]);
  const actor = useActorRef(machine, useActorOptions());
  const flags = useSelector(actor, selectFlagList);
  const pending = useSelector(actor, selectPending);
  const record = useSelector(actor, selectFlagsRecord);
  const conflict = useSelector(actor, selectFlagConflict);
  const busy = useSelector(actor, selectIsBusy);
  useDocumentTitle(t('site.flagsTitle'));

  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('site.flagsTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('site.flagsIntro')}</p>
      <ConflictDialog
        message={conflict}
        busy={busy}
        onReload={() => actor.send({ type: 'conflict.reload' })}
        onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      />
      <RecordScreen record={record} failedText={t('site.loadFailed')} className="mt-6 flex flex-col gap-4">
        {() => (
          <DataTable<FlagRow>
            label={t('site.flagsTitle')}
            rows={flags}
            rowKey={(flag) => flag.key}
            emptyText={t('site.flagsEmpty')}
            columns={[
              {
                key: 'key',
                header: t('site.flagsKey'),
                rowHeader: true,
                className: 'font-mono',
                render: (flag) => flag.key,
              },
              {
                key: 'enabled',
                header: t('site.flagsEnabled'),
                render: (flag) => (
                  <CheckboxField
                    asSwitch
                    hideLabel
                    label={flag.key}
                    checked={flag.enabled}
                    disabled={pending !== null}
                    onChange={(event) =>
                      actor.send({ type: 'flag.toggle', key: flag.key, enabled: event.target.checked })
                    }
                  />
                ),
              },
            ]}
          />
        )}
      </RecordScreen>
    </section>
  );
}

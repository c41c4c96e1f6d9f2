/**
 * /feature-flags: every flag with a switch; a switched flag changes the menu and routes at once. A switch refused
 * because someone else switched the flag first shows the conflict dialog (ADR 188). Each known flag is named by the
 * area it adds to the menu and says what it turns on; its key stays beside it for whoever configures it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys, TFunction } from 'i18next';
import {
  featureFlagsMachine,
  selectFlagConflict,
  selectFlagConflictByYou,
  selectFlagList,
  selectFlagsRecord,
  selectIsBusy,
  selectPending,
} from '../../machines/featureFlags/featureFlagsMachine';
import { createFeatureFlagsServices } from '../../machines/featureFlags/featureFlagsServices';
import { AREA_INFO, FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '../../domain/access/roles';
import { useActorOptions, useHttp, useNotificationsActor, useSessionActor } from '../AppContext';
import { ConflictDialog } from '../ui/ConflictDialog';
import { DataTable } from '../ui/DataTable';
import { RecordScreen } from '../ui/RecordScreen';
import { SwitchField } from '../ui/SwitchField';
import { useDocumentTitle } from '../shared/useDocumentTitle';

type FlagRow = ReturnType<typeof selectFlagList>[number];

const isKnown = (key: string): key is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(key);
/** The menu label of the area a known flag adds; null for a flag the console does not know. */
const areaLabelOf = (key: string) =>
  Object.values(AREA_INFO).find((info) => info.flag !== undefined && info.flag === key)?.labelKey ?? null;
/** A flag's name: the menu label of the area it adds, else its key. */
const flagName = (t: TFunction, key: string) => {
  const label = areaLabelOf(key);
  return label ? t(label as ParseKeys) : key;
};
const FLAG_TEXTS = {
  adminTranslations: 'site.flagTextAdminTranslations',
  adminBanner: 'site.flagTextAdminBanner',
} as const satisfies Record<FeatureFlag, string>;

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
            message: t('site.flagsSaved', { key: flagName(t, context.toggle?.key ?? '') }),
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
  const conflictByYou = useSelector(actor, selectFlagConflictByYou);
  const busy = useSelector(actor, selectIsBusy);
  useDocumentTitle(t('site.flagsTitle'));
  const nameOf = (key: string) => flagName(t, key);

  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('site.flagsTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('site.flagsIntro')}</p>
      <ConflictDialog
        message={conflict}
        byYou={conflictByYou}
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
                render: (flag) => (
                  <span className="flex flex-col gap-0.5">
                    <span className="font-semibold text-slate-900">{nameOf(flag.key)}</span>
                    {isKnown(flag.key) && (
                      <span className="text-sm font-normal text-slate-700">{t(FLAG_TEXTS[flag.key])}</span>
                    )}
                    <code className="text-xs font-normal text-slate-600">{flag.key}</code>
                  </span>
                ),
              },
              {
                key: 'enabled',
                header: t('site.flagsEnabled'),
                render: (flag) => (
                  <SwitchField
                    hideLabel
                    label={nameOf(flag.key)}
                    isSelected={flag.enabled}
                    isDisabled={pending !== null}
                    onChange={(enabled) => actor.send({ type: 'flag.toggle', key: flag.key, enabled })}
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

/**
 * /lti for full admins: the tool's configuration, then the platform registrations with Add and Registration link
 * (ADR 386), and each row's actions menu (Edit, Delete).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LtiPlatform } from '../../domain/lti/lti';
import { deleteLtiPlatformById, ltiPlatformPages } from '../../machines/lti/ltiServices';
import { useHttp, useNotificationsActor } from '../AppContext';
import { FeatureLocked, FeatureLockedNotice, lockNoticeId } from '../classAccess/FeatureLockedNotice';
import { lockOf, useFeatureLocks } from '../classAccess/useFeatureLocks';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { RowActions } from '../ui/RowActions';
import { LtiPlatformFormDialog } from './LtiPlatformFormDialog';
import { LtiRegistrationLinkButton } from './LtiRegistrationLinkDialog';
import { LtiScoreSendsPanel } from './LtiScoreSendsPanel';
import { LtiToolPanel } from './LtiToolPanel';

type Editing = { readonly id: number | null } | null;

const PLATFORM_TARGET = { kind: 'ltiPlatform' } as const;

export function LtiPlatformListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const list = useUrlListActor(ltiPlatformPages(http), 20);
  const [editing, setEditing] = useState<Editing>(null);
  // The institution's grants may lock LTI (ADR 355): said calmly; Add waits.
  const lock = lockOf(useFeatureLocks(), 'lti');
  // A registration goes through the bulk outbox at once: hidden, a notice with Undo, sent when it ends (ADR 266).
  const { remover, hiddenRowKeys } = useUndoableListDelete(
    list,
    PLATFORM_TARGET,
    t('lti.deleted'),
    deleteLtiPlatformById(http),
    t('lti.deleteFailed'),
  );
  const close = useCallback(() => setEditing(null), []);
  const saved = useCallback(
    (created: boolean) => {
      notifications.send({
        type: 'notify.show',
        kind: 'success',
        message: created ? t('lti.created') : t('lti.updated'),
      });
      list.send({ type: 'list.reload' });
    },
    [list, notifications, t],
  );

  return (
    <ListScreen<LtiPlatform>
      list={list}
      remover={remover}
      hiddenRowKeys={hiddenRowKeys}
      title={t('lti.title')}
      actions={
        lock ? (
          <FeatureLocked lock={lock}>
            <Button disabled aria-describedby={lockNoticeId(lock)}>
              {t('lti.add')}
            </Button>
          </FeatureLocked>
        ) : (
          <>
            <LtiRegistrationLinkButton />
            <Button onClick={() => setEditing({ id: null })}>{t('lti.add')}</Button>
          </>
        )
      }
      beforeSearch={
        <>
          {lock && <FeatureLockedNotice lock={lock} />}
          <LtiScoreSendsPanel />
          <LtiToolPanel />
          <h2 className="text-lg font-semibold text-slate-900">{t('lti.platformsHeading')}</h2>
        </>
      }
      searchLabel={t('lti.search')}
      emptyText={t('lti.empty')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'issuer',
          header: t('lti.colIssuer'),
          sortKey: 'issuer',
          render: (row) => <span className="break-all">{row.issuer}</span>,
        },
        {
          key: 'clientId',
          header: t('lti.colClientId'),
          sortKey: 'clientId',
          render: (row) => <span className="break-all">{row.clientId}</span>,
        },
        {
          key: 'deployments',
          header: t('lti.colDeployments'),
          render: (row) => <span className="break-all">{row.deploymentIds.join(', ')}</span>,
        },
        {
          key: 'institution',
          userText: true,
          header: t('lti.colInstitution'),
          render: (row) => row.institutionTitle ?? t('lti.noInstitution'),
        },
      ]}
      actionsHeader={t('lti.colActions')}
      rowActions={(row) => (
        <RowActions
          label={t('list.rowActions', { name: row.issuer })}
          actions={[
            {
              key: 'edit',
              label: t('lti.editOne', { issuer: row.issuer }),
              onAction: () => setEditing({ id: row.id }),
            },
            {
              key: 'delete',
              label: t('lti.deleteOne', { issuer: row.issuer }),
              danger: true,
              onAction: () =>
                remover.send({ type: 'delete.request', target: { id: row.id, label: row.issuer } }),
            },
          ]}
        />
      )}
      afterTable={
        editing ? (
          <LtiPlatformFormDialog
            key={editing.id ?? 'new'}
            platformId={editing.id}
            onClose={close}
            onSaved={saved}
          />
        ) : null
      }
      deleteTexts={{
        title: t('lti.deleteTitle'),
        text: (name) => t('lti.deleteText', { name }),
        cancel: t('lti.cancel'),
        confirm: t('lti.delete'),
      }}
    />
  );
}

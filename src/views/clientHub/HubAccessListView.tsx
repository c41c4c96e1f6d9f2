/**
 * /client-hub-access (ADR 348): every institution's access to a hub label with its days, state and who granted it;
 * searched by institution, filtered by label and by current (in the URL); Grant a label, and on each row Change the
 * days and Revoke as the row's actions allow.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDayOf, type HubAccess, type HubLabel } from '../../domain/clientHub/clientHub';
import {
  ACCESS_FILTERS,
  accessPages,
  createHubRevokeServices,
  labelPages,
} from '../../machines/clientHub/clientHubServices';
import { hubRevokeMachine } from '../../machines/clientHub/hubRevokeMachine';
import { selectItems, selectListQuery } from '../../machines/shared/listMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useListActor, useUrlListActor } from '../shared/list/useListScreen';
import { useFormat } from '../shared/useFormat';
import { useMessage } from '../shared/useMessage';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { RowActions } from '../ui/RowActions';
import { SelectField } from '../ui/SelectField';
import { ClientHubNav } from './ClientHubNav';
import { HubDaysDialog } from './HubDaysDialog';
import { HubGrantDialog } from './HubGrantDialog';
import { RevokeAccessDialog } from './RevokeAccessDialog';

const URL_OPTIONS = { filterNames: Object.values(ACCESS_FILTERS) };

export function HubAccessListView() {
  const { t } = useTranslation();
  const format = useFormat();
  const message = useMessage();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const list = useUrlListActor(accessPages(http), 20, URL_OPTIONS);
  const filters = useSelector(list, selectListQuery).filters;
  const labels = useSelector(useListActor(labelPages(http), { pageSize: 100 }), selectItems<HubLabel>);
  const [granting, setGranting] = useState(false);
  const [changing, setChanging] = useState<number | null>(null);
  const notify = (kind: 'success' | 'error', text: string) =>
    notifications.send({ type: 'notify.show', kind, message: text });
  const reload = () => list.send({ type: 'list.reload' });
  const revoking = useActorRef(
    hubRevokeMachine.provide({
      actors: createHubRevokeServices(http),
      actions: {
        notifyRevoked: () => {
          notify('success', t('clientHub.revoked'));
          reload();
        },
        notifyRevokeFailed: (_, { error }) => {
          notify('error', message((error as Error).message) ?? '');
          reload();
        },
      },
    }),
    useActorOptions(),
  );
  const setFilter = (name: string, value: string) =>
    list.send({ type: 'list.filter', name, value: value === '' ? null : value });
  const nameOf = (row: HubAccess) =>
    t('clientHub.accessName', { label: row.labelName, institution: row.institutionTitle });

  return (
    <ListScreen<HubAccess>
      list={list}
      title={t('clientHub.accessTitle')}
      beforeSearch={<ClientHubNav current="access" />}
      actions={<Button onClick={() => setGranting(true)}>{t('clientHub.grantAdd')}</Button>}
      searchLabel={t('clientHub.accessSearch')}
      beforeTable={
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t('clientHub.filters')}</legend>
          <SelectField
            label={t('clientHub.filterLabel')}
            value={filters[ACCESS_FILTERS.label] ?? ''}
            placeholder={t('clientHub.filterLabelAll')}
            options={labels.map((label) => ({ value: String(label.id), label: label.name }))}
            onChange={(event) => setFilter(ACCESS_FILTERS.label, event.target.value)}
          />
          <SelectField
            label={t('clientHub.filterCurrent')}
            value={filters[ACCESS_FILTERS.current] ?? ''}
            placeholder={t('clientHub.filterCurrentAll')}
            options={[{ value: 'yes', label: t('clientHub.filterCurrentYes') }]}
            onChange={(event) => setFilter(ACCESS_FILTERS.current, event.target.value)}
          />
        </fieldset>
      }
      emptyText={t('clientHub.accessEmpty')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'institution',
          userText: true,
          rowHeader: true,
          header: t('clientHub.colInstitution'),
          sortKey: 'institution',
          render: (row) => row.institutionTitle,
        },
        {
          key: 'label',
          userText: true,
          header: t('clientHub.colLabel'),
          sortKey: 'label',
          render: (row) => row.labelName,
        },
        {
          key: 'starts',
          header: t('clientHub.colStarts'),
          sortKey: 'startsAt',
          render: (row) => format.calendarDay(row.startsAt.slice(0, 10)),
        },
        {
          key: 'ends',
          header: t('clientHub.colEnds'),
          sortKey: 'endsAt',
          render: (row) => format.calendarDay(lastDayOf(row.endsAt)),
        },
        {
          key: 'state',
          header: t('clientHub.colState'),
          render: (row) =>
            t(`clientHub.state_${row.state}`, { date: format.day(row.revokedAt ?? row.endsAt) }),
        },
        {
          key: 'staff',
          userText: true,
          header: t('clientHub.colStaff'),
          render: (row) => (row.staff.length > 0 ? row.staff.join(', ') : t('clientHub.staffAll')),
        },
        {
          key: 'grantedBy',
          userText: true,
          header: t('clientHub.colGrantedBy'),
          render: (row) => row.grantedBy ?? '',
        },
      ]}
      actionsHeader={t('clientHub.colActions')}
      rowActions={(row) => (
        <RowActions
          label={t('list.rowActions', { name: nameOf(row) })}
          actions={[
            ...(row.actions.includes('editDates')
              ? [
                  {
                    key: 'days',
                    label: t('clientHub.changeDaysOne', { name: nameOf(row) }),
                    onAction: () => setChanging(row.id),
                  },
                ]
              : []),
            ...(row.actions.includes('revoke')
              ? [
                  {
                    key: 'revoke',
                    label: t('clientHub.revokeOne', { name: nameOf(row) }),
                    danger: true,
                    onAction: () => revoking.send({ type: 'access.revoke', access: row }),
                  },
                ]
              : []),
          ]}
        />
      )}
      afterTable={
        <>
          {granting && <HubGrantDialog labels={labels} onClose={() => setGranting(false)} onSaved={reload} />}
          {changing !== null && (
            <HubDaysDialog accessId={changing} onClose={() => setChanging(null)} onSaved={reload} />
          )}
          <RevokeAccessDialog actor={revoking} />
        </>
      }
    />
  );
}

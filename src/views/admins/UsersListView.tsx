/**
 * /admins (super admins, ADR 245): every account, searched by name or e-mail, filtered by role, status, institution
 * and internal staff (kept in the URL), 20 per page, with its last sign-in and a menu of what the capability table
 * allows on it: change roles, deactivate or reactivate, mark or unmark internal staff.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../api/admins/usersContract';
import { ROLES } from '../../domain/access/roles';
import type { UserAction } from '../../domain/admins/users';
import { listQuery, PAGE_SIZE, type ListQuery } from '../../domain/shared/listQuery';
import { userActionsMachine, type SavedChange } from '../../machines/admins/userActionsMachine';
import { createUserActionServices, USER_FILTERS, userPages } from '../../machines/admins/userServices';
import { selectListQuery } from '../../machines/shared/listMachine';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useUrlListActor } from '../shared/list/useListScreen';
import type { ListUrlOptions } from '../shared/list/useListInUrl';
import { useFormat } from '../shared/useFormat';
import { ListScreen } from '../ui/ListScreen';
import { RowActions } from '../ui/RowActions';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { AdminsNav } from './AdminsNav';
import { isKnownRole, ROLE_LABEL_KEYS } from './roleLabels';
import { UserDialogs } from './UserDialogs';

const DEFAULTS: ListQuery = listQuery();
const URL_OPTIONS: ListUrlOptions = { defaults: DEFAULTS, filterNames: Object.values(USER_FILTERS) };

const ACTION_LABELS = {
  changeRoles: 'users.changeRoles',
  deactivate: 'users.deactivate',
  reactivate: 'users.reactivate',
  markStaff: 'users.markStaff',
  unmarkStaff: 'users.unmarkStaff',
} as const satisfies Record<UserAction, string>;

export function UsersListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const format = useFormat();
  const notifications = useNotificationsActor();
  const list = useUrlListActor(userPages(http), PAGE_SIZE.default, URL_OPTIONS);
  const filters = useSelector(list, selectListQuery).filters;
  const setFilter = (name: string, value: string) =>
    list.send({ type: 'list.filter', name, value: value.trim() === '' ? null : value });

  const machine = useMemo(
    () =>
      userActionsMachine.provide({
        ...createUserActionServices(http),
        actions: {
          notifySaved: (_, params: { user: ManagedUser; what: SavedChange }) =>
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: t(`users.saved_${params.what}`, { email: params.user.email }),
            }),
          notifyConflict: () =>
            notifications.send({ type: 'notify.show', kind: 'warning', message: t('users.conflict') }),
          notifyFailed: () =>
            notifications.send({ type: 'notify.show', kind: 'error', message: t('users.saveFailed') }),
        },
      }),
    [http, notifications, t],
  );
  const actions = useActorRef(machine, { input: { list }, ...useActorOptions() });

  const act = (user: ManagedUser, action: UserAction) => {
    if (action === 'changeRoles') actions.send({ type: 'user.editRoles', user });
    else if (action === 'deactivate' || action === 'reactivate')
      actions.send({ type: 'user.confirm', user, kind: action });
    else actions.send({ type: 'user.toggleStaff', user });
  };
  const roleNames = (roles: readonly string[]) =>
    roles.map((role) => (isKnownRole(role) ? t(ROLE_LABEL_KEYS[role]) : role)).join(', ');

  return (
    <ListScreen<ManagedUser>
      list={list}
      title={t('admins.title')}
      actions={null}
      beforeSearch={<AdminsNav />}
      searchLabel={t('users.search')}
      beforeTable={
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t('users.filters')}</legend>
          <SelectField
            label={t('users.role')}
            value={filters[USER_FILTERS.role] ?? ''}
            placeholder={t('users.roleAll')}
            options={ROLES.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }))}
            onChange={(event) => setFilter(USER_FILTERS.role, event.target.value)}
          />
          <SelectField
            label={t('users.status')}
            value={filters[USER_FILTERS.status] ?? ''}
            placeholder={t('users.statusAll')}
            options={[
              { value: 'active', label: t('users.statusActive') },
              { value: 'inactive', label: t('users.statusInactive') },
            ]}
            onChange={(event) => setFilter(USER_FILTERS.status, event.target.value)}
          />
          <SelectField
            label={t('users.staff')}
            value={filters[USER_FILTERS.internal] ?? ''}
            placeholder={t('users.staffAll')}
            options={[{ value: 'yes', label: t('users.staffInternal') }]}
            onChange={(event) => setFilter(USER_FILTERS.internal, event.target.value)}
          />
          <TextField
            label={t('users.institution')}
            name="institution"
            className="w-56"
            value={filters[USER_FILTERS.institution] ?? ''}
            onChange={(event) => setFilter(USER_FILTERS.institution, event.target.value)}
          />
        </fieldset>
      }
      afterTable={<UserDialogs actor={actions} />}
      emptyText={t('list.noListItems')}
      rowKey={(row) => row.id}
      actionsHeader={t('list.actions')}
      rowActions={(row) => (
        <RowActions
          label={t('users.actionMenu', { email: row.email })}
          actions={row.actions.map((action) => ({
            key: action,
            label: t(ACTION_LABELS[action]),
            // Deactivating signs the account out and is confirmed in red: set apart and in red here too.
            danger: action === 'deactivate',
            onAction: () => act(row, action),
          }))}
        />
      )}
      columns={[
        {
          key: 'email',
          header: t('users.columnEmail'),
          sortKey: 'email',
          rowHeader: true,
          render: (row) => (
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{row.email}</span>
              <span className="text-slate-700">
                <bdi>{`${row.firstName} ${row.lastName}`.trim()}</bdi>
              </span>
            </span>
          ),
        },
        {
          key: 'roles',
          header: t('users.columnRoles'),
          render: (row) => (
            <span className="flex flex-col gap-1">
              <span>{roleNames(row.roles) || t('users.none')}</span>
              {row.isInternal && (
                <span className="w-fit rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-900">
                  {t('users.staffYes')}
                </span>
              )}
            </span>
          ),
        },
        {
          key: 'institution',
          userText: true,
          header: t('users.columnInstitution'),
          render: (row) => row.institution?.title ?? t('users.none'),
        },
        {
          key: 'lastSignIn',
          header: t('users.columnLastSignIn'),
          sortKey: 'lastSignIn',
          render: (row) => (row.lastSignInAt ? format.dayTime(row.lastSignInAt) : t('users.never')),
        },
        {
          key: 'status',
          header: t('users.columnStatus'),
          render: (row) =>
            row.isActive ? (
              t('users.statusActive')
            ) : (
              <span className="font-medium text-red-800">{t('users.statusInactive')}</span>
            ),
        },
      ]}
    />
  );
}

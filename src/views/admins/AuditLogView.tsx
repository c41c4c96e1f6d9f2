/**
 * /admins/audit (super admins, ADR 245): every change made in Users management, newest first, 20 per page: when,
 * who made it, to which account, what changed, and what it was before and after. Searched by either e-mail.
 */
import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditState } from '../../api/admins/usersContract';
import { listQuery, PAGE_SIZE, type ListQuery } from '../../domain/shared/listQuery';
import { auditPages } from '../../machines/admins/userServices';
import { useHttp } from '../AppContext';
import { useUrlListActor } from '../shared/list/useListScreen';
import type { ListUrlOptions } from '../shared/list/useListInUrl';
import { useFormat } from '../shared/useFormat';
import { ListScreen } from '../ui/ListScreen';
import { AdminsNav } from './AdminsNav';
import { isKnownRole, ROLE_LABEL_KEYS } from './roleLabels';

const URL_OPTIONS: ListUrlOptions = { defaults: listQuery() as ListQuery, filterNames: [] };

export function AuditLogView() {
  const { t } = useTranslation();
  const http = useHttp();
  const format = useFormat();
  const list = useUrlListActor(auditPages(http), PAGE_SIZE.default, URL_OPTIONS);

  const stateText = (state: AuditState): string => {
    if (state.roles)
      return (
        state.roles.map((role) => (isKnownRole(role) ? t(ROLE_LABEL_KEYS[role]) : role)).join(', ') ||
        t('users.none')
      );
    if (state.isActive !== undefined)
      return t(state.isActive ? 'users.statusActive' : 'users.statusInactive');
    if (state.isStaff !== undefined) return t(state.isStaff ? 'users.staffYes' : 'users.staffNo');
    if (state.expiresAt) return t('users.linkUntil', { date: format.dayTime(state.expiresAt) });
    return '';
  };

  return (
    <ListScreen<AuditEntry>
      list={list}
      title={t('users.navAudit')}
      actions={null}
      beforeSearch={<AdminsNav />}
      searchLabel={t('users.auditSearch')}
      emptyText={t('list.noListItems')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'at',
          header: t('users.auditColumnWhen'),
          rowHeader: true,
          render: (row) => format.dayTime(row.at),
        },
        { key: 'actor', header: t('users.auditColumnWho'), render: (row) => row.actorEmail },
        { key: 'target', header: t('users.auditColumnAccount'), render: (row) => row.targetEmail },
        {
          key: 'action',
          header: t('users.auditColumnAction'),
          render: (row) => t(`users.audit_${row.action}`),
        },
        { key: 'before', header: t('users.auditColumnBefore'), render: (row) => stateText(row.before) },
        { key: 'after', header: t('users.auditColumnAfter'), render: (row) => stateText(row.after) },
      ]}
    />
  );
}

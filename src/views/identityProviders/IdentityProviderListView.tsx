/** /identity-providers: search by name; name, institution, issuer, e-mail domains, status; edit and delete. */
import { useTranslation } from 'react-i18next';
import type { IdentityProvider } from '../../domain/identityProviders/identityProviders';
import {
  deleteIdentityProviderById,
  identityProviderPages,
} from '../../machines/identityProviders/identityProviderServices';
import { useHttp } from '../AppContext';
import { ListRowActions } from '../shared/list/ListRowActions';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { ButtonLink } from '../ui/ButtonLink';
import { ListScreen } from '../ui/ListScreen';

const PROVIDER_TARGET = { kind: 'identityProvider' } as const;

export function IdentityProviderListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useUrlListActor(identityProviderPages(http), 20);
  // A provider goes through the bulk outbox at once: hidden, its notice with Undo, sent when it ends (ADR 266).
  const { remover, hiddenRowKeys } = useUndoableListDelete(
    list,
    PROVIDER_TARGET,
    t('identityProviders.deleted'),
    deleteIdentityProviderById(http),
    t('identityProviders.deleteFailed'),
  );

  return (
    <ListScreen<IdentityProvider>
      list={list}
      remover={remover}
      hiddenRowKeys={hiddenRowKeys}
      title={t('identityProviders.title')}
      actions={<ButtonLink href="/identity-providers/add">{t('identityProviders.add')}</ButtonLink>}
      searchLabel={t('identityProviders.search')}
      emptyText={t('identityProviders.empty')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          userText: true,
          header: t('identityProviders.nameHeader'),
          sortKey: 'name',
          render: (row) => row.name,
        },
        {
          key: 'institution',
          userText: true,
          header: t('identityProviders.institution'),
          sortKey: 'institution',
          render: (row) => row.institutionTitle,
        },
        {
          key: 'issuer',
          header: t('identityProviders.issuer'),
          render: (row) => <span className="break-all">{row.issuer}</span>,
        },
        {
          key: 'domains',
          header: t('identityProviders.emailDomains'),
          render: (row) => <span className="break-all">{row.emailDomains.join(', ')}</span>,
        },
        {
          key: 'status',
          header: t('identityProviders.status'),
          render: (row) =>
            row.enabled ? (
              <span className="text-green-800">{t('identityProviders.statusEnabled')}</span>
            ) : (
              <span className="text-slate-700">{t('identityProviders.statusDisabled')}</span>
            ),
        },
      ]}
      actionsHeader={t('identityProviders.actions')}
      rowActions={(row) => (
        <ListRowActions
          editHref={`/identity-providers/edit/${row.id}`}
          editLabel={t('identityProviders.editOne', { name: row.name })}
          remover={remover}
          target={{ id: row.id, label: row.name }}
          deleteLabel={t('identityProviders.deleteOne', { name: row.name })}
        />
      )}
      deleteTexts={{
        title: t('identityProviders.deleteTitle'),
        text: (name) => t('identityProviders.deleteText', { name }),
        cancel: t('identityProviders.cancel'),
        confirm: t('identityProviders.delete'),
      }}
    />
  );
}

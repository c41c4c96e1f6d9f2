/** /identity-providers: search by name; name, institution, issuer, e-mail domains, status; edit and delete. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { IdentityProvider } from '../../domain/identityProviders/identityProviders';
import {
  deleteIdentityProviderById,
  identityProviderPages,
} from '../../machines/identityProviders/identityProviderServices';
import { useHttp, useNotificationsActor } from '../AppContext';
import { useListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { Icon } from '../ui/icons';

export function IdentityProviderListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const list = useUrlListActor(identityProviderPages(http), 20);
  const remover = useListDelete(list, deleteIdentityProviderById(http), {
    deleted: () =>
      notifications.send({ type: 'notify.show', kind: 'info', message: t('identityProviders.deleted') }),
    failed: () =>
      notifications.send({
        type: 'notify.show',
        kind: 'error',
        message: t('identityProviders.deleteFailed'),
      }),
  });

  return (
    <ListScreen<IdentityProvider>
      list={list}
      remover={remover}
      title={t('identityProviders.title')}
      actions={
        <Link
          href="/identity-providers/add"
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          {t('identityProviders.add')}
        </Link>
      }
      searchLabel={t('identityProviders.search')}
      emptyText={t('identityProviders.empty')}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          header: t('identityProviders.nameHeader'),
          sortKey: 'name',
          render: (row) => row.name,
        },
        {
          key: 'institution',
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
        <div className="flex gap-2">
          <Link
            href={`/identity-providers/edit/${row.id}`}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm text-sky-800 hover:bg-slate-50"
            aria-label={t('identityProviders.editOne', { name: row.name })}
          >
            <Icon name="pencil" className="size-4" />
          </Link>
          <Button
            variant="ghost"
            className="px-3 py-1 text-red-800"
            aria-label={t('identityProviders.deleteOne', { name: row.name })}
            onClick={() => remover.send({ type: 'delete.ask', target: { id: row.id, label: row.name } })}
          >
            <Icon name="trash" className="size-4" />
          </Button>
        </div>
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

/** /sponsors: search by name, sortable Company Name, ticks for logo and video, assigned count, edit and delete. */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SPONSOR_MESSAGES, type SponsorListItem } from '../../domain/sponsors/sponsors';
import { deleteSponsorById, sponsorPages } from '../../machines/sponsors/sponsorServices';
import { useHttp, useNotificationsActor } from '../AppContext';
import { useListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { plainName, SafeHtml } from './SafeHtml';
import { Icon } from '../ui/icons';

function Tick({ on }: { readonly on: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={on ? 'text-green-800' : 'text-red-800'}>
      <Icon name={on ? 'check' : 'close'} className="inline size-4" />
      <span className="sr-only">{on ? t('site.sponsorsYes') : t('site.sponsorsNo')}</span>
    </span>
  );
}

export function SponsorListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const list = useUrlListActor(sponsorPages(http), 20);
  const remover = useListDelete(list, deleteSponsorById(http), {
    deleted: () =>
      notifications.send({ type: 'notify.show', kind: 'info', message: SPONSOR_MESSAGES.deleted }),
    failed: () =>
      notifications.send({ type: 'notify.show', kind: 'error', message: SPONSOR_MESSAGES.deleteFailed }),
  });

  return (
    <ListScreen<SponsorListItem>
      list={list}
      remover={remover}
      title={t('site.sponsorsTitle')}
      actions={
        <Link
          href="/sponsors/add"
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          {t('site.sponsorsAdd')}
        </Link>
      }
      searchLabel={t('site.sponsorsSearch')}
      emptyText={SPONSOR_MESSAGES.emptyList}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          header: t('site.sponsorsCompanyName'),
          sortKey: 'company_name',
          render: (row) => <SafeHtml html={row.companyName} />,
        },
        {
          key: 'url',
          header: t('site.sponsorsCompanyUrl'),
          render: (row) => <span className="break-all">{row.companyUrl}</span>,
        },
        {
          key: 'logo',
          header: t('site.sponsorsLogo'),
          render: (row) => <Tick on={row.logoUrl !== null} />,
        },
        {
          key: 'video',
          header: t('site.sponsorsVideo'),
          render: (row) => <Tick on={row.videoUrl !== null} />,
        },
        { key: 'count', header: t('site.sponsorsAssigned'), render: (row) => row.countOfArticles },
      ]}
      actionsHeader={t('site.sponsorsActions')}
      rowActions={(row) => (
        <div className="flex gap-2">
          <Link
            href={`/sponsors/edit/${row.id}`}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm text-sky-800 hover:bg-slate-50"
            aria-label={t('site.sponsorsEditOne', { name: plainName(row.companyName) })}
          >
            <Icon name="pencil" className="size-4" />
          </Link>
          <Button
            variant="ghost"
            className="px-3 py-1 text-red-800"
            aria-label={t('site.sponsorsDeleteOne', { name: plainName(row.companyName) })}
            onClick={() =>
              remover.send({
                type: 'delete.ask',
                target: { id: row.id, label: plainName(row.companyName) },
              })
            }
          >
            <Icon name="trash" className="size-4" />
          </Button>
        </div>
      )}
      deleteTexts={{
        title: t('site.sponsorsDeleteTitle'),
        text: (name) => t('site.sponsorsDeleteText', { name }),
        cancel: t('site.cancel'),
        confirm: t('site.sponsorsDelete'),
      }}
    />
  );
}

/** /sponsors: search by name, sortable Company Name, ticks for logo and video, assigned count, edit and delete. */
import { useTranslation } from 'react-i18next';
import { SPONSOR_MESSAGES, type SponsorListItem } from '../../domain/sponsors/sponsors';
import { deleteSponsorById, sponsorPages } from '../../machines/sponsors/sponsorServices';
import { useHttp } from '../AppContext';
import { ListRowActions } from '../shared/list/ListRowActions';
import { useUndoableListDelete, useUrlListActor } from '../shared/list/useListScreen';
import { ButtonLink } from '../ui/ButtonLink';
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

const SPONSOR_TARGET = { kind: 'sponsor' } as const;

export function SponsorListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const list = useUrlListActor(sponsorPages(http), 20);
  // A sponsor goes through the bulk outbox: hidden at once, its notice with Undo, sent when it ends (ADRs 266, 351).
  const { remover, hiddenRowKeys } = useUndoableListDelete(
    list,
    SPONSOR_TARGET,
    SPONSOR_MESSAGES.deleted,
    deleteSponsorById(http),
    SPONSOR_MESSAGES.deleteFailed,
  );

  return (
    <ListScreen<SponsorListItem>
      list={list}
      remover={remover}
      hiddenRowKeys={hiddenRowKeys}
      title={t('site.sponsorsTitle')}
      actions={<ButtonLink href="/sponsors/add">{t('site.sponsorsAdd')}</ButtonLink>}
      searchLabel={t('site.sponsorsSearch')}
      emptyText={SPONSOR_MESSAGES.emptyList}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          userText: true,
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
      rowActions={(row) => {
        const name = plainName(row.companyName);
        return (
          <ListRowActions
            editHref={`/sponsors/edit/${row.id}`}
            editLabel={t('site.sponsorsEditOne', { name })}
            remover={remover}
            target={{ id: row.id, label: name }}
            deleteLabel={t('site.sponsorsDeleteOne', { name })}
          />
        );
      }}
      deleteTexts={{
        title: t('site.sponsorsDeleteTitle'),
        text: (name) => t('site.sponsorsDeleteText', { name }),
        cancel: t('site.cancel'),
        confirm: t('site.sponsorsDelete'),
      }}
    />
  );
}

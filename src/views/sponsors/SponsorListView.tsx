/** /sponsors: search by name, sortable Company Name, ticks for logo and video, assigned count, edit and delete. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listQuery } from '../../domain/listQuery';
import { SPONSOR_MESSAGES, type SponsorListItem } from '../../domain/sponsors';
import { listMachine } from '../../machines/listMachine';
import {
  selectDeleteTarget,
  selectIsAsking,
  selectIsDeleting,
  confirmDeleteMachine,
} from '../../machines/confirmDeleteMachine';
import { deleteSponsorById, sponsorPages } from '../../machines/sponsorServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { ListSearchField } from '../list/ListSearchField';
import { ListTable } from '../list/ListTable';
import { useListInUrl, useQueryFromUrl } from '../list/useListInUrl';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useDocumentTitle } from '../useDocumentTitle';
import { plainName, SafeHtml } from './SafeHtml';

function Tick({ on }: { readonly on: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={on ? 'text-green-800' : 'text-red-800'}>
      <span aria-hidden="true">{on ? '✓' : '✗'}</span>
      <span className="sr-only">{on ? t('site.sponsorsYes') : t('site.sponsorsNo')}</span>
    </span>
  );
}

export function SponsorListView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const initialQuery = useQueryFromUrl();
  const list = useActorRef(listMachine, {
    input: { fetchPage: sponsorPages(http), pageSize: 20, initialQuery: listQuery(initialQuery) },
    ...options,
  });
  useListInUrl(list);
  const deleteLogic = useMemo(
    () =>
      confirmDeleteMachine.provide({
        actors: { deleteTarget: deleteSponsorById(http) },
        actions: {
          deleted: () => {
            notifications.send({ type: 'notify.show', kind: 'info', message: SPONSOR_MESSAGES.deleted });
            list.send({ type: 'list.reload' });
          },
          notifyFailed: () =>
            notifications.send({
              type: 'notify.show',
              kind: 'error',
              message: SPONSOR_MESSAGES.deleteFailed,
            }),
        },
      }),
    [http, notifications, list],
  );
  const remover = useActorRef(deleteLogic, options);
  const target = useSelector(remover, selectDeleteTarget);
  const asking = useSelector(remover, selectIsAsking);
  const deleting = useSelector(remover, selectIsDeleting);
  useDocumentTitle(t('site.sponsorsTitle'));

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('site.sponsorsTitle')}</h1>
        <Link
          href="/sponsors/add"
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          {t('site.sponsorsAdd')}
        </Link>
      </div>
      <ListSearchField actorRef={list} label={t('site.sponsorsSearch')} className="max-w-sm" />
      <ListTable<SponsorListItem>
        actorRef={list}
        label={t('site.sponsorsTitle')}
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
              ✎
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
              🗑
            </Button>
          </div>
        )}
      />
      <Dialog
        open={asking}
        onClose={() => remover.send({ type: 'delete.cancel' })}
        title={t('site.sponsorsDeleteTitle')}
        role="alertdialog"
        description={t('site.sponsorsDeleteText', { name: target?.label ?? '' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => remover.send({ type: 'delete.cancel' })}>
              {t('site.cancel')}
            </Button>
            <Button variant="danger" busy={deleting} onClick={() => remover.send({ type: 'delete.confirm' })}>
              {t('site.sponsorsDelete')}
            </Button>
          </>
        }
      />
    </section>
  );
}

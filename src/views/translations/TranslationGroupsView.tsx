/** /translations/groups 'Translation Groups': Group Key, Title, Is Active, edit and delete; search; Add. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PAGE_SIZE } from '../../domain/listQuery';
import type { TranslationGroup } from '../../domain/translations';
import { listMachine } from '../../machines/listMachine';
import {
  confirmDeleteMachine,
  selectDeleteTarget,
  selectIsAsking,
  selectIsDeleting,
} from '../../machines/confirmDeleteMachine';
import {
  createTranslationGroupServices,
  groupPages,
  translationNotices,
} from '../../machines/translationServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { ListSearchField } from '../list/ListSearchField';
import { ListTable } from '../list/ListTable';
import { useListInUrl, useQueryFromUrl } from '../list/useListInUrl';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useDocumentTitle } from '../useDocumentTitle';
import { PencilIcon, TrashIcon } from './TranslationIcons';

const LINK =
  'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-sky-600';

export function TranslationGroupsView() {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const initialQuery = useQueryFromUrl();
  const list = useActorRef(listMachine, {
    input: { fetchPage: groupPages(http), pageSize: PAGE_SIZE.default, initialQuery },
    ...options,
  });
  useListInUrl(list);
  const deleteLogic = useMemo(() => {
    const notices = translationNotices(notifications);
    return confirmDeleteMachine.provide({
      actors: { deleteTarget: createTranslationGroupServices(http).deleteGroup },
      actions: {
        deleted: () => {
          notices.notifyGroupDeleted();
          list.send({ type: 'list.reload' });
        },
        notifyFailed: notices.notifyGroupDeleteFailed,
      },
    });
  }, [http, notifications, list]);
  const remover = useActorRef(deleteLogic, options);
  const target = useSelector(remover, selectDeleteTarget);
  const asking = useSelector(remover, selectIsAsking);
  const deleting = useSelector(remover, selectIsDeleting);
  useDocumentTitle(t('translations.groupsTitle'));

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('translations.groupsTitle')}</h1>
        <div className="flex items-center gap-3">
          <Link
            href="/translations"
            className={`${LINK} border border-slate-300 text-sky-800 hover:bg-slate-50`}
          >
            {t('translations.groupsBack')}
          </Link>
          <Link href="/translations/groups/add" className={`${LINK} bg-sky-700 text-white hover:bg-sky-800`}>
            {t('translations.groupsAdd')}
          </Link>
        </div>
      </div>
      <ListSearchField actorRef={list} label={t('translations.groupsSearch')} className="max-w-sm" />
      <ListTable<TranslationGroup>
        actorRef={list}
        sortable={false}
        label={t('translations.groupsTitle')}
        emptyText={t('translations.groupsEmpty')}
        rowKey={(row) => row.id}
        columns={[
          {
            key: 'key',
            header: t('translations.groupsKey'),
            render: (row) => <span className="font-mono text-xs">{row.key}</span>,
          },
          { key: 'title', header: t('translations.groupsTitleColumn'), render: (row) => row.title },
          {
            key: 'active',
            header: t('translations.groupsActive'),
            render: (row) => (
              <span className={row.isActive ? 'text-green-800' : 'text-slate-600'}>
                {row.isActive ? t('translations.groupsYes') : t('translations.groupsNo')}
              </span>
            ),
          },
        ]}
        rowActions={(row) => (
          <div className="flex justify-end gap-2">
            <Link
              href={`/translations/groups/edit/${row.id}`}
              className="inline-flex items-center rounded-md border border-slate-300 px-3 py-1.5 text-sky-800 hover:bg-slate-50"
              aria-label={t('translations.groupsEditOne', { key: row.key })}
            >
              <PencilIcon />
            </Link>
            <Button
              variant="ghost"
              className="px-3 py-1 text-red-800"
              aria-label={t('translations.groupsDeleteOne', { key: row.key })}
              onClick={() => remover.send({ type: 'delete.ask', target: { id: row.id, label: row.key } })}
            >
              <TrashIcon />
            </Button>
          </div>
        )}
      />
      <Dialog
        open={asking}
        onClose={() => !deleting && remover.send({ type: 'delete.cancel' })}
        title={t('translations.groupsDeleteTitle')}
        role="alertdialog"
        description={t('translations.groupsDeleteText', { key: target?.label ?? '' })}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={deleting}
              onClick={() => remover.send({ type: 'delete.cancel' })}
            >
              {t('translations.cancel')}
            </Button>
            <Button variant="danger" busy={deleting} onClick={() => remover.send({ type: 'delete.confirm' })}>
              {t('translations.groupsDelete')}
            </Button>
          </>
        }
      />
    </section>
  );
}

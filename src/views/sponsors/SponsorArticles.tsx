/**
 * Edit Sponsor's assigned articles: pages of ten, each row's Remove in its actions menu (ADR 267), and the assign
 * dialog. Its own machine beside the form.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listQuery } from '../../domain/shared/listQuery';
import {
  formatListDate,
  pageCount,
  pageOf,
  SPONSOR_MESSAGES,
  type Sponsor,
} from '../../domain/sponsors/sponsors';
import {
  selectArticlesBusy,
  selectArticlesPage,
  sponsorArticlesMachine,
} from '../../machines/sponsors/sponsorArticlesMachine';
import { candidatePages, createSponsorArticlesServices } from '../../machines/sponsors/sponsorServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useListActor } from '../shared/list/useListScreen';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { Pagination } from '../ui/Pagination';
import { RowActions } from '../ui/RowActions';
import { AssignArticlesDialog } from './AssignArticlesDialog';
import { useFormat } from '../shared/useFormat';

export function SponsorArticles({
  sponsor,
  onChanged,
}: {
  readonly sponsor: Sponsor;
  /** The sponsor as the server holds it after a change, for the form. */
  readonly onChanged: (sponsor: Sponsor) => void;
}) {
  const { t } = useTranslation();
  const { code } = useFormat();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const [assignOpen, setAssignOpen] = useState(false);
  const candidates = useListActor(candidatePages(http), {
    pageSize: 20,
    initialQuery: listQuery(),
    debounceMs: 300,
  });
  const notify = useCallback(
    (kind: 'info' | 'error', message: string) => notifications.send({ type: 'notify.show', kind, message }),
    [notifications],
  );
  const logic = useMemo(
    () =>
      sponsorArticlesMachine.provide({
        actors: createSponsorArticlesServices(http),
        actions: {
          sponsorChanged: (_, changed) => onChanged(changed),
          notifyRemoved: () => notify('info', SPONSOR_MESSAGES.removed),
          notifyRemoveFailed: () => notify('error', SPONSOR_MESSAGES.removeFailed),
          notifyAssigned: () => notify('info', SPONSOR_MESSAGES.added),
          notifyAssignFailed: (_, message) => notify('error', message ?? SPONSOR_MESSAGES.addFailed),
          refreshCandidates: () => candidates.send({ type: 'list.reload' }),
        },
      }),
    [http, notify, candidates, onChanged],
  );
  const actor = useActorRef(logic, { input: { sponsorId: sponsor.id }, ...useActorOptions() });
  const page = useSelector(actor, selectArticlesPage);
  const busy = useSelector(actor, selectArticlesBusy);
  const articles = sponsor.articleList;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold text-slate-900">{t('site.articlesTitle')}</h2>
        <Button onClick={() => setAssignOpen(true)}>{t('site.articlesAssign')}</Button>
      </div>
      <DataTable
        label={t('site.articlesTitle')}
        rows={pageOf(articles, page)}
        rowKey={(row) => row.id}
        emptyText={SPONSOR_MESSAGES.noAssigned}
        columns={[
          { key: 'id', header: t('site.articlesId'), render: (row) => row.id },
          { key: 'title', header: t('site.articlesTitleColumn'), userText: true, render: (row) => row.title },
          {
            key: 'added',
            header: t('site.articlesAddedOn'),
            render: (row) => formatListDate(row.createdAt, code),
          },
          {
            key: 'active',
            header: t('site.articlesActive'),
            render: (row) => (row.isActive ? t('site.sponsorsYes') : t('site.sponsorsNo')),
          },
        ]}
        actionsHeader={t('site.articlesRemove')}
        rowActions={(row) => (
          <RowActions
            label={t('list.rowActions', { name: row.title })}
            actions={[
              {
                key: 'remove',
                label: t('site.articlesRemove'),
                danger: true,
                disabled: busy,
                onAction: () => actor.send({ type: 'article.remove', articleId: row.id }),
              },
            ]}
          />
        )}
      />
      {pageCount(articles.length) > 1 && (
        <Pagination
          page={page}
          totalPages={pageCount(articles.length)}
          onPage={(next) => actor.send({ type: 'articles.page', page: next })}
        />
      )}
      <AssignArticlesDialog
        open={assignOpen}
        onClose={() => setAssignOpen(false)}
        list={candidates}
        sponsor={sponsor}
        busy={busy}
        onAssign={(articleId) => actor.send({ type: 'article.assign', articleId })}
      />
    </div>
  );
}

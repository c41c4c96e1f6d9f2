/** Add New Sponsor / Edit Sponsor: the form, and on edit the uploads, assigned articles and the assign dialog. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { formatListDate, pageCount, pageOf, SPONSOR_MESSAGES, type Sponsor } from '../../domain/sponsors';
import { listQuery } from '../../domain/listQuery';
import { useListActor } from '../list/useListScreen';
import {
  selectArticlesPage,
  selectConflict,
  selectIsBusy,
  selectIsLoading,
  selectIsSaving,
  selectIsSponsorDirty,
  selectLoadFailed,
  selectSponsor,
  selectSponsorErrors,
  selectSponsorForm,
  sponsorFormMachine,
} from '../../machines/sponsorFormMachine';
import { candidatePages, createSponsorFormServices } from '../../machines/sponsorServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { DataTable } from '../ui/DataTable';
import { FormScreen } from '../ui/FormScreen';
import { Pagination } from '../ui/Pagination';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../useDocumentTitle';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { AssignArticlesDialog } from './AssignArticlesDialog';
import { SponsorUpload } from './SponsorUpload';

export function SponsorFormView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const [assignOpen, setAssignOpen] = useState(false);
  const candidates = useListActor(candidatePages(http), {
    pageSize: 20,
    initialQuery: listQuery(),
    debounceMs: 300,
  });
  const notify = useCallback(
    (kind: 'success' | 'info' | 'error', message: string) =>
      notifications.send({ type: 'notify.show', kind, message }),
    [notifications],
  );
  const machine = useMemo(
    () =>
      sponsorFormMachine.provide({
        actors: createSponsorFormServices(http),
        actions: {
          goToEdit: (_, newId) => navigate(`/sponsors/edit/${newId}`, { replace: true }),
          notifyUpdated: () => notify('success', SPONSOR_MESSAGES.updated),
          notifyUpdateFailed: () => notify('error', SPONSOR_MESSAGES.updateFailed),
          notifyRemoved: () => notify('info', SPONSOR_MESSAGES.removed),
          notifyRemoveFailed: () => notify('error', SPONSOR_MESSAGES.removeFailed),
          notifyAssigned: () => notify('info', SPONSOR_MESSAGES.added),
          notifyAssignFailed: (_, message) => notify('error', message ?? SPONSOR_MESSAGES.addFailed),
          refreshCandidates: () => candidates.send({ type: 'list.reload' }),
        },
      }),
    [http, navigate, notify, candidates],
  );
  const actor = useActorRef(machine, { input: { id }, ...options });
  useEffect(() => actor.send({ type: 'sponsor.open' }), [actor]);
  const form = useSelector(actor, selectSponsorForm);
  const errors = useSelector(actor, selectSponsorErrors);
  const sponsor = useSelector(actor, selectSponsor);
  const saving = useSelector(actor, selectIsSaving);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const busy = useSelector(actor, selectIsBusy);
  const page = useSelector(actor, selectArticlesPage);
  const dirty = useSelector(actor, selectIsSponsorDirty);
  const conflict = useSelector(actor, selectConflict);
  useUnsavedChanges('sponsor-form', dirty);
  const title = id === null ? t('site.sponsorsAdd') : t('site.sponsorsEdit');
  // Also while loading or failed, before the form screen shows.
  useDocumentTitle(title);
  const onUploaded = useCallback(
    (updated: Sponsor) => actor.send({ type: 'sponsor.updated', sponsor: updated }),
    [actor],
  );

  // SPEC section 8: a sponsor that cannot be loaded (400 or above) goes to the error screen (the app's error boundary).
  if (failed) throw new Error('The sponsor could not be loaded');
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;
  const articles = sponsor?.articleList ?? [];

  return (
    <FormScreen
      title={title}
      backLabel={t('site.back')}
      onBack={() => navigate('/sponsors')}
      onSubmit={() => actor.send({ type: 'sponsor.save' })}
      conflict={conflict}
      busy={busy}
      onReload={() => actor.send({ type: 'conflict.reload' })}
      onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('site.sponsorsCreate') : t('site.save')}
        </Button>
      }
      after={
        sponsor &&
        id !== null && (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <SponsorUpload sponsor={sponsor} kind="video" onUploaded={onUploaded} />
              <SponsorUpload sponsor={sponsor} kind="logo" onUploaded={onUploaded} />
            </div>
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
                  { key: 'title', header: t('site.articlesTitleColumn'), render: (row) => row.title },
                  {
                    key: 'added',
                    header: t('site.articlesAddedOn'),
                    render: (row) => formatListDate(row.createdAt),
                  },
                  {
                    key: 'active',
                    header: t('site.articlesActive'),
                    render: (row) => (row.isActive ? t('site.sponsorsYes') : t('site.sponsorsNo')),
                  },
                ]}
                actionsHeader={t('site.articlesRemove')}
                rowActions={(row) => (
                  <Button
                    variant="ghost"
                    className="text-red-800"
                    disabled={busy}
                    aria-label={t('site.articlesRemoveOne', { id: row.id })}
                    onClick={() => actor.send({ type: 'article.remove', articleId: row.id })}
                  >
                    {t('site.articlesRemove')}
                  </Button>
                )}
              />
              {pageCount(articles.length) > 1 && (
                <Pagination
                  page={page}
                  totalPages={pageCount(articles.length)}
                  onPage={(next) => actor.send({ type: 'articles.page', page: next })}
                />
              )}
            </div>
            <AssignArticlesDialog
              open={assignOpen}
              onClose={() => setAssignOpen(false)}
              list={candidates}
              sponsor={sponsor}
              busy={busy}
              onAssign={(articleId) => actor.send({ type: 'article.assign', articleId })}
            />
          </>
        )
      }
    >
      <TextField
        label={t('site.sponsorsCompanyName')}
        name="companyName"
        value={form.companyName}
        error={errors.companyName?.[0]}
        onChange={(event) =>
          actor.send({ type: 'sponsor.change', patch: { companyName: event.target.value } })
        }
      />
      <TextField
        label={t('site.sponsorsCompanyUrl')}
        name="companyUrl"
        type="url"
        value={form.companyUrl}
        error={errors.companyUrl?.[0]}
        onChange={(event) =>
          actor.send({ type: 'sponsor.change', patch: { companyUrl: event.target.value } })
        }
      />
    </FormScreen>
  );
}

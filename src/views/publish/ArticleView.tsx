/**
 * /publish/new and /publish/article/{id} (ADR 314, 315): the article's form on the one form lifecycle (Save on its
 * version, Reload or Keep mine on a 409), then its status with the steps open to the caller, its media, the
 * preview in the console's own player and its history. Uploads, removals and steps hand the article back to the
 * form, which takes its new version.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskArticle } from '../../domain/publish/deskArticle';
import { DESK_ROUTES } from '../../domain/publish/deskQuery';
import { articleActionsMachine } from '../../machines/publish/articleActionsMachine';
import {
  articleForm,
  articleFormMachine,
  selectEditable,
  selectReadOnlyReason,
  selectStepOffers,
} from '../../machines/publish/articleFormMachine';
import {
  createArticleActionsServices,
  createArticleFormServices,
} from '../../machines/publish/publishServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';
import { Button } from '../ui/Button';
import { FormScreen } from '../ui/FormScreen';
import { ArticleFields } from './ArticleFields';
import { ArticleHistory } from './ArticleHistory';
import { ArticleMedia } from './ArticleMedia';
import { ArticlePreview } from './ArticlePreview';
import { takenKey } from './deskLabels';
import { LifecycleBar } from './LifecycleBar';
import { useDeskOptions } from './useDeskOptions';

export function ArticleView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useDeskOptions();
  const form = useFormActor(articleFormMachine, id, ({ notify, navigate }) => ({
    actors: createArticleFormServices(http),
    actions: {
      // A create goes to the new article's page, where its media are uploaded.
      notifySaved: (_, { created, record }) => {
        notify('success', created ? t('publish.created') : t('publish.saved'));
        if (created) navigate(DESK_ROUTES.article((record as DeskArticle).id), { replace: true });
      },
      notifySaveFailed: () => notify('error', t('publish.saveFailed')),
      notifyTheirsUnread: () => notify('error', t('publish.saveFailed')),
    },
  }));
  const changed = useCallback(
    (article: DeskArticle) => form.send({ type: 'record.changed', record: article }),
    [form],
  );
  const actionsLogic = useMemo(() => {
    const notify = (kind: 'success' | 'error' | 'warning', message: string) =>
      notifications.send({ type: 'notify.show', kind, message });
    return articleActionsMachine.provide({
      actors: createArticleActionsServices(http),
      actions: {
        articleChanged: (_, article) => changed(article),
        notifyStepTaken: (_, step) => notify('success', t(takenKey(step))),
        notifyStale: () => notify('warning', t('publish.stepStale')),
        notifySubtitlesRemoved: () => notify('success', t('publish.subtitlesRemoved')),
        notifyRemoveFailed: () => notify('error', t('publish.removeFailed')),
      },
    });
  }, [http, notifications, changed, t]);
  const actions = useActorRef(actionsLogic, { input: { articleId: id ?? 0 }, ...useActorOptions() });
  const values = useSelector(form, articleForm.selectValues);
  const errors = useSelector(form, articleForm.selectErrors);
  const article = useSelector(form, articleForm.selectRecord);
  const dirty = useSelector(form, articleForm.selectIsDirty);
  const offers = useSelector(form, selectStepOffers, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const { failed, notFound, loading, saving, screen } = useFormScreen(form, {
    title: id === null ? t('publish.newTitle') : article?.title || t('publish.editTitle'),
    unsavedId: 'article-form',
    selectIsDirty: articleForm.selectIsDirty,
  });
  const editable = useSelector(form, selectEditable);
  const readOnly = useSelector(form, selectReadOnlyReason);

  return (
    <FormScreen
      {...screen}
      backLabel={t('publish.back')}
      list={{ href: DESK_ROUTES.list, title: t('publish.listTitle') }}
      loading={loading}
      notFoundText={t('publish.notFound')}
      failure={
        failed && !notFound ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
            <span>{t('publish.loadFailed')}</span>
            <Button variant="secondary" onClick={() => form.send({ type: 'form.retry' })}>
              {t('publish.retry')}
            </Button>
          </div>
        ) : undefined
      }
      actions={
        editable && (
          <Button type="submit" busy={saving}>
            {id === null ? t('publish.create') : t('publish.save')}
          </Button>
        )
      }
      before={article && <LifecycleBar article={article} offers={offers} dirty={dirty} actions={actions} />}
      after={
        article ? (
          <>
            <ArticleMedia article={article} actions={actions} onChanged={changed} />
            <ArticlePreview article={article} />
            <ArticleHistory history={article.history} />
          </>
        ) : (
          <p className="text-sm text-slate-700">{t('publish.mediaAfterCreate')}</p>
        )
      }
    >
      {readOnly && (
        <p
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {readOnly === 'locked' ? t('publish.locked') : t('publish.readOnly')}
        </p>
      )}
      <ArticleFields
        values={values}
        errors={errors}
        options={options}
        editable={editable}
        onChange={(patch) => form.send({ type: 'form.change', patch })}
        onEdit={(edit) => form.send({ type: 'form.edit', edit })}
      />
    </FormScreen>
  );
}

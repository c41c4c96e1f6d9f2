/**
 * Add article: the Add Video dialog's article search (its machine, 12 results a page, typing waits 300 ms) without
 * a label; articles already in the playlist are greyed and cannot be picked.
 */
import { useSelector } from '@xstate/react';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleCard } from '../../api/contentContract';
import {
  addVideoDialogMachine,
  selectNoMatch,
  selectResults,
  selectTotalPages,
} from '../../machines/addVideoDialogMachine';
import { createAddVideoServices } from '../../machines/quizEditorServices';
import { useHttp, useNotificationsActor } from '../AppContext';
import { Pager } from '../quiz/editor/dialogs/Pager';
import { useDialogActor } from '../quiz/editor/dialogs/useDialogActor';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { Dialog } from '../ui/Dialog';

export interface PlaylistArticleDialogProps {
  readonly addedArticleIds: readonly number[];
  readonly onClose: (article: ArticleCard | null) => void;
}

export function PlaylistArticleDialog({ addedArticleIds, onClose }: PlaylistArticleDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const logic = useMemo(
    () => addVideoDialogMachine.provide(createAddVideoServices(http, notifications)),
    [http, notifications],
  );
  const actor = useDialogActor(
    logic,
    {
      addedArticleIds,
      labels: [],
      labelRequired: false,
      initialLabelId: null,
      today: format(new Date(), 'yyyy-MM-dd'),
    },
    (output) => onClose(output?.article ?? null),
  );
  const query = useSelector(actor, (s) => s.context.query);
  const page = useSelector(actor, (s) => s.context.page);
  const results = useSelector(actor, selectResults);
  const pages = useSelector(actor, selectTotalPages);
  const noMatch = useSelector(actor, selectNoMatch);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.hasTag('error'));

  return (
    <Dialog
      open
      onClose={() => actor.send({ type: 'dialog.cancel' })}
      title={t('playlists.articleDialogTitle')}
      size="lg"
    >
      <div className="mt-4 flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t('playlists.articleDialogSearch')}
          <input
            type="search"
            className="rounded-md border border-slate-400 px-3 py-2"
            value={query}
            onChange={(event) => actor.send({ type: 'search.type', query: event.target.value })}
          />
        </label>
        {failed && (
          <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
            {t('playlists.articleDialogFailed')}
            <Button variant="secondary" onClick={() => actor.send({ type: 'search.retry' })}>
              {t('playlists.articleDialogRetry')}
            </Button>
          </div>
        )}
        <div aria-busy={busy} aria-live="polite" className="max-h-[55vh] overflow-y-auto">
          {noMatch && <p className="p-4 text-center text-slate-700">{t('playlists.articleDialogNoMatch')}</p>}
          <ul className="flex flex-col gap-2">
            {results.map((article) => {
              const added = addedArticleIds.includes(article.id);
              return (
                <li key={article.id} className="flex flex-col gap-1">
                  <button
                    type="button"
                    aria-disabled={added || undefined}
                    aria-describedby={added ? `added-${article.id}` : undefined}
                    onClick={() => actor.send({ type: 'article.choose', article })}
                    className={cx(
                      'flex w-full items-center gap-3 rounded-md border p-2 text-left',
                      added
                        ? 'cursor-not-allowed border-slate-200 opacity-60'
                        : 'border-slate-300 hover:border-sky-700',
                    )}
                  >
                    <img
                      src={article.images.short}
                      alt=""
                      className="aspect-video w-24 shrink-0 rounded object-cover"
                    />
                    <span className="text-sm font-medium text-slate-900">{article.title}</span>
                  </button>
                  {added && (
                    <span id={`added-${article.id}`} className="text-xs text-slate-700">
                      {t('playlists.articleDialogAdded')}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <Pager page={page} pages={pages} onPage={(next) => actor.send({ type: 'page.go', page: next })} />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => actor.send({ type: 'dialog.cancel' })}>
            {t('playlists.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

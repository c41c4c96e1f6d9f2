/** Create Playlist / Edit Playlist: the title, the ordered articles and labels, and the save. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { articleIdsOf } from '../../domain/playlistEditor';
import { PLAYLIST_MESSAGES } from '../../domain/playlists';
import {
  playlistEditorMachine,
  selectBlankLabelKeys,
  selectConflict,
  selectDocument,
  selectFocusKey,
  selectIsAddingArticle,
  selectIsBusy,
  selectIsDirty,
  selectIsLoading,
  selectIsSaving,
  selectLoadFailed,
  selectNotFound,
  selectTitleError,
} from '../../machines/playlistEditorMachine';
import { createPlaylistEditorServices } from '../../machines/playlistServices';
import { useActorOptions, useHttp, useNotificationsActor } from '../AppContext';
import { Button } from '../ui/Button';
import { FormScreen } from '../ui/FormScreen';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useDocumentTitle } from '../useDocumentTitle';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { PlaylistArticleDialog } from './PlaylistArticleDialog';
import { PlaylistEntries } from './PlaylistEntries';

export function PlaylistEditorView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const http = useHttp();
  const notifications = useNotificationsActor();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const notify = useCallback(
    (kind: 'success' | 'error', message: string) =>
      notifications.send({ type: 'notify.show', kind, message }),
    [notifications],
  );
  const machine = useMemo(
    () =>
      playlistEditorMachine.provide({
        actors: createPlaylistEditorServices(http),
        actions: {
          goToEdit: (_, newId) => navigate(`/playlist/edit/${newId}`, { replace: true }),
          notifyCreated: () => notify('success', PLAYLIST_MESSAGES.created),
          notifyUpdated: () => notify('success', PLAYLIST_MESSAGES.updated),
          notifySaveFailed: () => notify('error', PLAYLIST_MESSAGES.saveFailed),
          notifyInvalid: (_, messages) => notify('error', messages.join('\n')),
        },
      }),
    [http, navigate, notify],
  );
  const actor = useActorRef(machine, { input: { id }, ...options });
  useEffect(() => actor.send({ type: 'playlist.open' }), [actor]);
  const document = useSelector(actor, selectDocument);
  const titleError = useSelector(actor, selectTitleError);
  const blankLabels = useSelector(actor, selectBlankLabelKeys);
  const focusKey = useSelector(actor, selectFocusKey);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const notFound = useSelector(actor, selectNotFound);
  const saving = useSelector(actor, selectIsSaving);
  const busy = useSelector(actor, selectIsBusy);
  const dirty = useSelector(actor, selectIsDirty);
  const adding = useSelector(actor, selectIsAddingArticle);
  const conflict = useSelector(actor, selectConflict);
  useUnsavedChanges('playlist-editor', dirty);
  const heading = id === null ? t('playlists.createHeading') : t('playlists.editHeading');

  // Also while loading or failed, before the form screen shows.
  useDocumentTitle(heading);
  if (failed)
    return (
      <section className="flex flex-col gap-3">
        <p role="alert" className="text-lg font-semibold text-red-800">
          {notFound ? t('playlists.notFound') : t('playlists.loadFailed')}
        </p>
        <Link href="/playlist" className="text-sky-800 underline">
          {t('playlists.backToList')}
        </Link>
      </section>
    );
  if (loading) return <Spinner label={t('app.loading')} className="size-8" />;

  return (
    <FormScreen
      title={heading}
      backLabel={t('playlists.back')}
      onBack={() => navigate('/playlist')}
      onSubmit={() => actor.send({ type: 'playlist.save' })}
      conflict={conflict}
      busy={busy}
      onReload={() => actor.send({ type: 'conflict.reload' })}
      onKeepMine={() => actor.send({ type: 'conflict.keepMine' })}
      actions={
        <Button type="submit" busy={saving}>
          {id === null ? t('playlists.createSubmit') : t('playlists.save')}
        </Button>
      }
      after={
        adding && (
          <PlaylistArticleDialog
            addedArticleIds={articleIdsOf(document)}
            onClose={(article) =>
              actor.send(
                article
                  ? {
                      type: 'article.add',
                      article: { id: article.id, title: article.title, articleType: article.articleType },
                    }
                  : { type: 'articles.close' },
              )
            }
          />
        )
      }
    >
      <TextField
        label={t('playlists.fieldTitle')}
        name="title"
        value={document.title}
        error={titleError}
        onChange={(event) => actor.send({ type: 'title.change', title: event.target.value })}
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold text-slate-900">{t('playlists.entries')}</h2>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => actor.send({ type: 'articles.open' })}>
              {t('playlists.addArticle')}
            </Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'label.add' })}>
              {t('playlists.addLabel')}
            </Button>
          </div>
        </div>
        <PlaylistEntries
          actor={actor}
          entries={document.entries}
          blankLabels={blankLabels}
          focusKey={focusKey}
        />
      </div>
    </FormScreen>
  );
}

/** Create Playlist / Edit Playlist: the title, the ordered articles and labels, and the save. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Playlist } from '../../api/playlists/playlistsContract';
import { articleIdsOf, newEntryKey } from '../../domain/playlists/playlistEditor';
import { PLAYLIST_MESSAGES } from '../../domain/playlists/playlists';
import {
  playlistEntriesMachine,
  selectIsAddingArticle,
} from '../../machines/playlists/playlistEntriesMachine';
import {
  playlistForm,
  playlistFormMachine,
  selectTitleError,
} from '../../machines/playlists/playlistFormMachine';
import { createPlaylistFormServices } from '../../machines/playlists/playlistServices';
import { useActorOptions } from '../AppContext';
import { Button } from '../ui/Button';
import { FormScreen } from '../ui/FormScreen';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import { useFormActor } from '../shared/useFormActor';
import { useFormScreen } from '../shared/useFormScreen';
import { PlaylistArticleDialog } from './PlaylistArticleDialog';
import { PlaylistEntries } from './PlaylistEntries';

export function PlaylistEditorView({ id }: { readonly id: number | null }) {
  const { t } = useTranslation();
  const options = useActorOptions();
  const [, navigate] = useLocation();
  const form = useFormActor(playlistFormMachine, id, ({ http, notify }) => {
    const failed = () => notify('error', PLAYLIST_MESSAGES.saveFailed);
    return {
      actors: createPlaylistFormServices(http),
      actions: {
        // A create says so and goes to the new playlist's edit page; an edit stays and says so.
        notifySaved: (_, { created, record }) => {
          notify('success', created ? PLAYLIST_MESSAGES.created : PLAYLIST_MESSAGES.updated);
          if (created) navigate(`/playlist/edit/${(record as Playlist).id}`, { replace: true });
        },
        notifySaveFailed: failed,
        notifyTheirsUnread: failed,
        notifyInvalid: (_, messages) => notify('error', messages.join('\n')),
      },
    };
  });
  const entriesLogic = useMemo(
    () =>
      playlistEntriesMachine.provide({
        actions: { edit: (_, edit) => form.send({ type: 'form.edit', edit }) },
      }),
    [form],
  );
  const entries = useActorRef(entriesLogic, options);
  const document = useSelector(form, playlistForm.selectValues);
  const titleError = useSelector(form, selectTitleError);
  const adding = useSelector(entries, selectIsAddingArticle);
  const { loading, failed, notFound, saving, screen } = useFormScreen(form, {
    title: id === null ? t('playlists.createHeading') : t('playlists.editHeading'),
    unsavedId: 'playlist-editor',
    selectIsDirty: playlistForm.selectIsDirty,
  });
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
      {...screen}
      backLabel={t('playlists.back')}
      onBack={() => navigate('/playlist')}
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
              entries.send(
                article
                  ? {
                      type: 'article.add',
                      key: newEntryKey(document.entries),
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
        onChange={(event) => form.send({ type: 'form.change', patch: { title: event.target.value } })}
      />
      <PlaylistEntries actor={entries} form={form} entries={document.entries} />
    </FormScreen>
  );
}

/**
 * 'Resources for this playlist' on the class page (ADR 317): each video of a class playlist that has resources the
 * instructor may see, in the playlist's order, with its resources ('Resources for this video').
 *
 * @publicModule the class page's Playlists tab opens it from a playlist's row.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistResources } from '../../api/facultyResources/facultyResourcesContract';
import { playlistResourcesRead } from '../../machines/facultyResources/facultyResourceServices';
import { useHttp } from '../AppContext';
import { useRecordActor } from '../shared/useRecordActor';
import { Dialog } from '../ui/Dialog';
import { RecordScreen } from '../ui/RecordScreen';
import { ResourceCardList } from './ResourceCardList';

export function PlaylistResourcesDialog({
  classId,
  playlist,
  onClose,
}: {
  readonly classId: number;
  readonly playlist: { readonly id: number; readonly title: string };
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const http = useHttp();
  const record = useRecordActor(
    useMemo(() => playlistResourcesRead(http), [http]),
    { request: { classId, playlistId: playlist.id } },
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('facultyResources.forThisPlaylist')}
      description={<bdi>{playlist.title}</bdi>}
      dismissLabel={t('facultyResources.close')}
      size="lg"
    >
      <RecordScreen<PlaylistResources['videos']>
        record={record}
        size="section"
        className="mt-4 flex max-h-[60vh] flex-col gap-4 overflow-y-auto"
        loadingLabel={t('facultyResources.loading')}
        failedText={t('facultyResources.loadFailed')}
      >
        {(videos) =>
          videos.length === 0 ? (
            <p className="text-sm text-slate-700">{t('facultyResources.noneInPlaylist')}</p>
          ) : (
            videos.map((video) => (
              <section key={video.articleId} className="flex flex-col gap-2">
                <h3 className="font-semibold text-slate-900">
                  <bdi>{video.title}</bdi>
                </h3>
                <ResourceCardList resources={video.resources} label={video.title} />
              </section>
            ))
          )
        }
      </RecordScreen>
    </Dialog>
  );
}

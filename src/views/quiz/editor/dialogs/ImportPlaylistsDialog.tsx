/** Import playlists: my playlists on the left, those to import on the right, Import Videos / Template Questions. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  importPlaylistsMachine,
  selectAvailablePlaylists,
  selectChosenPlaylists,
  type ImportResult,
} from '../../../../machines/quiz/editor/importPlaylistsMachine';
import { createImportPlaylistsServices } from '../../../../machines/quiz/editor/quizEditorServices';
import { useHttp } from '../../../AppContext';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { Dialog } from '../../../ui/Dialog';
import { useDialogActor } from '../../../shared/useDialogActor';

export function ImportPlaylistsDialog({ onClose }: { onClose: (result: ImportResult | null) => void }) {
  const { t } = useTranslation();
  const http = useHttp();
  const logic = useMemo(() => importPlaylistsMachine.provide(createImportPlaylistsServices(http)), [http]);
  const actor = useDialogActor(logic, undefined, onClose);
  const available = useSelector(actor, selectAvailablePlaylists);
  const chosen = useSelector(actor, selectChosenPlaylists);
  const videos = useSelector(actor, (s) => s.context.videos);
  const questions = useSelector(actor, (s) => s.context.questions);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);

  return (
    <Dialog
      open
      size="lg"
      onClose={() => actor.send({ type: 'dialog.cancel' })}
      title={t('editor.importDialogTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={() => actor.send({ type: 'dialog.cancel' })}>
            {t('editor.cancel')}
          </Button>
          <Button
            busy={busy}
            disabled={chosen.length === 0 || !(videos || questions)}
            onClick={() => actor.send({ type: 'import.confirm' })}
          >
            {t('editor.importDialogImport')}
          </Button>
        </>
      }
    >
      <div className="mt-4 grid grid-cols-2 gap-4">
        {(
          [
            ['myPlaylists', available, 'playlist.choose', 'add'],
            ['toImport', chosen, 'playlist.unchoose', 'removeFromImport'],
          ] as const
        ).map(([heading, list, type, action]) => (
          <section key={heading} aria-labelledby={`import-${heading}`}>
            <h3 id={`import-${heading}`} className="mb-2 text-sm font-semibold text-slate-900">
              {t(
                heading === 'myPlaylists' ? 'editor.importDialogMyPlaylists' : 'editor.importDialogToImport',
              )}
            </h3>
            <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-md border border-slate-300 p-2">
              {list.length === 0 && (
                <li className="text-sm text-slate-600">{t('editor.importDialogEmpty')}</li>
              )}
              {list.map((playlist) => (
                <li key={playlist.id}>
                  <button
                    type="button"
                    className="w-full rounded px-2 py-1 text-start text-sm hover:bg-slate-100"
                    aria-label={t(
                      action === 'add' ? 'editor.importDialogAdd' : 'editor.importDialogRemoveFromImport',
                      { title: playlist.title },
                    )}
                    onClick={() => actor.send({ type, id: playlist.id })}
                  >
                    <bdi>{playlist.title}</bdi>{' '}
                    <span className="text-slate-600">
                      ({t('editor.importDialogArticles', { count: playlist.countOfArticles })})
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-4">
        <CheckboxField
          label={t('editor.importDialogImportVideos')}
          checked={videos}
          onChange={() => actor.send({ type: 'videos.toggle' })}
        />
        <CheckboxField
          label={t('editor.importDialogImportQuestions')}
          checked={questions}
          onChange={() => actor.send({ type: 'questions.toggle' })}
        />
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('editor.error')}
        </p>
      )}
    </Dialog>
  );
}

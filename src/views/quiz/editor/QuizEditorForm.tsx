/** The form: details on the left with the activities, the selected activity's items on the right, the toolbar. */
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorMode } from '../../../domain/quizArea';
import { videoArticleIds, selectedActivity } from '../../../domain/quizEditorState';
import type { QuizEditorActorRef } from '../../../machines/quizEditorMachine';
import {
  selectCanRedo,
  selectCanUndo,
  selectEditorState,
  selectIsSaving,
  selectToday,
} from '../../../machines/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { ActivitiesList } from './ActivitiesList';
import { AddVideoDialog } from './dialogs/AddVideoDialog';
import { ImportPlaylistsDialog } from './dialogs/ImportPlaylistsDialog';
import { PreviewDialog } from './dialogs/PreviewDialog';
import { ItemsColumn } from './ItemsColumn';
import { QuizDetailsForm } from './QuizDetailsForm';
import { ShortcutsDialog } from './ShortcutsDialog';

type OpenDialog = 'addVideo' | 'import' | 'preview' | null;

export function QuizEditorForm({
  editor,
  mode,
  canPreview,
}: {
  editor: QuizEditorActorRef;
  mode: QuizEditorMode;
  /** The capability table lets the caller preview the quiz. */
  canPreview: boolean;
}) {
  const { t } = useTranslation();
  const state = useSelector(editor, selectEditorState);
  const canUndo = useSelector(editor, selectCanUndo);
  const canRedo = useSelector(editor, selectCanRedo);
  const saving = useSelector(editor, selectIsSaving);
  const today = useSelector(editor, selectToday);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Stable, so the memoised columns do not re-render with every keystroke of the form.
  const openAddVideo = useCallback(() => setDialog('addVideo'), []);
  const openImport = useCallback(() => setDialog('import'), []);
  if (!state) return null;
  const activity = selectedActivity(state);

  return (
    <section
      aria-label={t(mode === 'edit' ? 'editor.titleEdit' : 'editor.titleCreate')}
      className="flex flex-col gap-6 p-4"
    >
      {/* Read-only while saving: the save sends the quiz as it was when Save Quiz was pressed (ADR 085). */}
      <fieldset
        disabled={saving}
        inert={saving}
        aria-busy={saving}
        className="m-0 grid min-w-0 gap-6 border-0 p-0 lg:grid-cols-[minmax(18rem,24rem)_1fr]"
      >
        <div className="flex flex-col gap-6">
          <QuizDetailsForm editor={editor} />
          <ActivitiesList editor={editor} />
        </div>
        <ItemsColumn editor={editor} onAddVideo={openAddVideo} onImport={openImport} />
      </fieldset>
      <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white py-3">
        <ShortcutsDialog editor={editor} />
        <Button
          variant="secondary"
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={() => editor.send({ type: 'history.undo' })}
        >
          {t('editor.undo')}
        </Button>
        <Button
          variant="secondary"
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          onClick={() => editor.send({ type: 'history.redo' })}
        >
          {t('editor.redo')}
        </Button>
        {canPreview && (
          <Button variant="secondary" onClick={() => setDialog('preview')}>
            {t('editor.preview')}
          </Button>
        )}
        <Button busy={saving} onClick={() => editor.send({ type: 'quiz.save' })}>
          {t('editor.saveQuiz')}
        </Button>
      </div>
      {dialog === 'addVideo' && (
        <AddVideoDialog
          addedArticleIds={[...videoArticleIds(state)]}
          activities={state.activities.map((a) => ({ id: a.originId, title: a.title }))}
          selectedActivityId={activity.originId}
          today={today}
          onClose={(chosen) => {
            setDialog(null);
            if (chosen)
              editor.send({
                type: 'editor.addVideo',
                activityId: chosen.activityId,
                article: chosen.article,
              });
          }}
        />
      )}
      {dialog === 'import' && (
        <ImportPlaylistsDialog
          onClose={(result) => {
            setDialog(null);
            if (result)
              editor.send({
                type: 'editor.importPlaylists',
                articles: result.articles,
                questions: result.questions,
              });
          }}
        />
      )}
      {dialog === 'preview' && <PreviewDialog state={state} onClose={() => setDialog(null)} />}
    </section>
  );
}

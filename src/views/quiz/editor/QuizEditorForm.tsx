/** The form: details on the left with the activities, the selected activity's items on the right, the toolbar. */
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { showsQuizTabs, type QuizEditorMode } from '../../../domain/quiz/quizArea';
import { videoArticleIds, selectedActivity } from '../../../domain/quiz/editor/quizEditorState';
import { generationInput } from '../../../machines/quiz/editor/generateQuestionsInput';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  selectCanRedo,
  selectCanUndo,
  selectEditorState,
  selectIsSaving,
  selectToReview,
  selectToday,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { useNotificationsActor } from '../../AppContext';
import { Icon } from '../../ui/icons';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { ActivitiesList } from './ActivitiesList';
import { AddVideoDialog } from './dialogs/AddVideoDialog';
import { GenerateQuestionsDialog } from './dialogs/GenerateQuestionsDialog';
import { ImportPlaylistsDialog } from './dialogs/ImportPlaylistsDialog';
import { PreviewDialog } from './dialogs/PreviewDialog';
import { ItemsColumn } from './ItemsColumn';
import { QuizDetailsForm } from './QuizDetailsForm';
import { SaveStatus } from './SaveStatus';
import { ShortcutsDialog } from './ShortcutsDialog';

type OpenDialog = 'addVideo' | 'import' | 'generate' | 'preview' | null;

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
  const toReview = useSelector(editor, selectToReview);
  const notifications = useNotificationsActor();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [location] = useLocation();
  const belowTabs = showsQuizTabs(location);
  // Stable, so the memoised columns do not re-render with every keystroke of the form.
  const openAddVideo = useCallback(() => setDialog('addVideo'), []);
  const openImport = useCallback(() => setDialog('import'), []);
  const openGenerate = useCallback(() => setDialog('generate'), []);
  if (!state) return null;
  const activity = selectedActivity(state);

  return (
    // From 1280 px the editor fills the viewport below the page title (top bar 3.5rem, main's padding 2 × 2rem,
    // the title 2rem and its gap 1rem, and the quiz tabs 2.5rem and their gap 1rem where they show): two columns
    // that scroll on their own above the action bar (ADR 170).
    <section
      aria-label={t(mode === 'edit' ? 'editor.titleEdit' : 'editor.titleCreate')}
      className={cx(
        'flex flex-col gap-4 xl:min-h-[28rem]',
        belowTabs ? 'xl:h-[calc(100dvh-14rem)]' : 'xl:h-[calc(100dvh-10.5rem)]',
      )}
    >
      {/* Read-only while saving: the save sends the quiz as it was when Save Quiz was pressed (ADR 085). */}
      <fieldset
        disabled={saving}
        inert={saving}
        aria-busy={saving}
        className="m-0 grid min-w-0 gap-6 border-0 p-0 xl:min-h-0 xl:flex-1 xl:grid-cols-[26rem_minmax(0,1fr)] 2xl:grid-cols-[30rem_minmax(0,1fr)]"
      >
        <div
          role="region"
          aria-label={t('editorLayout.details')}
          className="flex min-w-0 flex-col gap-6 xl:min-h-0 xl:overflow-y-auto xl:pe-1"
        >
          <QuizDetailsForm editor={editor} />
          <ActivitiesList editor={editor} />
        </div>
        <div
          role="region"
          aria-label={t('editorLayout.items')}
          className="min-w-0 xl:min-h-0 xl:overflow-y-auto xl:pe-1"
        >
          <ItemsColumn
            editor={editor}
            onAddVideo={openAddVideo}
            onImport={openImport}
            onGenerate={openGenerate}
          />
        </div>
      </fieldset>
      {/* In flow below the columns (never over them); on narrow screens it stays in view at the bottom. */}
      <div
        role="group"
        aria-label={t('editorLayout.editorActions')}
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3 desk:-mx-8 desk:px-8 xl:static xl:mx-0 xl:rounded-lg xl:border xl:px-4"
      >
        {toReview > 0 && (
          <span className="me-auto self-center rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
            {t('generate.toReview', { count: toReview })}
          </span>
        )}
        <SaveStatus editor={editor} />
        <ShortcutsDialog editor={editor} />
        <Button
          variant="secondary"
          disabled={!canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
          className="px-3 desk:px-4"
          onClick={() => editor.send({ type: 'history.undo' })}
        >
          {/* On a phone Undo and Redo show as icons, so the bar keeps one row. */}
          <Icon name="undo" className="size-4 desk:hidden" />
          <span className="sr-only desk:not-sr-only">{t('editor.undo')}</span>
        </Button>
        <Button
          variant="secondary"
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          className="px-3 desk:px-4"
          onClick={() => editor.send({ type: 'history.redo' })}
        >
          <Icon name="redo" className="size-4 desk:hidden" />
          <span className="sr-only desk:not-sr-only">{t('editor.redo')}</span>
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
      {dialog === 'generate' && (
        <GenerateQuestionsDialog
          input={generationInput(state)}
          onClose={(generated) => {
            setDialog(null);
            if (!generated) return;
            editor.send({ type: 'editor.addGenerated', ...generated });
            const into = state.activities.find((a) => a.originId === generated.activityId)?.title ?? '';
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: t('generate.added', { count: generated.questions.length, activity: into }),
            });
          }}
        />
      )}
      {dialog === 'preview' && <PreviewDialog state={state} onClose={() => setDialog(null)} />}
    </section>
  );
}

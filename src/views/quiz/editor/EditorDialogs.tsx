/**
 * The editor's dialogs opened from its columns and action bar: Add Video, Import playlists, Generate questions and
 * Quiz Preview. Each sends what was chosen to the editor as one event; a cancelled dialog sends nothing.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectedActivity,
  videoArticleIds,
  type QuizEditorState,
} from '../../../domain/quiz/editor/quizEditorState';
import { generationInput } from '../../../machines/quiz/editor/generateQuestionsInput';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { selectEditorState, selectToday } from '../../../machines/quiz/editor/quizEditorSelectors';
import { useNotificationsActor } from '../../AppContext';
import { AddVideoDialog } from './dialogs/AddVideoDialog';
import { GenerateQuestionsDialog } from './dialogs/GenerateQuestionsDialog';
import { ImportPlaylistsDialog } from './dialogs/ImportPlaylistsDialog';
import { PreviewDialog } from './dialogs/PreviewDialog';

export type EditorDialog = 'addVideo' | 'import' | 'generate' | 'preview';

const selectNothing = () => null;

/** The quiz is read only while a dialog is open: with none open, a keystroke does not re-render this (ADR 261). */
export function EditorDialogs({
  editor,
  dialog,
  onClose,
}: {
  editor: QuizEditorActorRef;
  dialog: EditorDialog | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notifications = useNotificationsActor();
  const today = useSelector(editor, selectToday);
  const state: QuizEditorState | null = useSelector(editor, dialog ? selectEditorState : selectNothing);
  if (!state) return null;
  switch (dialog) {
    case 'addVideo':
      return (
        <AddVideoDialog
          addedArticleIds={[...videoArticleIds(state)]}
          activities={state.activities.map((a) => ({ id: a.originId, title: a.title }))}
          selectedActivityId={selectedActivity(state).originId}
          today={today}
          onClose={(chosen) => {
            onClose();
            if (chosen)
              editor.send({
                type: 'editor.addVideo',
                activityId: chosen.activityId,
                article: chosen.article,
              });
          }}
        />
      );
    case 'import':
      return (
        <ImportPlaylistsDialog
          onClose={(result) => {
            onClose();
            if (result)
              editor.send({
                type: 'editor.importPlaylists',
                articles: result.articles,
                questions: result.questions,
              });
          }}
        />
      );
    case 'generate':
      return (
        <GenerateQuestionsDialog
          input={generationInput(state)}
          onClose={(generated) => {
            onClose();
            if (!generated) return;
            editor.send({ type: 'editor.addGenerated', ...generated });
            const into = state.activities.find((a) => a.originId === generated.activityId)?.title ?? '';
            notifications.send({
              type: 'notify.show',
              kind: 'success',
              message: [
                t('generate.added', { count: generated.questions.length, activity: into }),
                // Full admins see what the generation cost (ADR 252).
                ...(generated.tokens ? [t('generate.tokensUsed', { ...generated.tokens })] : []),
              ].join(' '),
            });
          }}
        />
      );
    case 'preview':
      return <PreviewDialog state={state} onClose={onClose} />;
    default:
      return null;
  }
}

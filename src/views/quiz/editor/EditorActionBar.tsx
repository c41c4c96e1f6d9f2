/**
 * The editor's action bar: the count of generated questions to review, the save status, the shortcuts, Undo, Redo,
 * Preview (when the caller may preview) and Save Quiz. In flow below the columns (never over them); on narrow
 * screens it stays in view at the bottom.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import {
  selectCanRedo,
  selectCanUndo,
  selectIsSaving,
  selectToReview,
} from '../../../machines/quiz/editor/quizEditorSelectors';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { SaveStatus } from './SaveStatus';
import { ShortcutsDialog } from './ShortcutsDialog';

export function EditorActionBar({
  editor,
  onPreview,
}: {
  editor: QuizEditorActorRef;
  /** Opens Quiz Preview; no Preview button without it. */
  onPreview: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const canUndo = useSelector(editor, selectCanUndo);
  const canRedo = useSelector(editor, selectCanRedo);
  const saving = useSelector(editor, selectIsSaving);
  const toReview = useSelector(editor, selectToReview);
  return (
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
      {onPreview && (
        <Button variant="secondary" onClick={onPreview}>
          {t('editor.preview')}
        </Button>
      )}
      <Button busy={saving} onClick={() => editor.send({ type: 'quiz.save' })}>
        {t('editor.saveQuiz')}
      </Button>
    </div>
  );
}

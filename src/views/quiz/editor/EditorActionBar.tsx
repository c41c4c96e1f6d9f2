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

/** Undo and Redo: the history step each sends, its keyboard shortcuts and its label. */
const HISTORY_BUTTONS = [
  { step: 'undo', shortcuts: 'Control+Z Meta+Z', label: 'editor.undo' },
  { step: 'redo', shortcuts: 'Control+Shift+Z Meta+Shift+Z Control+Y', label: 'editor.redo' },
] as const;

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
      {/* On a phone Undo and Redo show as icons, so the bar keeps one row. */}
      {HISTORY_BUTTONS.map(({ step, shortcuts, label }) => (
        <Button
          key={step}
          variant="secondary"
          disabled={step === 'undo' ? !canUndo : !canRedo}
          aria-keyshortcuts={shortcuts}
          className="px-3 desk:px-4"
          onClick={() => editor.send({ type: `history.${step}` })}
        >
          <Icon name={step} className="size-4 desk:hidden" />
          <span className="sr-only desk:not-sr-only">{t(label)}</span>
        </Button>
      ))}
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

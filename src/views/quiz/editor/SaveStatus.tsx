/**
 * The autosave indicator beside Save Quiz (ADR 169): "Saved at 10:42", "Saving…", "Unsaved changes", "Autosave
 * paused: <reason>" or "Autosave stopped: …", in a polite live region so a screen reader hears each change without
 * losing its place.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  autosaveStatusOf,
  sameAutosaveStatus,
  type AutosaveStatus,
  type QuizEditorActorRef,
  type QuizEditorSnapshot,
} from '../../../machines/quiz/editor/quizEditorMachine';
import { cx } from '../../ui/cx';
import { useFormat } from '../../shared/useFormat';

function useStatusText(status: AutosaveStatus): string {
  const { t } = useTranslation();
  const format = useFormat();
  switch (status.kind) {
    case 'none':
      return '';
    case 'unsaved':
      return t('autosave.unsaved');
    case 'saving':
      return t('autosave.saving');
    case 'saved':
      return t('autosave.savedAt', { time: format.time(status.at) });
    case 'paused':
      return t('autosave.paused', { reason: status.message });
    case 'failed':
      return t('autosave.paused', { reason: t('autosave.failedReason') });
    case 'stopped':
      return t(status.byYou ? 'autosave.stoppedYours' : 'autosave.stopped');
  }
}

export function SaveStatus({ editor }: { editor: QuizEditorActorRef }) {
  const child = useSelector(editor, (s) => s.children.autosave);
  // The child's own snapshot: its changes (waiting, saving) re-render the indicator too.
  const autosave = useSelector(child, (s) => s);
  const select = useCallback((s: QuizEditorSnapshot) => autosaveStatusOf(s, autosave), [autosave]);
  const status = useSelector(editor, select, sameAutosaveStatus);
  const text = useStatusText(status);
  const warn = status.kind === 'paused' || status.kind === 'failed' || status.kind === 'stopped';
  return (
    <p
      role="status"
      aria-live="polite"
      className={cx(
        'me-auto min-w-0 self-center text-sm',
        warn ? 'font-medium text-amber-800' : 'text-slate-700',
      )}
    >
      {text}
    </p>
  );
}

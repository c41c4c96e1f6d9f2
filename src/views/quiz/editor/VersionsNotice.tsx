/**
 * The notice on a question with versions (ADR 309): each student gets one of them, version 1 is what the editor
 * shows, and editing the question keeps version 1 for everyone. Said before the teacher edits.
 */
import { useTranslation } from 'react-i18next';
import { versionCount } from '../../../domain/quiz/versions/questionVersions';
import type { EditorItem } from '../../../domain/quiz/editor/quizEditorState';

export function VersionsNotice({ item }: { item: EditorItem }) {
  const { t } = useTranslation();
  const count = versionCount(item);
  if (count < 2) return null;
  return (
    <p role="note" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      {t('editor.versionsNotice', { count })}
    </p>
  );
}

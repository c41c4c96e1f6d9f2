/**
 * A text block in the editor (ADR 260): its text is the item's rich-text field above; here only what it is, since it
 * has no answers, points or feedback to edit.
 */
import { useTranslation } from 'react-i18next';
import type { EditorQuestionProps } from '../../shared/views/editorQuestion';

export function TextBlockEditor(_props: EditorQuestionProps) {
  const { t } = useTranslation();
  return <p className="text-sm text-slate-600">{t('questionTypes.textBlockHint')}</p>;
}

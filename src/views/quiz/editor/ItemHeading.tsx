/**
 * An item's heading in its card: its name, its kind, the review badge of a generated question, and while the card
 * is collapsed, the question's text and its first mark from a failed save.
 */
import { useTranslation } from 'react-i18next';
import { isVideoItem, type EditorItem } from '../../../domain/quiz/editor/quizEditorState';
import { plainText } from '../../../domain/shared/richText';
import { questionTypeLabelKey } from '../../../questionTypes/shared/views/editorRegistry';

/** The item's kind as the card shows it: a video, or a question with one or several right answers. */
const typeKeyOf = (item: EditorItem) =>
  isVideoItem(item)
    ? 'editorLayout.typeVideo'
    : (item.questionType ?? 'choice') !== 'choice'
      ? questionTypeLabelKey(item.questionType)
      : item.isMultiple
        ? 'editorLayout.typeMultiple'
        : 'editorLayout.typeSingle';

export function ItemHeading({
  item,
  label,
  open,
  error,
}: {
  item: EditorItem;
  label: string;
  open: boolean;
  /** The first of the item's marks, shown only while it is collapsed. */
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="me-auto min-w-0 flex-1 basis-[calc(100%-3rem)] desk:basis-32">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
        <span className="text-xs text-slate-600">{t(typeKeyOf(item))}</span>
        {item.needsReview && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            {t('generate.reviewBadge')}
          </span>
        )}
      </div>
      {!open && !isVideoItem(item) && (
        <p className="truncate text-sm text-slate-700">
          {plainText(item.title) || t('editorLayout.noQuestionText')}
        </p>
      )}
      {!open && error && <p className="text-xs text-red-700">{error}</p>}
    </div>
  );
}

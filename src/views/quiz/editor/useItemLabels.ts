/**
 * The names the column gives its items: 'Video: <title>', or 'Question <n>' numbered on from the activities before
 * the selected one, and the Accept button's name for a generated question under review.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  isVideoItem,
  questionNumbers,
  type EditorActivity,
  type EditorItem,
} from '../../../domain/quiz/editor/quizEditorState';
import { isTextBlock } from '../../../questionTypes/textBlock/domain/textBlock';
import type { QuizEditorActorRef } from '../../../machines/quiz/editor/quizEditorMachine';
import { selectQuestionsBefore } from '../../../machines/quiz/editor/quizEditorSelectors';

/**
 * Each name is translated once per language (one `t` per language): a keystroke re-renders the column, not its
 * twenty translations (ADR 261).
 */
const namesByLanguage = new WeakMap<object, Map<string, string>>();
function namesOf(t: object): Map<string, string> {
  let names = namesByLanguage.get(t);
  if (!names) {
    names = new Map();
    namesByLanguage.set(t, names);
  }
  return names;
}

export function useItemLabels(editor: QuizEditorActorRef, activity: EditorActivity) {
  const { t } = useTranslation();
  const questionsBefore = useSelector(editor, selectQuestionsBefore);
  const numbers = questionNumbers([activity]);
  const numberOf = (item: EditorItem) => questionsBefore + (numbers.get(item.originId) ?? 0);
  const names = namesOf(t);
  const labelOf = (item: EditorItem) => {
    const key = isVideoItem(item)
      ? `video:${item.article?.title ?? ''}`
      : isTextBlock(item)
        ? 'text'
        : `question:${numberOf(item)}`;
    let name = names.get(key);
    if (name === undefined) {
      name = isVideoItem(item)
        ? t('editor.video', { title: item.article?.title ?? '' })
        : isTextBlock(item)
          ? t('questionTypes.textBlock')
          : t('editor.question', { number: numberOf(item) });
      names.set(key, name);
    }
    return name;
  };
  /** The name a drag announces, by the item's id. */
  const nameOf = (id: string) => {
    const item = activity.items.find((each) => each.originId === id);
    return item ? labelOf(item) : id;
  };
  const acceptLabelOf = (item: EditorItem) =>
    item.needsReview ? t('generate.acceptLabel', { number: numberOf(item) }) : undefined;
  return { labelOf, nameOf, acceptLabelOf };
}

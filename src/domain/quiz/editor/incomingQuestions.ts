/**
 * Questions and videos that come into a quiz at once (the editor's rules for them, part of quizReducer.ts): a
 * playlist's import, added videos, and generated questions (ADR 180), which land at the end of their activity or,
 * for a video, after its part with their moments (ADR 344). Each is checked whole before anything is added.
 */
import { castDraft, type Draft } from 'immer';
import { pictureField } from '../../../questionTypes/shared/domain/optionPicture';
import { DEFAULT_QUESTION_TYPE, questionTypeOf } from '../../../questionTypes/shared/domain/registry';
import { hintsField } from '../hints/hints';
import { outcomeFeedbackField } from '../outcomeFeedback/outcomeFeedback';
import { ITEM_TYPE, type ItemArticle } from '../quiz';
import { tenths } from '../videoMoments/videoMoments';
import { videoArticleIds, type EditorItem, type LocalId, type QuizEditorState } from './quizEditorState';
import type { NewQuestion, NewVideo, QuizEventOf } from './quizEvents';
import { distinct, freshItemIds, renumber, type Plan } from './reducerPlan';
import type { RejectReason } from './rejectReasons';

function videoItem(itemId: LocalId, article: ItemArticle, sortIndex: number): EditorItem {
  return {
    originId: itemId,
    id: null,
    sortIndex,
    type: ITEM_TYPE.video,
    title: article.title,
    image: null,
    isMultiple: false,
    rightAnswer: [],
    article,
    textOptions: [],
  };
}

function importedQuestion(question: NewQuestion, sortIndex: number): EditorItem {
  const typed = question.questionType !== undefined && question.questionType !== DEFAULT_QUESTION_TYPE;
  return {
    originId: question.itemId,
    id: null,
    sortIndex,
    type: ITEM_TYPE.text,
    title: question.title,
    image: question.image,
    isMultiple: typed ? false : question.isMultiple,
    rightAnswer: typed ? [] : question.isMultiple ? question.rightAnswer : question.rightAnswer.slice(0, 1),
    article: null,
    textOptions: typed
      ? []
      : question.options.map((o) => ({
          originId: o.optionId,
          id: null,
          text: o.text,
          ...(o.feedback ? { feedback: o.feedback } : {}),
          ...pictureField(o.picture),
        })),
    ...(typed ? { questionType: question.questionType } : {}),
    ...(question.definition ? { definition: question.definition } : {}),
    ...(question.points !== undefined && question.points !== 1 ? { points: question.points } : {}),
    ...(question.feedback ? { feedback: question.feedback } : {}),
    ...outcomeFeedbackField(question.outcomeFeedback),
    ...hintsField(question.hints),
  };
}

/** Adds videos at the end of an activity's items. */
export function appendVideos(items: Draft<EditorItem>[], videos: readonly NewVideo[]): void {
  for (const video of videos) items.push(castDraft(videoItem(video.itemId, video.article, items.length + 1)));
}

export function planImport(state: QuizEditorState, e: QuizEventOf<'playlist.import'>): Plan {
  const index = state.activities.findIndex((a) => a.originId === e.activityId);
  if (index < 0) return 'unknownActivity';
  const ids = [...e.videos.map((v) => v.itemId), ...e.questions.map((q) => q.itemId)];
  if (!freshItemIds(state, ids)) return 'duplicateId';
  const refused = checkNewQuestions(state, e.questions);
  if (refused) return refused;
  // Videos already in the quiz (or twice in the playlist) are skipped: an import brings what is missing.
  const present = new Set(videoArticleIds(state));
  const videos = e.videos.filter((v) => !present.has(v.article.id) && (present.add(v.article.id), true));
  if (videos.length === 0 && e.questions.length === 0) return 'nothingToImport';
  return (draft) => {
    const items = draft.activities[index]!.items;
    appendVideos(items, videos);
    for (const q of e.questions) items.push(castDraft(importedQuestion(q, items.length + 1)));
  };
}

/** Checks new questions' ids and right answers; a refusal reason, or undefined when they may be added. */
function checkNewQuestions(
  state: QuizEditorState,
  questions: readonly NewQuestion[],
): RejectReason | undefined {
  if (
    !freshItemIds(
      state,
      questions.map((q) => q.itemId),
    )
  )
    return 'duplicateId';
  for (const q of questions) {
    const type = questionTypeOf(q.questionType)!;
    if (type.name !== DEFAULT_QUESTION_TYPE) {
      if (!type.definitionSchema.safeParse(q.definition).success) return 'invalidAnswer';
      continue;
    }
    const optionIds = q.options.map((o) => o.optionId);
    if (!distinct(optionIds)) return 'duplicateId';
    if (optionIds.length === 0 || q.rightAnswer.length === 0) return 'invalidAnswer';
    if (!q.rightAnswer.every((id) => optionIds.includes(id))) return 'invalidAnswer';
  }
  return undefined;
}

/**
 * Generated questions land together at the end of their activity, each marked "generated — review". For a video
 * (ADR 344) they land after the last item of its part, each with its moment, as a question added at a moment does.
 */
export function planGenerated(state: QuizEditorState, e: QuizEventOf<'questions.generate'>): Plan {
  const index = state.activities.findIndex((a) => a.originId === e.activityId);
  if (index < 0) return 'unknownActivity';
  const refused = checkNewQuestions(state, e.questions);
  if (refused) return refused;
  const items = state.activities[index]!.items;
  const video = e.videoItemId === undefined ? -1 : items.findIndex((i) => i.originId === e.videoItemId);
  if (e.videoItemId !== undefined && items[video]?.type !== ITEM_TYPE.video) return 'notAVideo';
  if (video < 0 && e.questions.some((q) => q.moment)) return 'noVideoAbove';
  const next = items.findIndex((item, i) => i > video && item.type === ITEM_TYPE.video);
  const place = video < 0 || next < 0 ? items.length : next;
  return (draft) => {
    const list = draft.activities[index]!.items;
    const added = e.questions.map((q) =>
      castDraft({
        ...importedQuestion(q, 0),
        needsReview: true,
        ...(q.moment ? { moment: { ...q.moment, at: tenths(q.moment.at) } } : {}),
      }),
    );
    list.splice(place, 0, ...added);
    renumber(list);
  };
}

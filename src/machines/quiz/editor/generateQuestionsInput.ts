/** What the generate-questions dialog (ADR 180) starts from: the target activity and the articles to ask about. */
import {
  selectedActivity,
  type EditorItem,
  type QuizEditorState,
} from '../../../domain/quiz/editor/quizEditorState';
import { ITEM_TYPE } from '../../../domain/quiz/quiz';
import { momentsOfVideo } from '../../../domain/quiz/videoMoments/videoMoments';

/** An article questions can be about: a video of the quiz, or one the author chose. */
export interface ArticleChoice {
  readonly id: number;
  readonly title: string;
  /** The activity whose video it is; null for a chosen article. */
  readonly activityTitle: string | null;
  /**
   * The target activity's video item showing it (ADR 344): questions may be placed at its moments when it has
   * subtitles (or may have: a video just added does not say); `interactive` when it already asks questions at
   * moments or has settings of its own.
   */
  readonly video?: { readonly itemId: string; readonly subtitled: boolean; readonly interactive: boolean };
}

export interface GenerateQuestionsInput {
  readonly activityId: string;
  readonly activityTitle: string;
  /** The quiz's videos, those of the target activity first. */
  readonly articles: readonly ArticleChoice[];
}

/**
 * The selected activity, and the quiz's videos as article choices (the selected activity's first, each once), then
 * the quiz's own article.
 */
export function generationInput(state: QuizEditorState): GenerateQuestionsInput {
  const activity = selectedActivity(state);
  const ordered = [activity, ...state.activities.filter((a) => a.originId !== activity.originId)];
  const articles: ArticleChoice[] = [];
  for (const each of ordered)
    each.items.forEach((item, index) => {
      if (!item.article || articles.some((a) => a.id === item.article!.id)) return;
      const choice = { id: item.article.id, title: item.article.title, activityTitle: each.title };
      articles.push(
        each === activity && item.type === ITEM_TYPE.video
          ? { ...choice, video: videoChoice(each.items, index) }
          : choice,
      );
    });
  const own = state.details.article;
  if (own && !articles.some((a) => a.id === own.id)) articles.push({ ...own, activityTitle: null });
  return { activityId: activity.originId, activityTitle: activity.title, articles };
}

/** What the dialog needs of a video item to offer its moments. */
function videoChoice(items: readonly EditorItem[], index: number): NonNullable<ArticleChoice['video']> {
  const item = items[index]!;
  const subtitles = item.article?.videoData?.subtitles;
  return {
    itemId: item.originId,
    // A video just added carries no subtitle list until the quiz is loaded again: the server finds out.
    subtitled: subtitles === undefined || Object.keys(subtitles).length > 0,
    interactive: item.video != null || momentsOfVideo(items, index).length > 0,
  };
}

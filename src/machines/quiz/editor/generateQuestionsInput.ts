/** What the generate-questions dialog (ADR 180) starts from: the target activity and the articles to ask about. */
import { selectedActivity, type QuizEditorState } from '../../../domain/quiz/editor/quizEditorState';

/** An article questions can be about: a video of the quiz, or one the author chose. */
export interface ArticleChoice {
  readonly id: number;
  readonly title: string;
  /** The activity whose video it is; null for a chosen article. */
  readonly activityTitle: string | null;
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
    for (const item of each.items)
      if (item.article && !articles.some((a) => a.id === item.article!.id))
        articles.push({ id: item.article.id, title: item.article.title, activityTitle: each.title });
  const own = state.details.article;
  if (own && !articles.some((a) => a.id === own.id)) articles.push({ ...own, activityTitle: null });
  return { activityId: activity.originId, activityTitle: activity.title, articles };
}

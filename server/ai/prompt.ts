/** The messages a model gets to write quiz questions about one article (ADR 180). */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import {
  GENERATED_OPTIONS,
  type Difficulty,
  type GenerateRequest,
} from '../../src/domain/quiz/editor/aiGeneration';
import type { ArticleContext } from './articleContext';

const DIFFICULTY: Record<Difficulty, string> = {
  easy: 'easy: recall of facts stated plainly in the material',
  medium: 'medium: understanding of how the facts relate, not just their wording',
  hard: 'hard: applying or reasoning from the material; wrong options must be plausible to a student who skimmed it',
};

export function questionMessages(
  article: ArticleContext,
  request: Pick<GenerateRequest, 'count' | 'isMultiple' | 'difficulty'>,
): ChatCompletionMessageParam[] {
  const answers = request.isMultiple
    ? 'Each question has one or more right options (prefer two or more) and says "Select all that apply" when fitting.'
    : 'Each question has exactly one right option.';
  const system = [
    'You write multiple-choice quiz questions for science students about one video article.',
    'Use only what the title, abstract and transcript below say; never invent facts.',
    `Write exactly ${request.count} question${request.count === 1 ? '' : 's'}, each different from the others.`,
    `Each question has 4 options (never fewer than ${GENERATED_OPTIONS.min} or more than ${GENERATED_OPTIONS.max}), all distinct.`,
    answers,
    `Difficulty: ${DIFFICULTY[request.difficulty]}.`,
    'Write in the language of the material.',
    'Answer with JSON only, in this shape: {"questions":[{"title":"the question","options":["option","option","option","option"],"correct":[0]}]}',
    'where "correct" lists the zero-based positions of the right options.',
  ].join('\n');
  const material = [
    `Title: ${article.title}`,
    `Abstract: ${article.abstract ?? '(none)'}`,
    `Transcript:\n${article.transcript ?? '(no subtitles)'}`,
  ].join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: material },
  ];
}

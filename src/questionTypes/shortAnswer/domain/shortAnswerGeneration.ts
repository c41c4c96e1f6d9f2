/** Short answer written by a language model (ADR 207): the accepted answers, each distinct. */
import * as z from 'zod';
import {
  distinctAnswers,
  firstDefined,
  numbered,
  starsEscaped,
  texts,
  type TypeGeneration,
} from '../../shared/domain/generation';

/** How many accepted answers a model is asked for and a generated question keeps. */
export const SHORT_ANSWER_GENERATED = { answers: { min: 1, max: 5 } } as const;

export interface ShortAnswerRead {
  title: string;
  answers: string[];
}

/** The type's piece, given the module's limits (passed in, so this file imports nothing of the module). */
export const shortAnswerGeneration = (limits: {
  readonly text: number;
}): TypeGeneration<ShortAnswerRead> => ({
  schema: z.object({ title: z.string(), answers: z.array(z.string()) }),
  leadKey: 'title',
  read: (q, title) => {
    const answers = texts(firstDefined(q, ['answers', 'acceptedAnswers', 'answer']));
    return answers && { title, answers };
  },
  repair: (q, repairs) => {
    const { answers } = SHORT_ANSWER_GENERATED;
    const kept = distinctAnswers(starsEscaped(q.answers), limits.text, answers.max, repairs);
    if (kept.removed) repairs.add('answersRemoved');
    if (kept.cut) repairs.add('extraAnswersRemoved');
    if (kept.kept.length < answers.min) return { drop: 'noAcceptedAnswer' };
    return {
      definition: { answers: numbered(kept.kept.map((text) => ({ text }))), caseSensitive: false },
    };
  },
});

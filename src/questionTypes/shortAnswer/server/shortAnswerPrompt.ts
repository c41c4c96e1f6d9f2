/** What a language model is told to write short-answer questions (ADR 207). */
import { SHORT_ANSWER_GENERATED } from '../domain/shortAnswerGeneration';
import type { TypePrompt } from '../../shared/server/questionType';

const { answers } = SHORT_ANSWER_GENERATED;

export const shortAnswerPrompt = (): TypePrompt => ({
  kind: 'short-answer',
  rules: [
    'Each question is answered with a word, a number or a short phrase the student types.',
    `List ${answers.min} to ${answers.max} accepted answers: the answer and its usual other spellings or names, each distinct.`,
  ],
  shape: '{"questions":[{"title":"the question","answers":["accepted answer","another accepted answer"]}]}',
});

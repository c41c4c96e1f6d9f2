/** What a language model is told to write matching questions (ADR 207). */
import { MATCHING_GENERATED } from '../domain/matchingGeneration';
import type { TypePrompt } from '../../shared/server/questionType';

const { pairs, distractors } = MATCHING_GENERATED;

export const matchingPrompt = (): TypePrompt => ({
  kind: 'matching',
  rules: [
    `Each question has ${pairs.min} to ${pairs.max} pairs: a prompt and the answer that belongs to it. Every prompt is different.`,
    `Add ${distractors.min} to ${distractors.max} extra answers that belong to no prompt and are none of the pairs' answers.`,
  ],
  shape:
    '{"questions":[{"title":"the instruction, such as: Match each term to its definition",' +
    '"pairs":[{"prompt":"term","answer":"definition"}],"distractors":["extra answer"]}]}',
});

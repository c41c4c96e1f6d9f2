/** What a language model is told to write essay questions (ADR 207). */
import { ESSAY_LIMITS } from '../domain/essay';
import type { TypePrompt } from '../../shared/server/questionType';

export const essayPrompt = (): TypePrompt => ({
  kind: 'essay',
  rules: [
    'Each question is a prompt a student answers in a few sentences or paragraphs, in their own words.',
    `Give a word limit that fits the prompt (from 1 to ${ESSAY_LIMITS.maxWords}), or null for none.`,
  ],
  shape: '{"questions":[{"prompt":"the essay prompt","maxWords":250}]}',
});

/** What a language model is told to write numeric questions (ADR 207). */
import type { TypePrompt } from '../../shared/server/questionType';

export const numericPrompt = (): TypePrompt => ({
  kind: 'numeric',
  rules: [
    'Each question is answered with one number the material states or lets a student calculate.',
    'Give the right value and the tolerance: how far from the value an answer may be and still be right (0 for exactly).',
    'Give the unit the number is in (the question names it), or null when the number has none.',
  ],
  shape:
    '{"questions":[{"title":"the question","value":440,"tolerance":0,"unit":"Hz"}]}\n' +
    'where "value" and "tolerance" are JSON numbers (a decimal point, never a comma), never text.',
});

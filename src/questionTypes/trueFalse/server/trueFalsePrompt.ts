/** What a language model is told to write true/false questions (ADR 207). */
import type { TypePrompt } from '../../shared/server/questionType';

export const trueFalsePrompt = (): TypePrompt => ({
  kind: 'true/false',
  rules: [
    'Each question is one statement a student judges true or false; write about as many false statements as true ones.',
    'A false statement is wrong in one clear point, never a trick of wording.',
  ],
  shape:
    '{"questions":[{"statement":"the statement","answer":true}]}\n' +
    'where "answer" is true when the statement is true and false when it is false.',
});

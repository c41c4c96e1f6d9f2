/** What a language model is told to write fill-in-the-blanks questions (ADR 207). */
import { FILL_IN_BLANKS_GENERATED } from '../domain/fillInBlanksGeneration';
import type { TypePrompt } from '../../shared/server/questionType';

const { blanks, blankAnswers, blankOptions } = FILL_IN_BLANKS_GENERATED;

export const fillInBlanksPrompt = (): TypePrompt => ({
  kind: 'fill-in-the-blanks',
  rules: [
    `Each question is a sentence or short passage about the material with ${blanks.min} to ${blanks.max} blanks, each a word or short phrase the material states.`,
    'In "text", write [[1]] where the first blank is, [[2]] where the second is, and so on, each marker once; list the blanks in that order.',
    'A blank is "typed" (the student types the missing words) or "dropdown" (the student picks them from a list).',
    `A typed blank lists ${blankAnswers.min} to ${blankAnswers.max} accepted answers in "answers" (the missing words and their usual other spellings) and no "options".`,
    `A dropdown blank gives its one right option in "answers" and ${blankOptions.min - 1} to ${blankOptions.max - 1} plausible wrong options in "options".`,
  ],
  shape:
    '{"questions":[{"title":"the instruction, such as: Fill in the blanks",' +
    '"text":"The tone is a [[1]] wave of 440 [[2]].",' +
    '"blanks":[{"kind":"dropdown","answers":["sine"],"options":["square","sawtooth"]},' +
    '{"kind":"typed","answers":["hertz","Hz"],"options":[]}]}]}',
});

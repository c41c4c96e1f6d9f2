/** What a language model is told to write calculated questions (ADR 296). */
import { CALCULATED_GENERATED } from '../domain/calculatedGeneration';
import { FORMULA_FUNCTIONS } from '../domain/calculatedFormula';
import type { TypePrompt } from '../../shared/server/questionType';

const { variables } = CALCULATED_GENERATED;

export const calculatedPrompt = (): TypePrompt => ({
  kind: 'calculated',
  rules: [
    `Each question is a calculation the material lets a student do, with ${variables.min} to ${variables.max} of its numbers written as wildcards in the title: {f}, {mass}… (a name of letters, digits and underscores, not starting with a digit). Each student is given their own numbers.`,
    'Give every wildcard a range ("min" to "max") in which each value makes sense, and its decimals (0 for whole numbers).',
    `Give the formula of the right answer with the wildcards' names (without braces), numbers, + - * / ^, parentheses and only these functions: ${Object.keys(FORMULA_FUNCTIONS).join(', ')}.`,
    'Give the tolerance in percent of the right answer (1 for 1 %) and the decimals the right answer is shown with.',
  ],
  shape:
    '{"questions":[{"title":"A tone has a frequency of {f} Hz. What is its period in milliseconds?",' +
    '"variables":[{"name":"f","min":200,"max":800,"decimals":0}],"formula":"1000 / f","tolerance":1,"decimals":2}]}\n' +
    'where every number is a JSON number, never text.',
});

/** What a language model is told to write ordering questions (ADR 207). */
import { ORDERING_GENERATED } from '../domain/orderingGeneration';
import type { TypePrompt } from '../../shared/server/questionType';

const { items } = ORDERING_GENERATED;

export const orderingPrompt = (): TypePrompt => ({
  kind: 'ordering',
  rules: [
    `Each question has ${items.min} to ${items.max} items (steps, stages or events), all distinct, that have one right order.`,
    'List the items in the right order; the student sees them shuffled.',
  ],
  shape:
    '{"questions":[{"title":"the instruction, such as: Put the steps in order","items":["first","second","third"]}]}',
});

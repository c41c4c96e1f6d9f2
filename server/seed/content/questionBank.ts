/** Text questions for seeded quizzes: four options each, with the indexes of the right ones (questionBank.json). */
import * as z from 'zod';
import { seedData } from '../seedData';
import bank from './questionBank.json';

export interface BankQuestion {
  readonly subject: string;
  readonly title: string;
  readonly options: readonly [string, string, string, string];
  /** Indexes into `options`; more than one makes a multiple-answer question. */
  readonly right: readonly number[];
}

/** The bank's questions by subject, each with four options and the indexes of the right ones. */
const BankSchema = z.record(
  z.string(),
  z.array(
    z.object({
      title: z.string().min(1),
      options: z.tuple([z.string(), z.string(), z.string(), z.string()]),
      right: z.array(z.number().int().min(0).max(3)).min(1),
    }),
  ),
);

export const QUESTION_BANK: readonly BankQuestion[] = Object.entries(
  seedData('questionBank.json', BankSchema, bank),
).flatMap(([subject, questions]) => questions.map((question) => ({ subject, ...question })));

export function questionsFor(subject: string): readonly BankQuestion[] {
  const own = QUESTION_BANK.filter((question) => question.subject === subject);
  return own.length > 0 ? own : QUESTION_BANK;
}

/**
 * Moodle XML short-answer questions: each answer with a positive fraction is accepted (a `*` matches any
 * characters), case mattering when `usecase` is 1; answers worth nothing keep only their feedback, which is noted.
 */
import { moodleAnswers, moodleBase, moodleNumber } from '../../imports/moodleDescription';
import type { MoodleSource } from '../../imports/moodleQuestion';
import type { TextAnswer } from '../description';
import type { FormatReader, TypeRead } from '../questionType';
import { SHORT_ANSWER_REASONS, type ShortAnswerDescription } from './shortAnswerDescription';

export const SHORT_ANSWER_NOTES = {
  wrongAnswers: (count: number) =>
    `${count} answer(s) worth no points only gave feedback; they are left out.`,
} as const;

const claims = (source: MoodleSource) => source.type === 'shortanswer';

function read(source: MoodleSource): TypeRead<ShortAnswerDescription> {
  const caseSensitive = moodleNumber(source.question, 'usecase') === 1;
  const all = moodleAnswers(source.question).filter((a) => a.text.trim() !== '');
  const answers: TextAnswer[] = all
    .filter((a) => a.fraction > 0)
    .map((a) => ({
      text: a.text.trim(),
      fraction: a.fraction,
      caseSensitive,
      ...(a.feedback ? { feedback: a.feedback } : {}),
    }));
  if (answers.length === 0) return { kind: 'unreadable', reason: SHORT_ANSWER_REASONS.noAnswer };
  const wrong = all.length - answers.length;
  const base = moodleBase(source);
  return {
    kind: 'read',
    description: {
      kind: 'shortAnswer',
      ...base,
      notes: wrong > 0 ? [SHORT_ANSWER_NOTES.wrongAnswers(wrong)] : [],
      answers,
    },
  };
}

export const shortAnswerMoodleReader: FormatReader<MoodleSource, ShortAnswerDescription> = { claims, read };

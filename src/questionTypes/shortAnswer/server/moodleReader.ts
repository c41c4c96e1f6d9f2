/**
 * Moodle XML short-answer questions: every answer in its order with its fraction (a `*` matches any characters), case
 * mattering when `usecase` is 1; one worth nothing answers a known wrong answer with its feedback, as in Moodle.
 */
import { moodleAnswers, moodleBase, moodleNumber } from '../../../../server/imports/moodleDescription';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import type { TextAnswer } from '../../shared/server/description';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import { SHORT_ANSWER_REASONS, type ShortAnswerDescription } from './shortAnswerDescription';

const claims = (source: MoodleSource) => source.type === 'shortanswer';

function read(source: MoodleSource): TypeRead<ShortAnswerDescription> {
  const caseSensitive = moodleNumber(source.question, 'usecase') === 1;
  const all = moodleAnswers(source.question).filter((a) => a.text.trim() !== '');
  const answers: TextAnswer[] = all
    .filter((a) => a.fraction >= 0)
    .map((a) => ({
      text: a.text.trim(),
      fraction: a.fraction,
      caseSensitive,
      ...(a.feedback ? { feedback: a.feedback } : {}),
    }));
  if (!answers.some((answer) => answer.fraction > 0))
    return { kind: 'unreadable', reason: SHORT_ANSWER_REASONS.noAnswer };
  return { kind: 'read', description: { kind: 'shortAnswer', ...moodleBase(source), answers } };
}

export const shortAnswerMoodleReader: FormatReader<MoodleSource, ShortAnswerDescription> = { claims, read };

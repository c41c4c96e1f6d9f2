/** Moodle XML true/false questions: the answer `true` or `false` with fraction 100 is right; each has its feedback. */
import { SKIP_REASONS } from '../../../../server/imports/itemNotes';
import { moodleAnswers, moodleBase } from '../../../../server/imports/moodleDescription';
import type { MoodleSource } from '../../../../server/imports/moodleQuestion';
import type { FormatReader, TypeRead } from '../../shared/server/questionType';
import type { TrueFalseDescription } from './trueFalseDescription';

const claims = (source: MoodleSource) => source.type === 'truefalse';

function read(source: MoodleSource): TypeRead<TrueFalseDescription> {
  const answers = moodleAnswers(source.question);
  const answer = (word: string, at: number) =>
    answers.find((a) => a.text.trim().toLowerCase() === word) ?? answers[at];
  const onTrue = answer('true', 0);
  const onFalse = answer('false', 1);
  if (!onTrue || !onFalse || onTrue.fraction === onFalse.fraction)
    return { kind: 'unreadable', reason: SKIP_REASONS.noRightAnswer };
  return {
    kind: 'read',
    description: {
      kind: 'trueFalse',
      ...moodleBase(source),
      correct: onTrue.fraction > onFalse.fraction,
      answerFeedback: {
        ...(onTrue.feedback ? { true: onTrue.feedback } : {}),
        ...(onFalse.feedback ? { false: onFalse.feedback } : {}),
      },
    },
  };
}

export const trueFalseMoodleReader: FormatReader<MoodleSource, TrueFalseDescription> = { claims, read };

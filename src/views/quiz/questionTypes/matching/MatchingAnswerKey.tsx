/**
 * Matching on the teacher's screens: each prompt with its right answer, then the extra answers, and whether the
 * question is scored all or nothing (ADR 292).
 */
import { useTranslation } from 'react-i18next';
import { matchingOf } from '../../../../domain/quiz/questionTypes/matching/matching';
import type { AnswerKeyProps } from '../answerKey';
import { AnswerKeyList, RightAnswerRow } from '../AnswerKeyList';
import { AllOrNothingNote } from '../PartScoringField';
import { scoringOf } from '../../../../domain/quiz/questionTypes/partScoring';

export function MatchingAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const { pairs, distractors } = matchingOf(definition);
  return (
    <div className="flex flex-col gap-1">
      <AnswerKeyList title={t('matching.rightPairs')}>
        {pairs.map((pair) => (
          <RightAnswerRow key={pair.id}>
            {t('matching.pair', { prompt: pair.prompt, answer: pair.answer })}
          </RightAnswerRow>
        ))}
      </AnswerKeyList>
      {distractors.length > 0 && (
        <AnswerKeyList title={t('matching.distractors')}>
          {distractors.map((distractor) => (
            <li key={distractor.id} className="rounded border border-slate-200 px-3 py-1.5">
              {distractor.text}
            </li>
          ))}
        </AnswerKeyList>
      )}
      <AllOrNothingNote group="matching" scoring={scoringOf(matchingOf(definition))} />
    </div>
  );
}

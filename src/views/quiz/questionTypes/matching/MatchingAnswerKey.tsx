/** Matching on the teacher's screens: each prompt with its right answer, then the extra answers. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { matchingOf } from '../../../../domain/quiz/questionTypes/matching/matching';
import { Icon } from '../../../ui/icons';
import { RIGHT_ROW, type AnswerKeyProps } from '../answerKey';

export function MatchingAnswerKey({ definition }: AnswerKeyProps) {
  const { t } = useTranslation();
  const pairsId = useId();
  const extraId = useId();
  const { pairs, distractors } = matchingOf(definition);
  return (
    <div className="flex flex-col gap-1">
      <p id={pairsId} className="text-sm text-slate-700">
        {t('matching.rightPairs')}
      </p>
      <ul aria-labelledby={pairsId} className="flex flex-col gap-1">
        {pairs.map((pair) => (
          <li key={pair.id} className={RIGHT_ROW}>
            <Icon name="check" className="size-4" />
            <span className="flex-1">{t('matching.pair', { prompt: pair.prompt, answer: pair.answer })}</span>
          </li>
        ))}
      </ul>
      {distractors.length > 0 && (
        <>
          <p id={extraId} className="text-sm text-slate-700">
            {t('matching.distractors')}
          </p>
          <ul aria-labelledby={extraId} className="flex flex-col gap-1">
            {distractors.map((distractor) => (
              <li key={distractor.id} className="rounded border border-slate-200 px-3 py-1.5">
                {distractor.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
